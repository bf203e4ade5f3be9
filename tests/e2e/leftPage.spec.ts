/**
 * A late answer on the next page (issue 16): the order details, asked for
 * again when the borrower came back from bind bank, answer slowly with the
 * server's message after the borrower went forward to bind bank again. The
 * message belongs to the order page: it is not shown on the bank page.
 * (tests/unit/reliability/leftScreen.test.ts walks every action the same way.)
 */
import type { Page } from '@playwright/test';
import scenarioDoc from '../../sandbox/scenarios/order-slow-failure.json' with { type: 'json' };
import { expect, openOrder, test } from './fixtures.ts';
import { bankCopy, screenCopy } from './copy.ts';

const LATE_MESSAGE = scenarioDoc.responses.loanDetails.body.message;
const ANSWER_MS = scenarioDoc.responses.loanDetails.delayMs;
const CARD_PROMPT = screenCopy.cardPopTitleDefault;

/** Every text the toast showed from now on, even one that faded (a MutationObserver on the whole page). */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const read = () => document.querySelectorAll('[role="status"]').forEach((n) => n.textContent && seen.push(n.textContent));
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
const useScenario = (page: Page, name: string) => page.evaluate((n) => window.__sandbox!.setScenario(n), name);

test.describe('A late answer on the next page', () => {
  test.describe.configure({ timeout: 45_000 });

  test('staying on the order page, the slow failure shows its message on the error page, once (no toast repeats it)', async ({ page }) => {
    await openOrder(page, 'order-slow-failure');
    await recordToasts(page);
    await expect(page.getByRole('alert')).toHaveText(LATE_MESSAGE, { timeout: ANSWER_MS + 5000 });
    await expect(page.getByText(LATE_MESSAGE, { exact: true })).toHaveCount(1);
    expect(await toastsSeen(page)).not.toContain(LATE_MESSAGE);
  });

  test('order → bind bank → back → forward before the order answers: no order message on the bank page', async ({ page }) => {
    await openOrder(page, 'order-card-prompt');
    await page.getByRole('dialog', { name: CARD_PROMPT }).getByRole('button', { name: screenCopy.bindCard, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
    await expect(page.getByText(bankCopy.title).first()).toBeVisible();

    // From now on the order details answer slowly, with the server's message.
    await useScenario(page, 'order-slow-failure');
    await recordToasts(page);
    const asked = await page.evaluate(() => window.__sandbox!.requests.filter((r) => r.endpoint === 'loanDetails').length);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    await expect.poll(() => page.evaluate(() => window.__sandbox!.requests.filter((r) => r.endpoint === 'loanDetails').length)).toBe(asked + 1);
    await page.goForward();
    await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
    await expect(page.getByText(bankCopy.title).first()).toBeVisible();

    // The order's answer arrives while the bank page is shown.
    await page.waitForTimeout(ANSWER_MS + 1500);
    expect(await toastsSeen(page)).not.toContain(LATE_MESSAGE);
    await expect(page.getByText(LATE_MESSAGE, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
  });
});
