/**
 * Bank binding: loading the fields (cardInit, CONTRACT section 3), load
 * failures and retry, the slow network, no items, and the native bank-flow
 * start (CONTRACT section 4).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appCopy, bankCopy } from './copy.ts';
import { BANK_QUERY, EWALLET, field, nextButton, openBank, openBankForm, sentBodies, tab } from './bankForm.ts';

const retryButton = (page: Page) => page.getByRole('button', { name: appCopy.retry, exact: true });

test.describe('Bank binding: loading the fields', () => {
  test('cardInit is a JSON POST of product_id with the common parameters in the query', async ({ warmPage: page, sandboxRequests }) => {
    await openBankForm(page);
    const requests = await sandboxRequests(page, 'cardInit');
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers['content-type']).toMatch(/^application\/json/);
    expect(requests[0].headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(requests[0].query).toMatchObject({ productId: BANK_QUERY.productId, orderId: BANK_QUERY.orderId });
    expect(await sentBodies(page, 'cardInit')).toEqual([{ product_id: '1001' }]);
  });

  const failures = [
    { scenario: 'bank-server-failure', message: 'Payment account setup is under maintenance.' },
    { scenario: 'bank-network-failure', message: appCopy.networkError },
  ];
  for (const { scenario, message } of failures) {
    test(`${scenario}: '${message}' with 'Try again', no loader left; retry loads the form once the server is back`, async ({
      warmPage: page,
      sandboxRequests,
    }) => {
      await openBank(page, scenario);
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(retryButton(page)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(nextButton(page)).toHaveCount(0);

      await page.evaluate(() => window.__sandbox?.setScenario('default'));
      await retryButton(page).click();
      await expect(field(page, 'Full name')).toHaveValue('Juan Dela Cruz');
      await expect(tab(page, EWALLET)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await sandboxRequests(page, 'cardInit')).toHaveLength(2);
    });
  }

  test('bank-slow: the loader shows first, then the form', async ({ warmPage: page }) => {
    await openBank(page, 'bank-slow');
    await expect(page.getByRole('progressbar', { name: bankCopy.loading })).toBeVisible();
    await expect(nextButton(page)).toHaveCount(0);
    // The answer takes 2.5 s (sandbox/scenarios/bank-slow.json).
    await expect(field(page, 'Full name')).toHaveValue('Juan Dela Cruz', { timeout: 10_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test("bank-empty: no fields to fill, so the page says the fields could not be loaded, with 'Try again'; nothing can be sent", async ({ warmPage: page }) => {
    await openBank(page, 'bank-empty');
    await expect(page.getByText(bankCopy.incomplete, { exact: true })).toBeVisible();
    await expect(retryButton(page)).toBeVisible();
    await expect(nextButton(page)).toHaveCount(0);
    await retryButton(page).click();
    await expect(page.getByText(bankCopy.incomplete, { exact: true })).toBeVisible();
    expect(await sentBodies(page, 'bindCardNew')).toEqual([]);
  });
});

test.describe('Bank binding: the native bank flow starts on load', () => {
  test('default: startBankFlow is sent once, with an empty body', async ({ warmPage: page, nativeMessages }) => {
    await openBankForm(page);
    await expect.poll(async () => (await nativeMessages(page)).map((m) => m.name)).toEqual(['startBankFlow']);
    expect((await nativeMessages(page, 'startBankFlow'))[0].body).toEqual({});
  });

  test('bank-from-order (source=loanDetail): no startBankFlow', async ({ warmPage: page, nativeMessages }) => {
    await openBankForm(page, 'bank-from-order', { source: 'loanDetail' });
    // Nothing may be sent: give a wrong startBankFlow time to arrive.
    await page.waitForTimeout(300);
    expect(await nativeMessages(page)).toEqual([]);
  });
});
