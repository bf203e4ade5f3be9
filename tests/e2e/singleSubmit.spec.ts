/**
 * One tap, one request (issue 10): five rapid taps on every control that
 * sends something a borrower must not send twice produce exactly one request
 * of its endpoint on the wire. Each row opens a scenario whose answer is slow
 * (delayMs), so all five taps land while the first request is running; then it
 * waits for the outcome a person sees (the page leaves, a dialog, a toast, the
 * native shell told) and counts the requests the browser sent.
 *
 * Each row runs twice: five clicks dispatched in one task from inside the page
 * (the guard must hold before React or the network gets a turn), and five
 * real touch taps sent back to back.
 */
import type { Locator, Page } from '@playwright/test';
import { scenarios } from '../support/scenarioAddresses.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import detailScreen from '../../schemas/screens/complainDetails.json' with { type: 'json' };
import { freezeClock } from './fixtures.ts';
import type { EndpointName } from '../../actions/api/endpoints.ts';
import { apiCalls, expect, fiveTaps, nativeMessages, openScreen, test, type TapMode } from './securityHelpers.ts';
import { CONFIRM_QUERY, altCopy, confirmCopy, tickAgreement } from './loanHelpers.ts';
import { ORDER, button, delayCopy, dialog, repayCopy, wayCopy } from './repayHelpers.ts';
import { GCASH_ENTRIES, fillAll, nextButton, openBankForm } from './bankForm.ts';
import { answeredDetail, detailCopy, openDetail, openNext, ratingDialog as complaintRating, sendButton, successDialog, textBox } from './complaintHelpers.ts';
import { GOOD, MSG, applyButton, expectDownloadPage, fill, getCodeButton, openRegisterReady, registerCopy } from './promoHelpers.ts';
import { escapeRegExp, screenCopy } from './copy.ts';

test.describe.configure({ timeout: 60_000 });

interface Row {
  /** The control, as the brief names it (in the test's title only). */
  control: string;
  scenario: string;
  endpoint: EndpointName;
  /** Calls of the same chain that must go out once too. */
  alsoOnce?: EndpointName[];
  /** Opens the screen in the scenario, gets the control ready, returns it. */
  prepare: (page: Page, scenario: string) => Promise<Locator>;
  /** Waits for what the person sees once the (slow) answer is in. */
  outcome: (page: Page) => Promise<void>;
}

const SLOW = { timeout: 15_000 };

async function ready(control: Locator): Promise<Locator> {
  await expect(control).toBeVisible({ timeout: 20_000 });
  await expect(control).toBeEnabled();
  return control;
}

const confirmLoan = (path: '/confirmLoan', label: string) => async (page: Page, scenario: string) => {
  await openScreen(page, path, scenario, CONFIRM_QUERY);
  await tickAgreement(page);
  return ready(button(page, label));
};

/** The alternate page greets with the server's promo popup first; a person closes it with OK. */
const confirmLoanNew = async (page: Page, scenario: string) => {
  await openScreen(page, '/confirmLoanNew', scenario, CONFIRM_QUERY);
  const promo = page.getByRole('dialog', { name: altCopy.promoTitle });
  await (await ready(button(promo, altCopy.ok))).click();
  await expect(promo).toHaveCount(0);
  await tickAgreement(page);
  return ready(button(page, defaultScenario.responses.altConfirmDetail.body.data.buttonText));
};

const payInChooser = (path: '/repay' | '/repayDelay') => async (page: Page, scenario: string) => {
  const copy = path === '/repay' ? repayCopy : delayCopy;
  await openScreen(page, path, scenario, ORDER);
  await (await ready(button(page, copy.paymentMethod))).click();
  return ready(button(dialog(page, copy.chooserTitle), copy.pay));
};

const BDO = 'BDO Unibank •••• 4321';
const SMS_DIALOG = wayCopy.smsTitle;
const openLegacy = async (page: Page, scenario: string) => {
  await openScreen(page, '/repaymentWay', scenario, { orderId: ORDER.orderId, userId: 'U5001' });
  await (await ready(button(page, BDO))).click();
  await expect(button(page, BDO)).toHaveAttribute('aria-pressed', 'true');
};

