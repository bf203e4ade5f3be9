/**
 * Legacy repayment way (SPEC point 2 "Legacy repayment-way flow": pick a saved
 * bank card or an external wallet-style redirect, optional SMS step; point 3
 * legacy store; point 4 "Legacy repay": needValid 1 opens a code step with a
 * 60 s resend countdown, confirm returns to the borrow detail, cancel resets
 * the countdown; point 5: a card must be chosen, the code has at least 6
 * characters; point 7 repayment-way (orderId in the query), -commit, -confirm,
 * -huichao; point 8 legacy errors; CONTRACT section 1 /repaymentWay,
 * section 3 form client, success "00").
 */
import type { Locator, Page } from '@playwright/test';
import otherError from '../../sandbox/scenarios/legacy-other-error.json' with { type: 'json' };
import { appCopy } from './copy.ts';
import {
  STAND_IN_TITLE,
  button,
  dialog,
  expect,
  forceTap,
  freezeClock,
  open,
  quietPeriod,
  repayRequests,
  resendCounting,
  resendName,
  sentFields,
  test,
  toast,
  wayCopy,
} from './repayHelpers.ts';
import { SHELLS } from './shellsAndLanguages.ts';

/** The confirmation carries the receipt of the code step (renderer/receipt.ts; tests/unit/screens/repaymentWay.test.ts reads it). */
const RECEIPT = { receipt: expect.any(String), receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/) };

test.describe.configure({ timeout: 60_000 });

const ORDER_ID = '900001';
const BDO = 'BDO Unibank •••• 4321';
const BPI = 'BPI •••• 8765';
const COMMIT_BDO = {
  amount: '545000',
  bankName: 'BDO Unibank',
  cardId: '31',
  cardNo: '1234567890124321',
  couponId: '',
  orderId: ORDER_ID,
  repayToken: 'RT-5501',
  bankCode: 'BDO',
  sendMsg: '1',
};
/** SPEC point 8's legacy messages, in the PH profile's English (CONTRACT section 6), as the screen's copy words them. */
const MSG = {
  selectCard: wayCopy.selectCard,
  codeSent: wayCopy.codeSent,
  shortCode: wayCopy.wrongCodeLength,
  wrongCode: wayCopy.wrongCode,
  duplicate: wayCopy.duplicate,
  cardsFailed: wayCopy.cardsFailed,
  network: appCopy.networkError,
};
const SMS_DIALOG = wayCopy.smsTitle;

const openWay = (page: Page, scenario = 'default', extra: Record<string, string> = {}) =>
  open(page, '/repaymentWay', scenario, { orderId: ORDER_ID, ...extra });
const smsDialog = (page: Page) => dialog(page, SMS_DIALOG);
const codeInput = (page: Page) => smsDialog(page).getByRole('textbox', { name: wayCopy.codeLabel, exact: true });
/** The resend button: its name is the countdown ('60 s') or the resend label. */
const resendButton = (page: Page) => smsDialog(page).getByRole('button', { name: resendName });
const repayNow = (page: Page) => button(page, wayCopy.commit);

async function commitWithBdo(page: Page): Promise<void> {
  await button(page, BDO).click();
  await expect(button(page, BDO)).toHaveAttribute('aria-pressed', 'true');
  await repayNow(page).click();
  await expect(smsDialog(page)).toBeVisible();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await codeInput(page).fill(code);
  await expect(codeInput(page)).toHaveValue(code);
}

