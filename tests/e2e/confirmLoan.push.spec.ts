/**
 * Confirm loan V3: confirming (SPEC point 4 "Confirm loan": after a successful
 * confirm the location is replaced by lendDetailsUrl + from=confirm; point 7
 * loan-detail-push; CONTRACT section 3 loanPush, form client).
 */
import type { Page } from '@playwright/test';
import { appCopy, screenCopy as orderCopy } from './copy.ts';
import {
  CONFIRM_QUERY,
  STAND_IN_TITLE,
  apiRequests,
  confirmCopy,
  expect,
  forceTap,
  freshToast,
  markToastsSeen,
  open,
  stayWhenLeaving,
  test,
  tickAgreement,
} from './loanHelpers.ts';

const LEND_URL = 'https://lend.example.com/details?order=900001&from=confirm';
/** The SPEC's fields, and under PH the receipt of what was shown (tests/e2e/receipts.spec.ts reads it). */
const PUSH_FIELDS = {
  amount: '500000',
  periods: '91',
  termUnit: '1',
  productId: '1001',
  receipt: expect.any(String),
  receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/),
};

/** Opens the page and ticks the agreement box, as a borrower does before confirming. */
const openConfirm = async (page: Page, scenario = 'default') => {
  await open(page, '/confirmLoan', scenario, CONFIRM_QUERY);
  await tickAgreement(page);
};
const confirmButton = (page: Page) => page.getByRole('button', { name: confirmCopy.confirm, exact: true });
const pushes = (page: Page) => apiRequests(page, 'loanPush');

test.describe('Confirm loan V3: confirming', () => {
  test('one loanPush with amount, periods, termUnit, productId; the location is replaced by the lending details', async ({ page }) => {
    // Come from another page first, so that "replaced" can be told from "pushed".
    await open(page, '/orderDetail', 'default', { productId: '1001', orderId: '900001' });
    await expect(page.getByRole('heading', { name: orderCopy.title, level: 1 })).toBeVisible();
    await openConfirm(page);
    await expect(confirmButton(page)).toBeEnabled();
    const historyBefore = await page.evaluate(() => history.length);

    await confirmButton(page).click();

    await expect(page).toHaveURL(LEND_URL);
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    expect(pushes(page)).toHaveLength(1);
    expect(pushes(page)[0].method).toBe('POST');
    expect(pushes(page)[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(pushes(page)[0].fields).toEqual(PUSH_FIELDS);
    expect(await page.evaluate(() => history.length), 'no new history entry').toBe(historyBefore);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    expect(pushes(page)).toHaveLength(1);
  });

  test('confirm-push-slow: a rapid double tap, and a tap after the answer while leaving, push the loan once', async ({ page }) => {
    // The lending site answers 204: the app leaves for it, the browser stays, so the page can be tapped "while leaving".
    const leftFor = await stayWhenLeaving(page, 'https://lend.example.com/**');
    await openConfirm(page, 'confirm-push-slow');
    const confirm = confirmButton(page);
    await expect(confirm).toBeEnabled();

    await confirm.dblclick();
    // The answer takes 1.5 s (sandbox/scenarios/confirm-push-slow.json).
    await expect.poll(() => leftFor, { timeout: 10_000 }).toEqual([LEND_URL]);
    await expect(confirm).toBeDisabled();
    await forceTap(confirm);
    // The point is that nothing happens: give a wrong second push time to show.
    await page.waitForTimeout(500);

    expect(pushes(page).map((r) => r.fields)).toEqual([PUSH_FIELDS]);
    expect(leftFor).toEqual([LEND_URL]);
  });

  test('confirm-push-failure: the server message, the page stays and the button works again', async ({ page }) => {
    const message = 'Your credit limit has changed. Please refresh the page.';
    await openConfirm(page, 'confirm-push-failure');

    await confirmButton(page).click();
    await expect(page.getByRole('status')).toHaveText(message);
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
    await expect(confirmButton(page)).toBeEnabled();
    expect(pushes(page)).toHaveLength(1);

    // The first toast may still be up: the second answer must bring its own.
    await markToastsSeen(page);
    await confirmButton(page).click();
    await expect.poll(() => pushes(page).length).toBe(2);
    await expect(freshToast(page)).toHaveText(message);
    expect(pushes(page).map((r) => r.fields)).toEqual([PUSH_FIELDS, PUSH_FIELDS]);
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
  });

  test('confirm-push-unsafe-url: the address is refused, the page stays and the loan is not pushed again', async ({ page }) => {
    await openConfirm(page, 'confirm-push-unsafe-url');

    await confirmButton(page).click();
    // The refusal is said (a toast), and the loan, pushed, is said to be confirmed (the success banner: issue 17).
    await expect(page.getByRole('status').filter({ hasText: appCopy.linkRejected })).toHaveText(appCopy.linkRejected);
    await expect(page.getByRole('status').filter({ hasText: confirmCopy.confirmedElsewhere })).toHaveText(confirmCopy.confirmedElsewhere);
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
    await expect(confirmButton(page)).toBeDisabled();

    await forceTap(confirmButton(page));
    // The point is that nothing happens.
    await page.waitForTimeout(500);
    expect(pushes(page)).toHaveLength(1);
    await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
  });
});
