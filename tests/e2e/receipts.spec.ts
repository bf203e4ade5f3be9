/**
 * Receipts in Chromium (issue 28, CONTRACT section 7), on both confirm pages in
 * English and Filipino: Confirm sends `receipt` and `receiptHash`; the hash
 * verifies (SHA-256 of the text's UTF-8 bytes); the receipt's texts are exactly
 * the visible texts of the disclosure and the agreement box as the page shows
 * them (read from the DOM here, one entry per text element, hidden text left
 * out), its figures are the offer's (the sandbox's answer), and its times come
 * in order. The unit suite (tests/unit/screens/confirmReceipts.test.ts) covers
 * versions, consent taken back and what must not leak.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { copyIn } from './copy.ts';
import { answerIn } from '../support/answerIn.ts';
import { CONFIRM_QUERY, apiRequests, expect, onSandboxDay, open, test } from './loanHelpers.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import type confirmScreen from '../../schemas/screens/confirmLoan.json';
import type confirmCommon from '../../schemas/parts/confirmCommon.json';
import type altScreen from '../../schemas/screens/confirmLoanNew.json';

type Copy = typeof confirmScreen.copy.en & typeof confirmCommon.copy.en & typeof altScreen.copy.en;

const answers = defaultScenario.responses;
const legacy = answers.loanConfirmDetail.body.data;
const alt = answers.altConfirmDetail.body.data;

/** Each page's offer as the sandbox answers it; eirMonthly is the figure the disclosure shows ("6.08% a month"). */
const PAGES = [
  {
    path: '/confirmLoan',
    push: 'loanPush',
    promo: false,
    offer: legacy.disclosure,
    schedule: legacy.repay_plans.map((p) => ({ date: p.pay_time, amount: p.amount })),
    eirMonthly: 6.08,
  },
  {
    path: '/confirmLoanNew',
    push: 'altPush',
    promo: true,
    offer: alt.disclosure,
    schedule: alt.plan.map((p) => ({ date: p.date, amount: p.money })),
    eirMonthly: 1.8,
  },
] as const;

/**
 * The visible texts under the given elements, in page order: one entry per text
 * element, white space collapsed, text that is hidden or for screen readers only left out.
 */
function visibleTexts(page: Page, roots: string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const elements = selectors.flatMap((s) => [...document.querySelectorAll(s)]);
    elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const out: string[] = [];
    for (const root of elements) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (parent.closest('[aria-hidden="true"], .w-visually-hidden')) continue;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) out.push(text);
      }
    }
    return out;
  }, roots);
}

for (const p of PAGES) {
  for (const lang of ['en', 'fil'] as const) {
    test(`${p.path}, ${lang}: Confirm sends a receipt whose hash verifies, whose texts are the page's and whose figures are the offer's`, async ({ page }) => {
      const copy = copyIn<Copy>(p.path.slice(1), lang);
      await onSandboxDay(page);
      await open(page, p.path, 'default', { ...CONFIRM_QUERY, lang });
      if (p.promo) {
        const popup = page.getByRole('dialog', { name: copy.promoTitle });
        await popup.getByRole('button', { name: copy.ok, exact: true }).click();
        await expect(popup).toHaveCount(0);
      }
      await expect(page.getByRole('region', { name: copy.disclosureTitle, exact: true })).toBeVisible();
      await page.getByRole('checkbox', { name: copy.agreeLabel }).check();
      // What the borrower has before them when they confirm (the page leaves once the loan is pushed).
      const drawn = await visibleTexts(page, ['#disclosure', '.w-agree']);
      expect(drawn).toContain(copy.costsTitle);
      await page.locator('[data-bar="bottom"]').getByRole('button').click();
      await expect.poll(() => apiRequests(page, p.push).length).toBe(1);

      const { receipt, receiptHash } = apiRequests(page, p.push)[0].fields;
      expect(receiptHash).toBe(createHash('sha256').update(receipt, 'utf8').digest('hex'));
      const sent = JSON.parse(receipt);
      expect(sent.texts).toEqual(drawn);
      expect(sent.figures).toEqual({
        principal: p.offer.principal,
        charges: answerIn(p.offer.charges, lang),
        netProceeds: p.offer.netProceeds,
        financeCharge: p.offer.totalRepayment - p.offer.netProceeds,
        totalRepayment: p.offer.totalRepayment,
        eirMonthly: p.eirMonthly,
        schedule: p.schedule,
      });
      expect(sent).toMatchObject({ screen: p.path.slice(1), market: 'PH', language: lang, query: { productId: '1001', orderId: '900001' } });
      expect(sent.version).toMatch(/^[0-9a-f]{64}$/);
      // ISO times (the page's clock is the sandbox's day here): shown, then ticked, then confirmed.
      for (const t of [sent.shownAt, sent.consentAt, sent.confirmedAt]) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const times = [sent.shownAt, sent.consentAt, sent.confirmedAt].map((t: string) => Date.parse(t));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });
  }
}