const orderRating = (page: Page) => page.getByRole('dialog', { name: screenCopy.ratingTitle });

const ROWS: Row[] = [
  {
    control: "/confirmLoan 'Confirm the loan'",
    scenario: 'confirm-push-slow',
    endpoint: 'loanPush',
    prepare: confirmLoan('/confirmLoan', confirmCopy.confirm),
    outcome: (page) => expect(page).toHaveURL('https://lend.example.com/details?order=900001&from=confirm', SLOW),
  },
  {
    control: '/confirmLoanNew button (server text)',
    scenario: 'confirm-push-slow',
    endpoint: 'altPush',
    prepare: confirmLoanNew,
    outcome: (page) => expect(page).toHaveURL('https://lend.example.com/details?order=900002&from=confirm', SLOW),
  },
  {
    control: "/repay 'Payment' in the channel chooser (generate pay code)",
    scenario: 'repay-vcode-slow',
    endpoint: 'generateVcode',
    prepare: payInChooser('/repay'),
    outcome: (page) => expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2', SLOW),
  },
  {
    control: "/repayDelay 'Payment' in the channel chooser (generate pay code)",
    scenario: 'repay-vcode-slow',
    endpoint: 'generateVcode',
    prepare: payInChooser('/repayDelay'),
    outcome: (page) => expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2', SLOW),
  },
  {
    control: "/repaymentWay 'Repay now' (legacy repay)",
    scenario: 'legacy-slow',
    endpoint: 'repaymentCommit',
    prepare: async (page, scenario) => {
      await openLegacy(page, scenario);
      return ready(button(page, wayCopy.commit));
    },
    outcome: (page) => expect(dialog(page, SMS_DIALOG)).toBeVisible(SLOW),
  },
  {
    control: "/repaymentWay code step 'Confirm' (legacy repay)",
    scenario: 'legacy-slow',
    endpoint: 'repaymentConfirm',
    prepare: async (page, scenario) => {
      await openLegacy(page, scenario);
      await button(page, wayCopy.commit).click();
      const sms = dialog(page, SMS_DIALOG);
      await expect(sms).toBeVisible(SLOW);
      await sms.getByRole('textbox').fill('123456');
      return ready(button(sms, wayCopy.confirm));
    },
    outcome: (page) => expect(page).toHaveURL((url) => url.pathname === '/orderDetail', SLOW),
  },
  {
    control: "/repaymentWay 'Pay with e-wallet' (legacy repay, huichao)",
    scenario: 'legacy-wallet-slow',
    endpoint: 'repaymentHuichao',
    prepare: async (page, scenario) => {
      await openScreen(page, '/repaymentWay', scenario, { orderId: ORDER.orderId, userId: 'U5001' });
      return ready(button(page, wayCopy.wallet));
    },
    outcome: (page) => expect(page).toHaveURL('https://pay.example.com/huichao?order=900001', SLOW),
  },
  {
    control: "promo register 'Apply now'",
    scenario: 'promo-slow',
    endpoint: 'register',
    alsoOnce: ['trackClick'],
    prepare: async (page, scenario) => {
      await openRegisterReady(page, scenario);
      await fill(page, GOOD);
      return ready(applyButton(page));
    },
    outcome: async (page) => {
      await expect(page.getByRole('status')).toHaveText(MSG.registered, SLOW);
      await expectDownloadPage(page);
    },
  },
  {
    control: "promo 'get code' (SMS code)",
    scenario: 'promo-slow',
    endpoint: 'getSms',
    prepare: async (page, scenario) => {
      await openRegisterReady(page, scenario);
      await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
      return ready(getCodeButton(page));
    },
    outcome: async (page) => {
      await expect(page.getByRole('status')).toHaveText(MSG.smsSent, SLOW);
      await expect(getCodeButton(page)).toHaveText(new RegExp(`^${escapeRegExp(registerCopy.countingCode).replace('\\{s\\}', '\\d+')}$`));
    },
  },
  {
    control: "/complainPageNext 'Send'",
    scenario: 'complaint-save-slow',
    endpoint: 'problemSave',
    prepare: async (page, scenario) => {
      await openNext(page, scenario);
      await textBox(page).fill('Five taps, one complaint');
      return ready(sendButton(page));
    },
    outcome: (page) => expect(successDialog(page)).toBeVisible(SLOW),
  },
  {
    control: "/bindBank 'Next'",
    scenario: 'bank-slow',
    endpoint: 'bindCardNew',
    prepare: async (page, scenario) => {
      await openBankForm(page, scenario);
      await fillAll(page, GCASH_ENTRIES);
      return ready(nextButton(page));
    },
    outcome: async (page) => {
      await expect.poll(async () => (await nativeMessages(page, 'closeWebView')).length, SLOW).toBe(1);
    },
  },
  {
    control: "/orderDetail rating popup 'Submit' (score)",
    scenario: 'order-rating-slow',
    endpoint: 'orderScore',
    prepare: async (page, scenario) => {
      await openScreen(page, '/orderDetail', scenario, ORDER);
      const rating = orderRating(page);
      await (await ready(button(rating, screenCopy.starLabels[2]))).click();
      return ready(button(rating, screenCopy.submit));
    },
    outcome: (page) => expect(page.getByRole('dialog', { name: screenCopy.thanksTitle })).toBeVisible(SLOW),
  },
  {
    control: "/complainDetails rating popup 'Send' (score)",
    scenario: 'complaint-score-slow',
    endpoint: 'saveScore',
    prepare: async (page, scenario) => {
      await openDetail(page, scenario, '4990');
      // The popup opens 3 s after the complaint has loaded: run on the page's clock.
      await expect(page.getByText(answeredDetail.disposeDetail)).toBeVisible();
      await page.clock.runFor(detailScreen.constants.ratingDelayMs);
      const rating = complaintRating(page);
      await (await ready(button(rating, detailCopy.starLabels[3]))).click();
      return ready(button(rating, detailCopy.send));
    },
    outcome: (page) => expect(page.getByRole('status')).toHaveText(detailCopy.scoreSuccess, SLOW),
  },
];

