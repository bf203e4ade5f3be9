/**
 * Confirm loan V3: the agreement popup and the exit-retention popup (SPEC
 * point 2 "Confirm loan V3", point 4 "Confirm loan"; CONTRACT section 4:
 * closeWebView, window.onNativeMessage('goBack')).
 */
import type { Page } from '@playwright/test';
import { appCopy, screenCopy as orderCopy } from './copy.ts';
import { CONFIRM_QUERY, confirmCopy, expect, nativeMessages, open, test, tickAgreement } from './loanHelpers.ts';
import confirmScreen from '../../schemas/screens/confirmLoan.json' with { type: 'json' };
import { STAND_IN_HEADING } from './standInSites.ts';

const POPUP_URL = 'https://docs.example.com/contracts/loan-agreement-popup';

const openConfirm = (page: Page, scenario: string) => open(page, '/confirmLoan', scenario, CONFIRM_QUERY);
const agreementPopup = (page: Page) => page.getByRole('dialog', { name: confirmCopy.agreementTitle });

test.describe('Confirm loan V3: the agreement popup', () => {
  test('confirm-agreement-popup: the agreement shows in a frame; Cancel closes the web view', async ({ page }) => {
    await openConfirm(page, 'confirm-agreement-popup');

    const popup = agreementPopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.locator('iframe')).toHaveAttribute('src', POPUP_URL);
    await expect(popup.frameLocator('iframe').getByRole('heading', { name: STAND_IN_HEADING })).toBeVisible();

    await popup.getByRole('button', { name: confirmCopy.agreementCancel, exact: true }).click();
    await expect.poll(async () => (await nativeMessages(page)).map((m) => [m.name, m.body])).toEqual([['closeWebView', {}]]);
  });

  test('confirm-agreement-popup: Agree waits for the agreement to load, then closes the popup and the page can be used', async ({ page }) => {
    // The agreement's site answers once the test says so: until then the frame is loading.
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(POPUP_URL, async (route) => {
      await answered;
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Agreement</title><h1>Agreement</h1>' });
    });
    await openConfirm(page, 'confirm-agreement-popup');

    const agree = agreementPopup(page).getByRole('button', { name: confirmCopy.agreementAgree, exact: true });
    await expect(agree).toBeDisabled();
    await expect(agree).toHaveAccessibleDescription(confirmCopy.agreementLoading);
    release();
    await expect(agreementPopup(page).frameLocator('iframe').getByRole('heading', { name: 'Agreement' })).toBeVisible();
    await expect(agree).toBeEnabled();
    await agree.click();
    await expect(agreementPopup(page)).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await tickAgreement(page);
    await expect(page.getByRole('button', { name: confirmCopy.confirm, exact: true })).toBeEnabled();
    expect(await nativeMessages(page)).toEqual([]);
  });

  test('confirm-agreement-popup: a frame that never loads says so (Agree stays off); Try again loads it', async ({ page }) => {
    await page.clock.install();
    let answer = false;
    await page.route(POPUP_URL, async (route) => {
      if (answer) await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Agreement</title><h1>Agreement</h1>' });
      // Otherwise the site never answers.
    });
    await openConfirm(page, 'confirm-agreement-popup');
    const popup = agreementPopup(page);
    const agree = popup.getByRole('button', { name: confirmCopy.agreementAgree, exact: true });
    await expect(agree).toBeDisabled();

    await page.clock.fastForward(confirmScreen.constants.agreementWaitMs);
    await expect(popup.getByRole('alert')).toHaveText(confirmCopy.agreementFailed);
    await expect(popup.locator('iframe')).toHaveCount(0);
    await expect(agree).toBeDisabled();
    await expect(popup.getByRole('button', { name: confirmCopy.agreementOpenPage, exact: true })).toBeVisible();

    answer = true;
    await popup.getByRole('button', { name: appCopy.retry, exact: true }).click();
    await expect(popup.frameLocator('iframe').getByRole('heading', { name: 'Agreement' })).toBeVisible();
    await expect(agree).toBeEnabled();
  });

  test('confirm-agreement-popup-unsafe: no popup, no frame, the link is refused', async ({ page }) => {
    await openConfirm(page, 'confirm-agreement-popup-unsafe');

    await expect(page.getByRole('status')).toHaveText(appCopy.linkRejected);
    await expect(page.getByRole('heading', { name: 'PesoNow Cash', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('Confirm loan V3: native back', () => {
  /** Opens the order screen, then the confirm page, so that "back" has somewhere to go. */
  async function openFromOrder(page: Page, scenario: string) {
    await open(page, '/orderDetail', 'default', { productId: '1001', orderId: '900001' });
    await expect(page.getByRole('heading', { name: orderCopy.title, level: 1 })).toBeVisible();
    await openConfirm(page, scenario);
    await expect(page.getByRole('heading', { name: 'PesoNow Cash', exact: true })).toBeVisible();
  }

  test('confirm-exit-popup: goBack opens the exit popup; Continue closes it and the page stays', async ({ page }) => {
    await openFromOrder(page, 'confirm-exit-popup');

    await page.evaluate(() => window.onNativeMessage?.('goBack'));
    const popup = page.getByRole('dialog', { name: confirmCopy.exitTitle });
    await expect(popup).toBeVisible();
    // The screen's words over the amount the borrower receives, never the server's "₱5,000.00 within minutes".
    await expect(popup).toContainText(confirmCopy.exitMessage.replace('{amount}', '₱4,850.00'));

    await popup.getByRole('button', { name: confirmCopy.exitStay, exact: true }).click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
    await tickAgreement(page);
    await expect(page.getByRole('button', { name: confirmCopy.confirm, exact: true })).toBeEnabled();
  });

  test('default (isPopType 0): goBack leaves for the previous page', async ({ page }) => {
    await openFromOrder(page, 'default');

    await page.evaluate(() => window.onNativeMessage?.('goBack'));
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
  });
});
