/**
 * Confirm loan V3, alternate (SPEC point 2 "Confirm loan V3, alternate";
 * CONTRACT section 3 altConfirmDetail, altAgreements, altAgreementJump, altPush).
 */
import type { Page } from '@playwright/test';
import { STAND_IN_TITLE, altCopy, apiRequests, cardRows, confirmCopy, expect, headlineAmount, onSandboxDay, open, test, tickAgreement } from './loanHelpers.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

const QUERY = { productId: '1001' };
const openAlt = (page: Page, scenario = 'default') => open(page, '/confirmLoanNew', scenario, QUERY);
const promo = (page: Page) => page.getByRole('dialog', { name: altCopy.promoTitle });
/** What the sandbox's server says (sandbox/scenarios/default.json): the button's own text and the agreements' titles. */
const SERVER_BUTTON = defaultScenario.responses.altConfirmDetail.body.data.buttonText;
const AGREEMENTS = defaultScenario.responses.altAgreements.body.data.map((a) => a.title);
const PRIVACY_NOTICE = AGREEMENTS[1];
const serverButton = (page: Page) => page.getByRole('button', { name: SERVER_BUTTON, exact: true });

/** Opens the page, closes the promo popup with OK and ticks the agreement box. */
async function openAltReady(page: Page, scenario = 'default') {
  await openAlt(page, scenario);
  await promo(page).getByRole('button', { name: altCopy.ok, exact: true }).click();
  await expect(promo(page)).toHaveCount(0);
  await tickAgreement(page);
}

test.describe('Confirm loan V3, alternate: the offer', () => {
  test("the promo popup shows the server's message; OK closes it", async ({ page }) => {
    await openAlt(page);

    await expect(promo(page)).toBeVisible();
    await expect(promo(page)).toContainText('First loan: no service fee this month!');
    await promo(page).getByRole('button', { name: altCopy.ok, exact: true }).click();
    await expect(promo(page)).toHaveCount(0);
    await expect(serverButton(page)).toBeVisible();
  });

  test("shows the amount, repayment date, plan, agreements and the server button text; under PH the disclosure in place of the server's rows", async ({
    page,
  }) => {
    await onSandboxDay(page);
    await openAlt(page);
    await promo(page).getByRole('button', { name: altCopy.ok, exact: true }).click();

    await expect(headlineAmount(page)).toHaveText('₱8,000.00');
    await expect(page.getByText(`${altCopy.repayDateLabel}: Feb 20, 2027`, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: altCopy.detailsTitle, exact: true })).toHaveCount(0);
    expect(await cardRows(page, altCopy.planTitle)).toEqual([
      ['Dec 21, 2026', '₱2,763.74'],
      ['Jan 20, 2027', '₱2,763.73'],
      ['Feb 20, 2027', '₱2,763.73'],
    ]);
    await expect(page.getByRole('checkbox', { name: altCopy.agreeLabel })).not.toBeChecked();
    await tickAgreement(page);
    for (const title of AGREEMENTS) {
      await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
    }
    await expect(serverButton(page)).toBeEnabled();

    expect(apiRequests(page, 'altConfirmDetail').map((r) => r.fields)).toEqual([{ productId: '1001' }]);
    expect(apiRequests(page, 'altAgreements').map((r) => r.fields)).toEqual([{ productId: '1001' }]);
  });

  test('confirm-new-no-promo: no popup, and the button reads the default label', async ({ page }) => {
    await openAlt(page, 'confirm-new-no-promo');
    await tickAgreement(page);

    await expect(page.getByRole('button', { name: confirmCopy.confirm, exact: true })).toBeEnabled();
    await expect(serverButton(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('Confirm loan V3, alternate: agreements and confirming', () => {
  test('the second agreement (the privacy notice) sends altAgreementJump and goes to its url', async ({ page }) => {
    await openAltReady(page);
    await page.getByRole('button', { name: PRIVACY_NOTICE, exact: true }).click();

    await expect(page).toHaveURL('https://docs.example.com/contracts/privacy-notice');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    expect(apiRequests(page, 'altAgreementJump').map((r) => r.fields)).toEqual([{ productId: '1001', position: '1' }]);
  });

  test('the button sends altPush and replaces the location with the lending details', async ({ page }) => {
    await openAltReady(page);
    const historyBefore = await page.evaluate(() => history.length);

    await serverButton(page).click();

    await expect(page).toHaveURL('https://lend.example.com/details?order=900002&from=confirm');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    const pushes = apiRequests(page, 'altPush');
    // Its one field, and under PH the receipt of what was shown (tests/e2e/receipts.spec.ts reads it).
    expect(pushes.map((r) => r.fields)).toEqual([{ productId: '1001', receipt: expect.any(String), receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(pushes[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await page.evaluate(() => history.length), 'no new history entry').toBe(historyBefore);
  });

  test('confirm-new-push-failure: the server message, the page stays', async ({ page }) => {
    await openAltReady(page, 'confirm-new-push-failure');
    await serverButton(page).click();

    await expect(page.getByRole('status')).toHaveText('Please try again in a few minutes.');
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoanNew');
    await expect(serverButton(page)).toBeEnabled();
    expect(apiRequests(page, 'altPush')).toHaveLength(1);
  });
});
