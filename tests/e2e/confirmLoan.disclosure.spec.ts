/**
 * The loan decision in Chromium (issue 27, CONTRACT section 7), on both
 * confirm pages: the disclosure statement as a borrower reads it in English
 * and Filipino (figures, schedule in the market's dates, EIR, the lender's
 * numbers), consent that starts unticked, and an offer whose disclosure
 * fails a check: the words, Confirm off, no push, one trackEvent per failed
 * check. The unit walk (tests/unit/screens/confirmLoan*.test.ts) covers
 * every check × page × language; this suite proves it on the real page.
 */
import type { Page } from '@playwright/test';
import { copyIn } from './copy.ts';
import { answerIn } from '../support/answerIn.ts';
import { CONFIRM_QUERY, apiRequests, cardRows, confirmCopy, expect, forceTap, nativeMessages, onSandboxDay, open, test, tickAgreement } from './loanHelpers.ts';
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import { quietPeriod } from './fixtures.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import type confirmScreen from '../../schemas/screens/confirmLoan.json';
import type confirmCommon from '../../schemas/parts/confirmCommon.json';
import type altScreen from '../../schemas/screens/confirmLoanNew.json';

type Copy = typeof confirmScreen.copy.en & typeof confirmCommon.copy.en;

/** What each page's default offer shows (sandbox/scenarios/default.json), as a borrower reads it. */
const PAGES = [
  {
    path: '/confirmLoan',
    push: 'loanPush',
    promo: false,
    costs: [
      ['amountLabel', '₱5,000.00'],
      ['Service fee', '₱150.00'], // server text: the charge's name
      ['receiveLabel', '₱4,850.00'],
      ['interestLabel', '₱455.00'],
      ['financeChargeLabel', '₱605.00'],
      ['totalLabel', '₱5,455.00'],
    ],
    eir: '6.08',
    schedule: {
      en: ['Dec 21, 2026', 'Jan 20, 2027', 'Feb 20, 2027'],
      fil: ['Dis 21, 2026', 'Ene 20, 2027', 'Peb 20, 2027'],
      amounts: ['₱1,819.00', '₱1,818.00', '₱1,818.00'],
    },
  },
  {
    path: '/confirmLoanNew',
    push: 'altPush',
    promo: true,
    costs: [
      ['amountLabel', '₱8,000.00'],
      ['receiveLabel', '₱8,000.00'],
      ['interestLabel', '₱291.20'],
      ['financeChargeLabel', '₱291.20'],
      ['totalLabel', '₱8,291.20'],
    ],
    eir: '1.80',
    schedule: {
      en: ['Dec 21, 2026', 'Jan 20, 2027', 'Feb 20, 2027'],
      fil: ['Dis 21, 2026', 'Ene 20, 2027', 'Peb 20, 2027'],
      amounts: ['₱2,763.74', '₱2,763.73', '₱2,763.73'],
    },
  },
] as const;

/** The page's Confirm button (its words may be the server's on the alternate page): the one button of the bottom bar. */
const confirmOf = (page: Page) => page.locator('[data-bar="bottom"]').getByRole('button');

async function openPage(page: Page, path: string, scenario: string, promo: boolean, lang = 'en') {
  await open(page, path, scenario, { ...CONFIRM_QUERY, lang });
  if (promo) {
    const copy = copyIn<typeof altScreen.copy.en>('confirmLoanNew', lang);
    const popup = page.getByRole('dialog', { name: copy.promoTitle });
    await popup.getByRole('button', { name: copy.ok, exact: true }).click();
    await expect(popup).toHaveCount(0);
  }
}

