/**
 * SPEC point 4 "Order status codes": what the status header, the action
 * buttons and the recommended products look like for each status. The
 * buttons are what the screen's status table (tables.statusButtons) gives
 * the scenario's order, with the copy's labels (tests/support/statusButtons.ts):
 * product staff may relabel a button or give a status one without a test
 * change.
 */
import type { Page } from '@playwright/test';
import { expect, onSandboxDay, test } from './fixtures.ts';
import { copyIn, escapeRegExp, screenCopy, shownDay } from './copy.ts';
import type orderScreen from '../../schemas/screens/orderDetail.json';

const orderFil = copyIn<typeof orderScreen.copy.fil>('orderDetail', 'fil');
import { everyStatusButton, statusButtons, type StatusInputs } from '../support/statusButtons.ts';

/** Every label and hint the status → buttons table can show, for any order. */
const everyLabel = everyStatusButton().map((b) => b.label);
const everyHint = [...new Set(everyStatusButton().flatMap((b) => (b.hint === null ? [] : [b.hint])))];
const STATUS_BUTTON = new RegExp(`^(${everyLabel.map(escapeRegExp).join('|')})$`);

interface Row extends StatusInputs {
  scenario: string;
  /** noticeStatusText of the scenario (server data). */
  title: string;
  /** data-tone of the header; SPEC gives 170 no colour, so it is not checked there. */
  tone?: 'blue' | 'red' | 'green';
  recommended: boolean;
}

// status and isDelay: the scenario's order as the screen's rules read it (999 is shown as 21, SPEC point 4).
const rows: Row[] = [
  { scenario: 'order-174-delay', status: '174', isDelay: '1', title: 'Due today', tone: 'red', recommended: false },
  { scenario: 'order-180-delay', status: '180', isDelay: '1', title: 'Overdue', tone: 'red', recommended: false },
  { scenario: 'order-174', status: '174', isDelay: '0', title: 'Due today', tone: 'red', recommended: false },
  { scenario: 'order-180', status: '180', isDelay: '0', title: 'Overdue', tone: 'red', recommended: false },
  { scenario: 'order-170', status: '170', isDelay: '0', title: 'Repaying', recommended: false },
  { scenario: 'order-200', status: '200', isDelay: '0', title: 'Paid off', tone: 'green', recommended: false },
  { scenario: 'order-21', status: '21', isDelay: '0', title: 'Under review', tone: 'blue', recommended: true },
  { scenario: 'order-151', status: '151', isDelay: '0', title: 'Approved, waiting for disbursement', tone: 'blue', recommended: true },
  { scenario: 'order-110', status: '110', isDelay: '0', title: 'Application not approved', tone: 'red', recommended: true },
  { scenario: 'order-unknown', status: '21', isDelay: '0', title: 'Processing', tone: 'blue', recommended: true },
];

function statusHeader(page: Page, title: string) {
  return page.locator('header', { has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('Order details: status table', () => {
  for (const row of rows) {
    const buttonsOfRow = statusButtons(row);
    test(`${row.scenario}: buttons [${buttonsOfRow.map((b) => b.label).join(', ') || 'none'}], ${row.tone ?? 'any'} header, recommended ${row.recommended ? 'shown' : 'hidden'}`, async ({
      warmPage: page,
      openOrder,
    }) => {
      await openOrder(page, row.scenario);
      await expect(page.getByRole('heading', { name: row.title, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: screenCopy.title })).toBeVisible();

      if (row.tone) await expect(statusHeader(page, row.title)).toHaveAttribute('data-tone', row.tone);

      const buttons = page.getByRole('button', { name: STATUS_BUTTON });
      if (buttonsOfRow.length) await expect(buttons).toHaveText(buttonsOfRow.map((b) => b.label));
      else await expect(buttons).toHaveCount(0);

      // A button's hint shows under it ('Short of money?' under Rollover Repayment); no other status shows one.
      for (const hint of everyHint) {
        const shown = page.getByText(hint, { exact: true });
        if (buttonsOfRow.some((b) => b.hint === hint)) await expect(shown).toBeVisible();
        else await expect(shown).toHaveCount(0);
      }

      const recommended = page.getByRole('region', { name: screenCopy.recommendTitle });
      if (row.recommended) {
        await expect(recommended).toBeVisible();
        await expect(recommended.getByRole('article')).toHaveCount(2);
      } else {
        await expect(recommended).toHaveCount(0);
      }
    });
  }

  test('shows the product card with its label/value rows', async ({ warmPage: page, openOrder }) => {
    // The order's dates move with the day: on the sandbox's day they read as written.
    await onSandboxDay(page);
    await openOrder(page, 'default');
    const card = page.getByRole('region', { name: 'PesoNow Cash' });
    await expect(card).toBeVisible();
    // server text: the rows of userOrderDetail.detail in the default scenario.
    await expect(card.getByRole('term')).toHaveText(['Loan amount', 'Loan term', 'Application date', 'Order number']);
    await expect(card.getByRole('definition')).toHaveText(['₱5,000.00', '91 days', shownDay('2026-11-20'), '900001']);
  });

  test('/order is an alias of /orderDetail', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-174-delay', {}, '/order');
    await expect(page.getByRole('heading', { name: 'Due today', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: STATUS_BUTTON })).toHaveText(statusButtons({ status: '174', isDelay: '1' }).map((b) => b.label));
    await expect(page).toHaveTitle(screenCopy.title);
  });
});

test.describe('What is due, in the status header (CONTRACT section 7: repayAmount, repayDate)', () => {
  // The scenarios' dates are written for the sandbox's day and move with the real one: the page's clock is set to it.
  test.beforeEach(async ({ warmPage: page }) => {
    await onSandboxDay(page);
  });

  test('order-180: the amount due and since when, in English and in Filipino', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-180');
    await expect(page.getByRole('heading', { name: 'Overdue', exact: true })).toBeVisible(); // server text
    await expect(page.getByText(screenCopy.dueOn.replace('{amount}', '₱1,867.00').replace('{date}', 'Nov 14, 2026'), { exact: true })).toBeVisible();
    await openOrder(page, 'order-174', { lang: 'fil' });
    await expect(page.getByText(orderFil.dueOn.replace('{amount}', '₱1,817.00').replace('{date}', 'Nob 21, 2026'), { exact: true })).toBeVisible();
  });

  test('order-due-no-amount: the header says the amount could not be shown, never a silent gap', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-due-no-amount');
    await expect(page.getByText(screenCopy.dueUnknown, { exact: true })).toBeVisible();
  });
});
