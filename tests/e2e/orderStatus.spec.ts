/**
 * SPEC point 4 "Order status codes": what the status header, the action
 * buttons and the recommended products look like for each status.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { escapeRegExp, screenCopy } from './copy';

/** The status table's labels (SPEC point 4), as the screen's copy words them. */
const { repayLabel: REPAY, rolloverLabel: ROLLOVER, repaymentLabel: REPAYMENT, borrowAgainLabel: BORROW_AGAIN, rolloverHint: HINT } = screenCopy;
/** Every label the status → buttons table can show. */
const STATUS_BUTTON = new RegExp(`^(${[REPAY, ROLLOVER, REPAYMENT, BORROW_AGAIN].map(escapeRegExp).join('|')})$`);

interface Row {
  scenario: string;
  /** noticeStatusText of the scenario. */
  title: string;
  /** data-tone of the header; SPEC gives 170 no colour, so it is not checked there. */
  tone?: 'blue' | 'red' | 'green';
  buttons: string[];
  recommended: boolean;
}

const rows: Row[] = [
  { scenario: 'order-174-delay', title: 'Due today', tone: 'red', buttons: [REPAY, ROLLOVER], recommended: false },
  { scenario: 'order-180-delay', title: 'Overdue', tone: 'red', buttons: [REPAY, ROLLOVER], recommended: false },
  { scenario: 'order-174', title: 'Due today', tone: 'red', buttons: [REPAYMENT], recommended: false },
  { scenario: 'order-180', title: 'Overdue', tone: 'red', buttons: [REPAYMENT], recommended: false },
  { scenario: 'order-170', title: 'Repaying', buttons: [REPAYMENT], recommended: false },
  { scenario: 'order-200', title: 'Paid off', tone: 'green', buttons: [BORROW_AGAIN], recommended: false },
  { scenario: 'order-21', title: 'Under review', tone: 'blue', buttons: [], recommended: true },
  { scenario: 'order-151', title: 'Approved, waiting for disbursement', tone: 'blue', buttons: [], recommended: true },
  { scenario: 'order-110', title: 'Application not approved', tone: 'red', buttons: [], recommended: true },
  // Status 999 is shown as 21 (SPEC point 4).
  { scenario: 'order-unknown', title: 'Processing', tone: 'blue', buttons: [], recommended: true },
];

function statusHeader(page: Page, title: string) {
  return page.locator('header', { has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('Order details: status table', () => {
  for (const row of rows) {
    test(`${row.scenario}: buttons [${row.buttons.join(', ') || 'none'}], ${row.tone ?? 'any'} header, recommended ${row.recommended ? 'shown' : 'hidden'}`, async ({ page, openOrder }) => {
      await openOrder(page, row.scenario);
      await expect(page.getByRole('heading', { name: row.title, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: screenCopy.title })).toBeVisible();

      if (row.tone) await expect(statusHeader(page, row.title)).toHaveAttribute('data-tone', row.tone);

      const buttons = page.getByRole('button', { name: STATUS_BUTTON });
      if (row.buttons.length) await expect(buttons).toHaveText(row.buttons);
      else await expect(buttons).toHaveCount(0);

      const hint = page.getByText(HINT, { exact: true });
      if (row.buttons.includes(ROLLOVER)) await expect(hint).toBeVisible();
      else await expect(hint).toHaveCount(0);

      const recommended = page.getByRole('region', { name: screenCopy.recommendTitle });
      if (row.recommended) {
        await expect(recommended).toBeVisible();
        await expect(recommended.getByRole('article')).toHaveCount(2);
      } else {
        await expect(recommended).toHaveCount(0);
      }
    });
  }

  test('shows the product card with its label/value rows', async ({ page, openOrder }) => {
    await openOrder(page, 'default');
    const card = page.getByRole('region', { name: 'PesoNow Cash' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('term')).toHaveText(['Loan amount', 'Loan term', 'Application date', 'Order number']);
    await expect(card.getByRole('definition')).toHaveText(['₱5,000.00', '91 days', '2026-11-20', '900001']);
  });

  test('/order is an alias of /orderDetail', async ({ page, openOrder }) => {
    await openOrder(page, 'order-174-delay', {}, '/order');
    await expect(page.getByRole('heading', { name: 'Due today', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: STATUS_BUTTON })).toHaveText(['REPAY', 'Rollover Repayment']);
    await expect(page).toHaveTitle(screenCopy.title);
  });
});