for (const p of PAGES) {
  for (const lang of ['en', 'fil'] as const) {
    test(`${p.path}, ${lang}: the disclosure statement, every figure adding up, the schedule, the EIR and the lender; the box starts unticked`, async ({
      warmPage: page,
    }) => {
      const copy = copyIn<Copy>(p.path.slice(1), lang);
      await onSandboxDay(page);
      await openPage(page, p.path, 'default', p.promo, lang);

      const disclosure = page.getByRole('region', { name: copy.disclosureTitle, exact: true });
      await expect(disclosure).toBeVisible();
      const labelOf = (key: string) => (key in copy ? copy[key as keyof Copy] : answerIn(key, lang));
      expect(await cardRows(page, copy.costsTitle)).toEqual([
        ...p.costs.map(([key, value]) => [labelOf(key), value]),
        [copy.eirLabel, copy.eirValue.replace('{rate}', p.eir)],
      ]);
      expect(await cardRows(page, copy.planTitle)).toEqual(p.schedule[lang].map((date, i) => [date, p.schedule.amounts[i]]));
      expect(await cardRows(page, copy.lenderTitle)).toEqual([
        [copy.lenderNameLabel, lender.companyName],
        [copy.secRegistrationLabel, lender.secRegistrationNo],
        [copy.authorityLabel, lender.certificateOfAuthorityNo],
      ]);
      await expect(page.getByRole('alert')).toHaveCount(0);

      const box = page.getByRole('checkbox', { name: copy.agreeLabel });
      await expect(box).not.toBeChecked();
      const confirm = confirmOf(page);
      await expect(confirm).toBeDisabled();
      await expect(confirm).toHaveAccessibleDescription(copy.tickToConfirm);
      await box.check();
      await expect(confirm).toBeEnabled();
      expect(await nativeMessages(page, 'trackEvent')).toEqual([]);
    });
  }
}

/** A failed check on each page, in each language; the names the contract gives each check. */
const REFUSED = [
  { path: '/confirmLoan', scenario: 'confirm-check-missing', lang: 'en', reason: 'refusedMissing', failed: ['missing'] },
  { path: '/confirmLoanNew', scenario: 'confirm-check-totalRepayment', lang: 'fil', reason: 'refusedFigures', failed: ['totalRepayment'] },
  { path: '/confirmLoan', scenario: 'confirm-dates-past', lang: 'fil', reason: 'refusedFigures', failed: ['dueDates'] },
  { path: '/confirmLoanNew', scenario: 'confirm-over-cap', lang: 'en', reason: 'refusedCaps', failed: ['capEir', 'capInterest', 'capCost'] },
] as const;

for (const r of REFUSED) {
  test(`${r.path}, ${r.lang}, ${r.scenario}: the offer stays, the borrower reads why, Confirm stays off, nothing is pushed, ${r.failed.join(' + ')} tracked`, async ({
    warmPage: page,
  }) => {
    const copy = copyIn<Copy>(r.path.slice(1), r.lang);
    const page$ = PAGES.find((p) => p.path === r.path)!;
    await openPage(page, r.path, r.scenario, page$.promo, r.lang);

    await expect(page.getByRole('alert')).toHaveText(copy.refused.replace('{reason}', copy[r.reason]));
    await expect(page.getByRole('region', { name: copy.disclosureTitle, exact: true })).toBeVisible();
    const confirm = confirmOf(page);
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(copy.refusedHint);
    await page.getByRole('checkbox', { name: copy.agreeLabel }).check();
    await expect(confirm).toBeDisabled();
    await forceTap(confirm);
    await quietPeriod(page);
    expect(apiRequests(page, page$.push)).toEqual([]);
    await expect
      .poll(async () => (await nativeMessages(page, 'trackEvent')).map((m) => m.body))
      .toEqual(r.failed.map((check) => ({ event: 'disclosureCheckFailed', params: { check, screen: r.path.slice(1) } })));
    // "Contact us": the refusal offers the call.
    await expect(page.getByRole('button', { name: appCopyFile[r.lang].callService, exact: true })).toBeVisible();
  });
}

test('/confirmLoan, confirm-near-cap: a loan at the edge of every cap confirms', async ({ warmPage: page }) => {
  await open(page, '/confirmLoan', 'confirm-near-cap', CONFIRM_QUERY);
  await expect(page.getByRole('region', { name: confirmCopy.disclosureTitle, exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await tickAgreement(page);
  // Nothing tracked (the box shows once the agreements are there, and the checks ran with them); then the page leaves.
  expect(await nativeMessages(page, 'trackEvent')).toEqual([]);
  await page.getByRole('button', { name: confirmCopy.confirm, exact: true }).click();
  await expect(page).toHaveURL('https://lend.example.com/details?order=900001&from=confirm');
  expect(apiRequests(page, 'loanPush')).toHaveLength(1);
});
