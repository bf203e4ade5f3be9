/**
 * Confirm loan, both versions (issue 16): a loan is never confirmed with
 * figures the borrower was not shown, nor before the loan agreement and
 * disclosure can be opened. At phone size, in the sandbox: what the borrower
 * sees, that Confirm is off (or not there), and that no push is sent, read
 * both from the browser's requests and from the sandbox's own log.
 */
import type { Page } from '@playwright/test';
import { appCopy } from './copy.ts';
import { quietPeriod, sandboxRequests } from './fixtures.ts';
import {
  CONFIRM_QUERY,
  STAND_IN_TITLE,
  altCopy,
  apiRequests,
  confirmCopy,
  expect,
  forceTap,
  headlineAmount,
  open,
  test,
  tickAgreement,
} from './loanHelpers.ts';

const PAGES = [
  { path: '/confirmLoan', copy: confirmCopy, button: confirmCopy.confirm, push: 'loanPush', list: 'contractList', agreement: 'Loan Agreement', promo: false },
  { path: '/confirmLoanNew', copy: altCopy, button: 'Get my ₱8,000 now', push: 'altPush', list: 'altAgreements', agreement: 'Loan Agreement', promo: true },
] as const;

/** Opens a page; the alternate page's promo popup (which every scenario here keeps) is closed with OK. */
async function openPage(page: Page, path: string, scenario: string, promo: boolean): Promise<void> {
  await open(page, path, scenario, CONFIRM_QUERY);
  if (!promo) return;
  const popup = page.getByRole('dialog', { name: altCopy.promoTitle });
  await popup.getByRole('button', { name: altCopy.ok, exact: true }).click();
  await expect(popup).toHaveCount(0);
}

/** No push left the browser and the sandbox answered none: the point of these tests. */
async function expectNoPush(page: Page, push: 'loanPush' | 'altPush'): Promise<void> {
  await quietPeriod(page);
  expect(apiRequests(page, push)).toEqual([]);
  expect(await sandboxRequests(page, push)).toEqual([]);
}

const useScenario = (page: Page, name: string) => page.evaluate((n) => window.__sandbox?.setScenario(n), name);

for (const { path, copy, button, push, list, agreement, promo } of PAGES) {
  const confirm = (page: Page) => page.getByRole('button', { name: button, exact: true });

  test.describe(`${path}: no confirm without the terms`, () => {
    for (const scenario of ['confirm-detail-no-data', 'confirm-detail-invalid-amount']) {
      test(`${scenario}: the offer cannot be shown (the page's words, Try again), no Confirm, nothing pushed`, async ({ page }) => {
        await open(page, path, scenario, CONFIRM_QUERY);

        await expect(page.getByRole('alert')).toHaveText(copy.incomplete);
        const retry = page.getByRole('button', { name: appCopy.retry, exact: true });
        await expect(retry).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        // No half-drawn offer: no 'Loan amount ₱', no Confirm.
        expect(await page.getByText(copy.amountLabel).count()).toBe(0);
        expect(await confirm(page).count()).toBe(0);
        // Only the error page's buttons: Try again and its ways out (issue 17).
        await expect(page.getByRole('button')).toHaveText([appCopy.retry, appCopy.back, appCopy.callService]);
        await expectNoPush(page, push);

        // The server answers properly again: Try again draws the offer, and Confirm works.
        await useScenario(page, 'default');
        await retry.click();
        if (promo) await page.getByRole('dialog', { name: altCopy.promoTitle }).getByRole('button', { name: altCopy.ok, exact: true }).click();
        await expect(headlineAmount(page)).toBeVisible();
        await tickAgreement(page);
        await expect(confirm(page)).toBeEnabled();
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    }
  });

  test.describe(`${path}: no confirm without the agreements`, () => {
    test('confirm-contracts-failure: the page says so with a retry; Confirm is off with its reason and sends nothing; the retry brings them and Confirm works', async ({
      page,
    }) => {
      await openPage(page, path, 'confirm-contracts-failure', promo);
      // Nothing to agree to: no box reading "I have read and agree to" followed by nothing.
      await expect(page.getByRole('checkbox', { name: copy.agreeLabel })).toHaveCount(0);

      await expect(headlineAmount(page)).toBeVisible();
      await expect(page.getByText(copy.agreementsFailed, { exact: true })).toBeVisible();
      const retry = page.getByRole('button', { name: copy.agreementsRetry, exact: true });
      await expect(retry).toBeVisible();
      await expect(confirm(page)).toBeDisabled();
      await expect(page.getByText(copy.agreementsNeeded, { exact: true })).toBeVisible();
      expect(await page.getByRole('button', { name: agreement, exact: true }).count()).toBe(0);

      await forceTap(confirm(page));
      await expectNoPush(page, push);

      await useScenario(page, 'default');
      await retry.click();
      await expect(page.getByRole('button', { name: agreement, exact: true })).toBeVisible();
      await tickAgreement(page);
      await expect(confirm(page)).toBeEnabled();
      await expect(page.getByText(copy.agreementsFailed, { exact: true })).toHaveCount(0);
      await expect(page.getByText(copy.agreementsNeeded, { exact: true })).toHaveCount(0);
      // Only the agreements were asked again, not the offer.
      expect(apiRequests(page, path === '/confirmLoan' ? 'loanConfirmDetail' : 'altConfirmDetail')).toHaveLength(1);

      await confirm(page).click();
      await expect(page).toHaveTitle(STAND_IN_TITLE);
      expect(apiRequests(page, push)).toHaveLength(1);
    });

    test('confirm-contracts-empty: an empty list is not there either; a retry that finds it empty says so again, once (no toast repeats it); nothing is pushed', async ({
      page,
    }) => {
      await openPage(page, path, 'confirm-contracts-empty', promo);

      await expect(page.getByText(copy.agreementsFailed, { exact: true })).toBeVisible();
      await expect(confirm(page)).toBeDisabled();
      await expect(page.getByText(copy.agreementsNeeded, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: copy.agreementsRetry, exact: true }).click();
      await expect.poll(() => apiRequests(page, list).length).toBe(2);
      await expect(page.getByText(copy.agreementsFailed, { exact: true })).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: copy.agreementsFailed })).toHaveCount(0);
      await expect(confirm(page)).toBeDisabled();
      await forceTap(confirm(page));
      await expectNoPush(page, push);
    });
  });
}
