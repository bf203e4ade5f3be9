/**
 * Money and trust on the repayment pages (issue 16), at phone size, in the
 * sandbox:
 * - an amount that is not an amount ("NaN") shows the page's words with
 *   'Try again', no way to pay, and nothing is sent;
 * - on /repaymentWay one payment is in flight at a time: while the card
 *   payment is sent, 'Pay with e-wallet' is off and says why;
 * - a phone whose storage is full (setItem throws QuotaExceededError) does not
 *   show an earlier code as this payment's on /repaymentOfCode2: it says the
 *   details could not be kept; another order's kept info is never shown.
 */
import type { Page } from '@playwright/test';
import { savedEntryText } from '../../actions/storage/storageActions.ts';
import { ORDER, SAVED_INFO_KEY, button, code2Copy, delayCopy, expect, open, repayCopy, repayRequests, test, wayCopy } from './repayHelpers.ts';
import { appCopy } from './copy.ts';
import otherOrder from '../../sandbox/scenarios/code2-other-order.json' with { type: 'json' };

test.describe.configure({ timeout: 60_000 });

const OLD_CODE = otherOrder.storage.repaymentInfo.value.info.defDetail.payCode;
const PAYMENTS = ['generateVcode', 'repaymentCommit', 'repaymentConfirm', 'repaymentHuichao'] as const;
const payments = (page: Page) => PAYMENTS.flatMap((e) => repayRequests(page, e));

test.describe('an amount that is not an amount blocks the payment step', () => {
  const pages = [
    { path: '/repay', words: repayCopy.incomplete, pay: repayCopy.paymentMethod },
    { path: '/repayDelay', words: delayCopy.incomplete, pay: delayCopy.paymentMethod },
    { path: '/repaymentWay', words: wayCopy.incomplete, pay: wayCopy.commit },
  ];
  for (const p of pages) {
    test(`${p.path} repay-amount-invalid: '${p.words}' with '${appCopy.retry}'; no way to pay, nothing sent`, async ({ warmPage: page }) => {
      await open(page, p.path, 'repay-amount-invalid', { ...ORDER, amount: '' });
      await expect(page.getByText(p.words, { exact: true })).toBeVisible();
      await expect(button(page, appCopy.retry)).toBeVisible();
      await expect(button(page, p.pay)).toHaveCount(0);
      await expect(page.getByText(/NaN/)).toHaveCount(0);
      await button(page, appCopy.retry).click();
      await expect(page.getByText(p.words, { exact: true })).toBeVisible();
      expect(payments(page)).toEqual([]);
    });
  }
});

test.describe('/repaymentWay: one payment in flight', () => {
  test("while 'Repay now' is sent, 'Pay with e-wallet' is off and says why; a tap on it sends nothing", async ({ warmPage: page }) => {
    await open(page, '/repaymentWay', 'legacy-both-slow', { ...ORDER, userId: 'U5001' });
    await button(page, 'BDO Unibank •••• 4321').click();
    await button(page, wayCopy.commit).click();

    const wallet = button(page, wayCopy.wallet);
    await expect(wallet).toBeDisabled();
    await expect(page.getByText(wayCopy.payingOther, { exact: true })).toBeVisible();
    await wallet.click({ force: true });
    // The card payment answers after 1.5 s: its code step opens.
    await expect(page.getByRole('dialog', { name: wayCopy.smsTitle })).toBeVisible({ timeout: 10_000 });
    expect(repayRequests(page, 'repaymentCommit')).toHaveLength(1);
    expect(repayRequests(page, 'repaymentHuichao')).toEqual([]);

    // Cancelling the code step ends the card payment: the e-wallet is free again.
    await button(page, wayCopy.cancel).click();
    await expect(wallet).toBeEnabled();
    await expect(page.getByText(wayCopy.payingOther, { exact: true })).toHaveCount(0);
  });
});

test.describe("/repaymentOfCode2 never shows an earlier or another order's code as this payment's", () => {
  /** An entry kept a minute ago for this order (an earlier try, code OLD_CODE), then storage full for that key. */
  async function storageFullWithOlderEntry(page: Page) {
    const older = savedEntryText(otherOrder.storage.repaymentInfo.value, ORDER.orderId, Date.now() - 60_000);
    await page.addInitScript(
      ({ key, older }) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem(key, older);
          sessionStorage.setItem('e2e-seeded', '1');
        }
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
          if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return setItem.call(this, k, v);
        };
      },
      { key: SAVED_INFO_KEY, older },
    );
  }

  for (const path of ['/repay', '/repayDelay']) {
    test(`${path} with storage full: Payment still leaves, and the code page says the details could not be kept (no earlier code)`, async ({
      warmPage: page,
    }) => {
      await storageFullWithOlderEntry(page);
      await open(page, path, 'default', ORDER);
      await button(page, repayCopy.paymentMethod).click();
      await button(page.getByRole('dialog', { name: repayCopy.chooserTitle }), repayCopy.pay).click();

      await expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2');
      await expect(page.getByText(code2Copy.notSavedMessage, { exact: true })).toBeVisible();
      await expect(page.getByText(OLD_CODE)).toHaveCount(0);
      await expect(page.getByText('₱9,999.00')).toHaveCount(0);
      expect(repayRequests(page, 'generateVcode')).toHaveLength(1);
      expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_INFO_KEY), 'the earlier entry is gone').toBeNull();
    });
  }

  for (const scenario of ['code2-other-order', 'code2-stale']) {
    test(`${scenario}: the missing-details message and 'Go back', never the kept code`, async ({ warmPage: page }) => {
      await open(page, '/repaymentOfCode2', scenario, ORDER);
      await expect(page.getByText(code2Copy.missingMessage, { exact: true })).toBeVisible();
      await expect(button(page, code2Copy.back)).toBeVisible();
      await expect(page.getByText(OLD_CODE)).toHaveCount(0);
      await expect(page.getByText('₱9,999.00')).toHaveCount(0);
    });
  }
});
