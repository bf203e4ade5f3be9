/**
 * Long server values never widen the page (issue 29): a 41-character
 * reference or a long e-mail made /confirmLoan, /orderDetail, /repay and
 * /customerService 666–747 px wide on a 390 px phone, which the browser then
 * zoomed out. Here at a 360 px phone, in English and Filipino, with the
 * sandbox's long-text mode (`texts=long`, sandbox/longTexts.ts: every free
 * text of every answer ends in a 45-character unbroken word, every e-mail
 * has it in its local part): the popups and toasts a tap opens on server
 * text. Every picker of the bank form (the banks, cities and uses as
 * options), the complaint's order chooser and sub-types, the repayment
 * channel choosers and the server's failure message in a toast, and the
 * promotion page's SMS failure.
 *
 * Each time the page is no wider than the phone and no text runs out of its
 * box (tests/e2e/widthProblems.ts names the element). Every screen in every
 * scenario, as it settles, is read the same way by the walk over every
 * screen (tests/e2e/deadEnds.spec.ts), which loads each page once for all
 * its checks.
 */
import { type Page } from '@playwright/test';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { LONG_TAIL } from '../../sandbox/longTexts.ts';
import { expect, test as appTest } from './fixtures.ts';
import { copyIn } from './copy.ts';
import { BANK_QUERY } from './bankForm.ts';
import { ORDER } from './repayHelpers.ts';
import { GOOD, LANDING, chooseScenario } from './promoHelpers.ts';
import { LONG_TEXTS, NARROW_PHONE, brokenWords, widthProblems } from './widthProblems.ts';

interface TapState {
  name: string;
  open: (page: Page, lang: string) => Promise<void>;
  /** Taps to each state in turn; `check` is called in each, with what it should show a long word in. */
  reach: (page: Page, lang: string, check: (where: string, shows: ReturnType<Page['locator']>) => Promise<void>) => Promise<void>;
}

type BankCopy = { cardTypeEwallet: string; cardTypeBank: string; formLabels: { cancel: string } };
type ComplaintCopy = { all: string; ordersTitle: string; typeTitle: string; subTypeTitle: string };
type RegisterCopy = { mobileTitle: string; captchaTitle: string; getCode: string };
type RepayCopy = { paymentMethod: string; pay: string; chooserTitle: string };

const open = (path: string, scenario: string, query: Record<string, string>) => async (page: Page, lang: string) => {
  await page.goto(`${path}?${new URLSearchParams({ scenario, ...query, lang, ...LONG_TEXTS })}`);
};

const channelChooser = (path: string, screen: string): TapState => ({
  name: `${path}: the channel chooser, and the server's failure message in a toast`,
  open: open(path, 'repay-vcode-failure', ORDER),
  reach: async (page, lang, check) => {
    const copy = copyIn<RepayCopy>(screen, lang);
    await page.getByRole('button', { name: copy.paymentMethod, exact: true }).click();
    const chooser = page.getByRole('dialog', { name: copy.chooserTitle, exact: true });
    await check('the chooser', chooser.getByRole('button').filter({ hasText: LONG_TAIL }).first());
    await chooser.getByRole('button', { name: copy.pay, exact: true }).click();
    await check('the toast', page.getByRole('status').filter({ hasText: LONG_TAIL }));
  },
});

const TAP_STATES: TapState[] = [
  {
    name: '/bindBank: every picker of both account types, open',
    open: open('/bindBank', 'default', BANK_QUERY),
    reach: async (page, lang, check) => {
      const copy = copyIn<BankCopy>('bindBank', lang);
      const pickers = page.getByRole('main').locator('[aria-haspopup="dialog"]');
      for (const type of [copy.cardTypeEwallet, copy.cardTypeBank]) {
        await page.getByRole('tab', { name: type, exact: true }).click();
        await expect(pickers.first()).toBeVisible();
        for (let i = 0; i < (await pickers.count()); i++) {
          await pickers.nth(i).click();
          const sheet = page.getByRole('dialog');
          await check(`${type}, picker ${i + 1}`, sheet.getByRole('option').first());
          await sheet.getByRole('button', { name: copy.formLabels.cancel, exact: true }).click();
          await expect(sheet).toHaveCount(0);
        }
      }
    },
  },
  {
    name: "/complaint: the order chooser and a question type's sub-types",
    open: open('/complaint', 'default', { orderId: ORDER.orderId }),
    reach: async (page, lang, check) => {
      const copy = copyIn<ComplaintCopy>('complaint', lang);
      await page.getByRole('button', { name: copy.all, exact: true }).click();
      const orders = page.getByRole('dialog', { name: copy.ordersTitle, exact: true }).getByRole('button').filter({ hasText: LONG_TAIL });
      await check('the order chooser', orders.first());
      await orders.first().click();
      await expect(orders).toHaveCount(0);
      await page.getByRole('group', { name: copy.typeTitle, exact: true }).getByRole('button').first().click();
      await check('the sub-types', page.getByRole('group', { name: copy.subTypeTitle, exact: true }).getByRole('button').first());
    },
  },
  channelChooser('/repay', 'repay'),
  channelChooser('/repayDelay', 'repayDelay'),
  {
    name: "/promo/: the server's failure message when the SMS cannot be sent",
    open: async (page, lang) => {
      await chooseScenario(page, 'promo-sms-other');
      await page.goto(`/promo/#/?${new URLSearchParams({ scenario: 'promo-sms-other', ...LANDING, lang, ...LONG_TEXTS })}`);
      await expect(page.locator('img[src*="sid="]')).toBeVisible();
    },
    reach: async (page, lang, check) => {
      const copy = copyIn<RegisterCopy>('promoRegister', lang);
      await page.getByLabel(copy.mobileTitle, { exact: true }).fill(GOOD.mobile);
      await page.getByLabel(copy.captchaTitle, { exact: true }).fill(GOOD.captcha);
      await page.getByRole('button', { name: copy.getCode, exact: true }).click();
      await check('the toast', page.getByRole('status').filter({ hasText: LONG_TAIL }));
    },
  },
];

appTest.describe('What a tap opens, with long server texts, at a 360 px phone', () => {
  // A tap that cannot land (a text spilling over the control) is reported with what was found up to it.
  appTest.use({ viewport: NARROW_PHONE, actionTimeout: 10_000 });
  for (const lang of PH.languages) {
    for (const state of TAP_STATES) {
      appTest(`${lang}: ${state.name}`, async ({ page }) => {
        await state.open(page, lang);
        const problems: string[] = [];
        let reached = '(the page)';
        await state
          .reach(page, lang, async (where, shows) => {
            reached = where;
            await expect(shows, `${where} shows a long server text`).toContainText(LONG_TAIL, { ignoreCase: true, timeout: 10_000 });
            for (const p of [...(await widthProblems(page, NARROW_PHONE.width)), ...(await brokenWords(page, LONG_TAIL))]) problems.push(`${where}: ${p}`);
          })
          .catch(async (e: unknown) => {
            problems.push(`after ${reached}, the next step failed: ${String(e).split('\n')[0]}`);
            for (const p of await widthProblems(page, NARROW_PHONE.width)) problems.push(`then: ${p}`);
          });
        expect(problems).toEqual([]);
      });
    }
  }
});