test.describe('Legacy repayment way: the page', () => {
  test('repaymentWay is sent with orderId in the query; the cards, the amount and the wallet button are shown', async ({ page }) => {
    await openWay(page);

    await expect(page.getByRole('heading', { name: wayCopy.title, level: 1 })).toBeVisible();
    await expect(page.getByText('₱5,450.00', { exact: true })).toBeVisible();
    const cards = page.getByRole('group', { name: wayCopy.cardsTitle, exact: true });
    await expect(cards.getByRole('button')).toHaveText([BDO, BPI]);
    for (const card of [BDO, BPI]) await expect(button(cards, card)).toHaveAttribute('aria-pressed', 'false');
    await expect(button(page, wayCopy.wallet)).toBeVisible();
    await expect(repayNow(page)).toBeVisible();

    const way = repayRequests(page, 'repaymentWay');
    expect(way).toHaveLength(1);
    expect(way[0].method).toBe('POST');
    expect(way[0].query.orderId).toBe(ORDER_ID);
    expect(way[0].fields, 'nothing in the body (CONTRACT: orderId in the query)').toEqual({});
    expect(repayRequests(page).map((r) => r.endpoint)).toEqual(['repaymentWay']);
  });

  test(`'Repay now' with no card chosen: '${MSG.selectCard}', nothing sent`, async ({ page }) => {
    await openWay(page);

    await repayNow(page).click();

    await expect(toast(page)).toHaveText(MSG.selectCard);
    await quietPeriod(page); // a commit would show now
    expect(repayRequests(page, 'repaymentCommit')).toEqual([]);
    await expect(smsDialog(page)).toHaveCount(0);
  });

  test('choosing BDO then BPI moves the choice', async ({ page }) => {
    await openWay(page);
    await button(page, BDO).click();
    await expect(button(page, BDO)).toHaveAttribute('aria-pressed', 'true');
    await button(page, BPI).click();
    await expect(button(page, BPI)).toHaveAttribute('aria-pressed', 'true');
    await expect(button(page, BDO)).toHaveAttribute('aria-pressed', 'false');
  });

  test('legacy-no-cards: no card, no wallet button', async ({ page }) => {
    await openWay(page, 'legacy-no-cards');

    await expect(page.getByText(wayCopy.noCards, { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: wayCopy.cardsTitle })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /••••/ })).toHaveCount(0);
    await expect(button(page, wayCopy.wallet)).toHaveCount(0);

    await repayNow(page).click();
    await expect(toast(page)).toHaveText(MSG.selectCard);
    expect(repayRequests(page, 'repaymentCommit')).toEqual([]);
  });

  const loadFailures = [
    { scenario: 'legacy-cards-failure', message: MSG.cardsFailed },
    { scenario: 'legacy-network', message: MSG.network },
  ];
  for (const f of loadFailures) {
    test(`${f.scenario}: '${f.message}' with 'Try again', which asks again`, async ({ page }) => {
      await openWay(page, f.scenario);

      await expect(page.getByRole('alert')).toHaveText(f.message);
      await expect(repayNow(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /••••/ })).toHaveCount(0);
      expect(repayRequests(page, 'repaymentWay')).toHaveLength(1);

      await button(page, appCopy.retry).click();
      await expect.poll(() => repayRequests(page, 'repaymentWay').length).toBe(2);
      await expect(page.getByRole('alert')).toHaveText(f.message);
    });
  }

  test(`'${wayCopy.wallet}': repaymentHuichao {userId, orderId, amount}, then leaves for its url`, async ({ page }) => {
    // The native shell opens the page with the common parameters, userId among them (CONTRACT section 2).
    await openWay(page, 'default', { userId: 'U5001' });

    await button(page, wayCopy.wallet).click();

    await expect(page).toHaveURL('https://pay.example.com/huichao?order=900001');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    expect(sentFields(page, 'repaymentHuichao')).toEqual([{ userId: 'U5001', orderId: ORDER_ID, amount: '545000' }]);
    expect(repayRequests(page, 'repaymentCommit')).toEqual([]);
  });
});