const MODES: TapMode[] = ['one task', 'finger'];

/** How long the row's scenario holds the endpoint's answer (its delayMs). */
function answerWaitMs(row: Row): number {
  const ms = scenarios[row.scenario]?.responses?.[row.endpoint]?.delayMs;
  if (!ms) throw new Error(`${row.scenario}: no delayMs for ${row.endpoint}: the taps would not all land while it runs`);
  return ms;
}

test.describe('Five rapid taps, one request', () => {
  for (const row of ROWS) {
    for (const mode of MODES) {
      test(`${row.control} (${row.scenario}, ${mode}): one ${row.endpoint}`, async ({ page }) => {
        await page.clock.install();
        const control = await row.prepare(page, row.scenario);
        expect(apiCalls(page, row.endpoint), 'nothing sent before the taps').toEqual([]);

        // The slow answer waits on the page's clock, held still while the five taps land: however busy the
        // machine, none lands after the answer. Then the answer's wait is run at once.
        await freezeClock(page);
        await fiveTaps(control, mode);
        await expect.poll(() => apiCalls(page, row.endpoint).length, 'the first tap sends').toBeGreaterThan(0);
        await page.clock.runFor(answerWaitMs(row));
        await page.clock.resume();
        await row.outcome(page);

        // Every tap landed before the first answer; a request of a later tap would have gone out by now.
        expect(apiCalls(page, row.endpoint).length, `${row.endpoint} requests`).toBe(1);
        for (const other of row.alsoOnce ?? []) expect(apiCalls(page, other).length, `${other} requests`).toBe(1);
      });
    }
  }
});
