/**
 * Confirm loan V3: the agreement popup and the exit-retention popup (SPEC
 * point 2 "Confirm loan V3", point 4 "Confirm loan"; CONTRACT section 4:
 * closeWebView, window.onNativeMessage('goBack')).
 */
import type { Page } from '@playwright/test';
import { appCopy, screenCopy as orderCopy } from './copy';
import { CONFIRM_QUERY, confirmCopy, expect, nativeMessages, open, test } from './loanHelpers';

const POPUP_URL = 'https://docs.example.com/contracts/loan-agreement-popup';

const openConfirm = (page: Page, scenario: string) => open(page, '/confirmLoan', scenario, CONFIRM_QUERY);
const agreementPopup = (page: Page) => page.getByRole('dialog', { name: confirmCopy.agreementTitle });

test.describe('Confirm loan V3: the agreement popup', () => {
  test('confirm-agreement-popup: the agreement shows in a frame; Cancel closes the web view', async ({ page }) => {
    await openConfirm(page, 'confirm-agreement-popup');

    const popup = agreementPopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.locator('iframe')).toHaveAttribute('src', POPUP_URL);
    await expect(popup.frameLocator('iframe').getByRole('heading', { name: 'External page' })).toBeVisible();

    await popup.getByRole('button', { name: confirmCopy.agreementCancel, exact: true }).click();
    await expect.poll(async () => (await nativeMessages(page)).map((m) => [m.name, m.body])).toEqual([['closeWebView', {}]]);
  });

  test('confirm-agreement-popup: Agree closes the popup and the page can be used', async ({ page }) => {
    await openConfirm(page, 'confirm-agreement-popup');

    await agreementPopup(page).getByRole('button', { name: confirmCopy.agreementAgree, exact: true }).click();
    await expect(agreementPopup(page)).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: confirmCopy.confirm, exact: true })).toBeEnabled();
    expect(await nativeMessages(page)).toEqual([]);
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
    const popup = page.getByRole('dialog', { name: 'Wait! Your loan is almost ready' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Confirm now and receive ₱5,000.00 within minutes.');

    await popup.getByRole('button', { name: confirmCopy.exitStay, exact: true }).click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
    await expect(page.getByRole('button', { name: confirmCopy.confirm, exact: true })).toBeEnabled();
  });

  test('default (isPopType 0): goBack leaves for the previous page', async ({ page }) => {
    await openFromOrder(page, 'default');

    await page.evaluate(() => window.onNativeMessage?.('goBack'));
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
  });
});
