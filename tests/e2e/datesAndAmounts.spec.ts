/**
 * Issue 16, "impossible dates" and "amounts that are not numbers", in Chromium
 * at phone size: a date that does not exist reads as not available (—), never
 * as the real date Date() rolls it into; an amount that is not one never shows
 * with a peso sign. Every date and amount expression of every screen:
 * tests/unit/reliability/datesAndAmounts.test.ts.
 */
import { delayCopy, expect, open, repayCopy, test } from './repayHelpers.ts';
import { altCopy } from './loanHelpers.ts';
import notNumbers from '../../sandbox/scenarios/amounts-not-numbers.json' with { type: 'json' };
import { ORDER, cardRows } from './fixtures.ts';

const NOT_AVAILABLE = '—';

const pages = [
  // path, its label for the date, what the server sent, what Date() would have shown
  { path: '/repay', label: repayCopy.repayDate, sent: '2027-02-30', rolled: '2027-03-02' },
  { path: '/repayDelay', label: delayCopy.nextDate, sent: '0000-00-00', rolled: '1899-11-30' },
  { path: '/confirmLoanNew', label: altCopy.repayDateLabel, sent: '2026-13-01', rolled: '2027-01-01' },
];

test.describe('Impossible dates read as not available', () => {
  for (const p of pages) {
    test(`${p.path}: ${p.sent} reads '${p.label}: ${NOT_AVAILABLE}', not ${p.rolled}`, async ({ page }) => {
      await open(page, p.path, 'dates-impossible', ORDER);
      await expect(page.getByText(`${p.label}: ${NOT_AVAILABLE}`, { exact: true })).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text).not.toContain(p.rolled);
      expect(text).not.toContain(p.sent);
    });
  }
});

test.describe('Amounts that are not numbers never show as money', () => {
  test("/repayDelay: plan rows with \"NaN\", true, a negative and 1e23 read '—', never '₱NaN', '₱true' or a 23-digit figure", async ({ page }) => {
    await open(page, '/repayDelay', 'amounts-not-numbers', ORDER);
    const rows = await cardRows(page, delayCopy.planTitle);
    expect(rows.map(([, value]) => value)).toEqual(notNumbers.responses.extensionDetail.body.data.repayPlan.map(() => NOT_AVAILABLE));
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/[₱₹]\s*(NaN|true|\d{1,3}([.,]\d{3}){4,})|-[₱₹]/);
    expect(text).not.toContain('NaN');
  });
});