test.describe('Legacy repayment way: commit and the code step', () => {
  test(`choosing BDO and 'Repay now': one repaymentCommit with the card, '${MSG.codeSent}', the code dialog counting '60 s'`, async ({ page }) => {
    await page.clock.install();
    await openWay(page);
    await freezeClock(page);

    await commitWithBdo(page);

    const commits = repayRequests(page, 'repaymentCommit');
    expect(commits).toHaveLength(1);
    expect(commits[0].method).toBe('POST');
    expect(commits[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(commits[0].fields).toEqual(COMMIT_BDO);
    await expect(toast(page)).toHaveText(MSG.codeSent);
    await expect(codeInput(page)).toHaveValue('');
    await expect(resendButton(page)).toHaveText(resendCounting(60));
    await expect(button(smsDialog(page), wayCopy.confirm)).toBeVisible();
    await expect(button(smsDialog(page), wayCopy.cancel)).toBeVisible();
    expect(repayRequests(page, 'repaymentConfirm')).toEqual([]);
  });

  test("the resend button counts down; a tap while counting sends nothing; after 60 s 'Resend' sends a new repaymentCommit", async ({ page }) => {
    await page.clock.install();
    await openWay(page);
    await freezeClock(page);
    await commitWithBdo(page);
    await expect(resendButton(page)).toHaveText(resendCounting(60));

    await page.clock.runFor(1000);
    await expect(resendButton(page)).toHaveText(resendCounting(59));
    await page.clock.runFor(9000);
    await expect(resendButton(page)).toHaveText(resendCounting(50));
    await expect(resendButton(page)).toHaveAttribute('aria-disabled', 'true');
    // It stays tappable while counting (aria-disabled), so a person can tap it: force the tap.
    await resendButton(page).click({ force: true });
    await expect(toast(page)).toHaveText(wayCopy.repeatSend);
    await quietPeriod(page); // a second commit would show now
    expect(repayRequests(page, 'repaymentCommit')).toHaveLength(1);
    await expect(resendButton(page)).toHaveText(resendCounting(50));

    await page.clock.runFor(50_000);
    await expect(resendButton(page)).toHaveText(wayCopy.resend);
    await expect(resendButton(page)).toHaveAttribute('aria-disabled', 'false');
    await resendButton(page).click();

    await expect.poll(() => repayRequests(page, 'repaymentCommit').length).toBe(2);
    expect(sentFields(page, 'repaymentCommit')).toEqual([COMMIT_BDO, COMMIT_BDO]);
    await expect(resendButton(page)).toHaveText(resendCounting(60));
    await expect(smsDialog(page)).toBeVisible();
  });

  test(`a 5-digit code: '${MSG.shortCode}', nothing sent; 6 digits: repaymentConfirm, then the borrow detail`, async ({ page }) => {
    await openWay(page);
    await commitWithBdo(page);

    await enterCode(page, '12345');
    await button(smsDialog(page), wayCopy.confirm).click();
    await expect(toast(page)).toHaveText(MSG.shortCode);
    await quietPeriod(page); // a confirm would show now
    expect(repayRequests(page, 'repaymentConfirm')).toEqual([]);
    await expect(smsDialog(page)).toBeVisible();

    await enterCode(page, '123456');
    await button(smsDialog(page), wayCopy.confirm).click();

    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    expect(sentFields(page, 'repaymentConfirm')).toEqual([{ orderId: ORDER_ID, verifyCode: '123456', repaymentRecordId: 'RR-9001', ...RECEIPT }]);
    expect(repayRequests(page, 'repaymentCommit')).toHaveLength(1);
  });

  test("'Cancel' closes the code step and resets the countdown: 'Repay now' shows '60 s' again", async ({ page }) => {
    await page.clock.install();
    await openWay(page);
    await freezeClock(page);
    await commitWithBdo(page);
    await enterCode(page, '123');
    await page.clock.runFor(10_000);
    await expect(resendButton(page)).toHaveText(resendCounting(50));

    await button(smsDialog(page), wayCopy.cancel).click();

    await expect(smsDialog(page)).toHaveCount(0);
    expect(repayRequests(page, 'repaymentConfirm')).toEqual([]);
    await repayNow(page).click();
    await expect(smsDialog(page)).toBeVisible();
    await expect(resendButton(page)).toHaveText(resendCounting(60));
    await expect(codeInput(page)).toHaveValue('');
    expect(repayRequests(page, 'repaymentCommit')).toHaveLength(2);
  });

  test('legacy-no-sms (needValid 0): straight to the borrow detail, no code step', async ({ page }) => {
    await openWay(page, 'legacy-no-sms');
    await button(page, BDO).click();

    await repayNow(page).click();

    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    expect(sentFields(page, 'repaymentCommit')).toEqual([COMMIT_BDO]);
    expect(repayRequests(page, 'repaymentConfirm')).toEqual([]);
    await expect(smsDialog(page)).toHaveCount(0);
  });

  const errors = [
    { scenario: 'legacy-duplicate', at: 'commit', message: MSG.duplicate },
    { scenario: 'legacy-other-error', at: 'commit', message: otherError.responses.repaymentCommit.body.message },
    { scenario: 'legacy-wrong-code', at: 'confirm', message: MSG.wrongCode },
  ] as const;
  for (const e of errors) {
    test(`${e.scenario}: '${e.message}' at ${e.at}, and the page stays`, async ({ page }) => {
      await openWay(page, e.scenario);
      await button(page, BDO).click();
      await repayNow(page).click();
      if (e.at === 'confirm') {
        await expect(smsDialog(page)).toBeVisible();
        await enterCode(page, '654321');
        await button(smsDialog(page), wayCopy.confirm).click();
      }

      await expect(toast(page)).toHaveText(e.message);
      expect(new URL(page.url()).pathname).toBe('/repaymentWay');
      expect(repayRequests(page, 'repaymentCommit')).toHaveLength(1);
      if (e.at === 'commit') {
        await expect(smsDialog(page)).toHaveCount(0);
        expect(repayRequests(page, 'repaymentConfirm')).toEqual([]);
      } else {
        await expect(smsDialog(page)).toBeVisible();
        expect(sentFields(page, 'repaymentConfirm')).toEqual([{ orderId: ORDER_ID, verifyCode: '654321', repaymentRecordId: 'RR-9001', ...RECEIPT }]);
      }
    });
  }

  test("legacy-slow: double taps on 'Repay now' and on 'Confirm' each send one request", async ({ page }) => {
    await openWay(page, 'legacy-slow');
    await button(page, BDO).click();

    await repayNow(page).dblclick();
    await expect(repayNow(page)).toHaveAttribute('aria-busy', 'true');
    await expect(smsDialog(page)).toBeVisible({ timeout: 10_000 });
    expect(sentFields(page, 'repaymentCommit')).toEqual([COMMIT_BDO]);

    await enterCode(page, '123456');
    const confirm: Locator = button(smsDialog(page), wayCopy.confirm);
    await confirm.dblclick();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await forceTap(confirm);
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail', { timeout: 10_000 });
    await quietPeriod(page);
    expect(sentFields(page, 'repaymentConfirm')).toEqual([{ orderId: ORDER_ID, verifyCode: '123456', repaymentRecordId: 'RR-9001', ...RECEIPT }]);
    expect(repayRequests(page, 'repaymentCommit')).toHaveLength(1);
  });
});

test.describe('Legacy repayment way: a payment waiting for its code (issue 29)', () => {
  for (const shell of SHELLS) {
    test.describe(`${shell} shell`, () => {
      test.use({ nativeShell: shell });
      test('the code step names the amount and the card; the shell’s back closes it and the page says what waits, also after a reload; Enter the code finishes it', async ({
        page,
      }) => {
        await openWay(page);
        await commitWithBdo(page);
        await expect(smsDialog(page)).toContainText('₱5,450.00');
        await expect(smsDialog(page)).toContainText(BDO);
        await page.evaluate(() => (window as unknown as { onNativeMessage: (name: string) => void }).onNativeMessage('goBack'));
        await expect(smsDialog(page)).toHaveCount(0);
        expect(page.url()).toContain('/repaymentWay');
        const waiting = page.getByRole('heading', { name: wayCopy.pendingTitle });
        await expect(waiting).toBeVisible();
        await page.reload();
        await expect(waiting).toBeVisible();
        await expect(page.getByText(wayCopy.pendingMessage.split('{amount}')[0])).toContainText('₱5,450.00');
        await expect(repayNow(page)).toBeDisabled();
        await button(page, wayCopy.enterCode).click();
        await enterCode(page, '123456');
        await button(smsDialog(page), wayCopy.confirm).click();
        await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
        expect(repayRequests(page, 'repaymentCommit')).toHaveLength(1);
        expect(sentFields(page, 'repaymentConfirm')).toEqual([{ orderId: ORDER_ID, verifyCode: '123456', repaymentRecordId: 'RR-9001', ...RECEIPT }]);
      });
    });
  }

  test('Cancel this payment frees the page: Repay now asks for a new code', async ({ page }) => {
    await openWay(page);
    await commitWithBdo(page);
    await page.evaluate(() => (window as unknown as { onNativeMessage: (name: string) => void }).onNativeMessage('goBack'));
    await button(page, wayCopy.cancelPayment).click();
    await expect(page.getByRole('heading', { name: wayCopy.pendingTitle })).toHaveCount(0);
    await page.reload();
    await expect(repayNow(page)).toBeEnabled();
    await expect(page.getByRole('heading', { name: wayCopy.pendingTitle })).toHaveCount(0);
  });
});
