/**
 * Confirm loan V3: what the offer shows, the agreement checkbox rule, the
 * agreement links and loading failures (SPEC point 2 "Confirm loan V3",
 * point 4 "Confirm loan", point 7 "Repayment and loan confirmation";
 * CONTRACT section 3 loanConfirmDetail, contractList, contractJump).
 */
import type { Page } from '@playwright/test';
import { appCopy, escapeRegExp } from './copy.ts';
import {
  CONFIRM_QUERY,
  STAND_IN_TITLE,
  altCopy,
  apiRequests,
  background,
  cardRows,
  confirmCopy,
  expect,
  forceTap,
  headlineAmount,
  isGrey,
  onSandboxDay,
  open,
  test,
  tickAgreement,
} from './loanHelpers.ts';

const openConfirm = (page: Page, scenario = 'default') => open(page, '/confirmLoan', scenario, CONFIRM_QUERY);

test.describe('Confirm loan V3: the offer', () => {
  test("shows the product, amount, term and, under PH, the disclosure in place of the server's rate text and rows", async ({ page }) => {
    await onSandboxDay(page);
    await openConfirm(page);

    await expect(page.getByRole('heading', { name: 'PesoNow Cash', exact: true })).toBeVisible();
    await expect(headlineAmount(page)).toHaveText('₱5,000.00');
    expect(await cardRows(page, confirmCopy.detailsTitle)).toEqual([[confirmCopy.termLabel, '91 days']]);
    expect(await cardRows(page, confirmCopy.planTitle)).toEqual([
      ['Dec 21, 2026', '₱1,819.00'],
      ['Jan 20, 2027', '₱1,818.00'],
      ['Feb 20, 2027', '₱1,818.00'],
    ]);
    await expect(page.getByText('0.1% per day')).toHaveCount(0); // server text
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test("the agreement box starts unticked (consent is the borrower's act), with the agreement links; contractList asks with productId and scene=3", async ({
    page,
  }) => {
    await openConfirm(page);

    const confirm = page.getByRole('button', { name: confirmCopy.confirm, exact: true });
    await expect(page.getByRole('checkbox', { name: confirmCopy.agreeLabel })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Loan Agreement', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Disclosure Statement', exact: true })).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(confirmCopy.tickToConfirm);
    await tickAgreement(page);
    await expect(confirm).toBeEnabled();

    const detail = apiRequests(page, 'loanConfirmDetail');
    expect(detail.map((r) => r.fields)).toEqual([{ productId: '1001' }]);
    const contracts = apiRequests(page, 'contractList');
    expect(contracts).toHaveLength(1);
    expect(contracts[0].method).toBe('POST');
    expect(contracts[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(contracts[0].fields).toEqual({ productId: '1001', scene: '3' });
  });
});

test.describe('Confirm loan: the agreement checkbox rule', () => {
  const pages = [
    { path: '/confirmLoan', button: confirmCopy.confirm, push: 'loanPush' as const, promo: false },
    { path: '/confirmLoanNew', button: 'Get my ₱8,000 now', push: 'altPush' as const, promo: true },
  ];
  for (const { path, button, push, promo } of pages) {
    test(`${path}: unchecking greys and disables the button, a tap sends nothing, checking enables it again`, async ({ page }) => {
      await open(page, path, 'default', CONFIRM_QUERY);
      if (promo) await page.getByRole('dialog', { name: altCopy.promoTitle }).getByRole('button', { name: altCopy.ok }).click();
      const confirm = page.getByRole('button', { name: button, exact: true });
      const agree = page.getByRole('checkbox', { name: confirmCopy.agreeLabel });
      await tickAgreement(page);
      await expect(confirm).toBeEnabled();
      const enabledColour = await background(confirm);

      await agree.uncheck();
      await expect(agree).not.toBeChecked();
      await expect(confirm).toBeDisabled();
      const offColour = await background(confirm);
      expect(isGrey(offColour), `greyed (${offColour})`).toBe(true);
      expect(offColour).not.toBe(enabledColour);

      await forceTap(confirm);
      // The point is that nothing happens: give a wrong request time to show.
      await page.waitForTimeout(500);
      expect(apiRequests(page, push)).toEqual([]);

      await agree.check();
      await expect(confirm).toBeEnabled();
      expect(await background(confirm)).toBe(enabledColour);
    });
  }
});

test.describe('Confirm loan V3: agreement links', () => {
  test("'Disclosure Statement' sends contractJump and goes to its contract_url", async ({ page }) => {
    await openConfirm(page);
    await page.getByRole('button', { name: 'Disclosure Statement', exact: true }).click();

    await expect(page).toHaveURL('https://docs.example.com/contracts/loan-agreement?order=900001');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    expect(apiRequests(page, 'contractJump').map((r) => r.fields)).toEqual([{ productId: '1001', scene: '3', position: '1', orderId: '900001' }]);
  });
});

test.describe('Confirm loan: loading failures', () => {
  const rows = [
    { path: '/confirmLoan', scenario: 'confirm-detail-failure', message: 'This offer has expired.', loaded: 'PesoNow Cash' },
    { path: '/confirmLoan', scenario: 'confirm-network-failure', message: appCopy.networkError, loaded: 'PesoNow Cash' },
    { path: '/confirmLoanNew', scenario: 'confirm-network-failure', message: appCopy.networkError, loaded: altCopy.disclosureTitle },
  ];
  for (const { path, scenario, message, loaded } of rows) {
    test(`${path} ${scenario}: the message and 'Try again', no loader left; retry loads the offer`, async ({ page }) => {
      await open(page, path, scenario, CONFIRM_QUERY);

      await expect(page.getByRole('alert')).toHaveText(message);
      const retry = page.getByRole('button', { name: appCopy.retry, exact: true });
      await expect(retry).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // Neither page's confirm button: the copy's, or the server's text on the alternate page.
      await expect(page.getByRole('button', { name: new RegExp(`${escapeRegExp(confirmCopy.confirm)}|Get my`) })).toHaveCount(0);

      await page.evaluate(() => window.__sandbox?.setScenario('confirm-new-no-promo'));
      await retry.click();
      await expect(page.getByRole('heading', { name: loaded, exact: true })).toBeVisible();
      await tickAgreement(page);
      await expect(page.getByRole('button', { name: confirmCopy.confirm, exact: true })).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  }
});
