/**
 * Loading the order: what is sent (CONTRACT sections 2 and 3), failures and
 * retry, the slow network, pull-to-refresh.
 */
import type { Page } from '@playwright/test';
import { ORDER, clearSandboxRequests, expect, formFields, test } from './fixtures.ts';
import { appCopy, screenCopy } from './copy.ts';
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };

function retryButton(page: Page) {
  return page.getByRole('button', { name: appCopy.retry, exact: true });
}

test.describe('Order details: loading failures', () => {
  test('order-server-failure: the server message once (on the page, no toast repeats it) and a retry, no loader left', async ({
    warmPage: page,
    openOrder,
  }) => {
    const message = 'Order not found. Please check your order number.';
    await openOrder(page, 'order-server-failure');
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(retryButton(page)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    // Read at once, not retried: a toast shown with the page would fade and let a retrying check pass.
    expect(await page.getByRole('status').count()).toBe(0);
  });

  // No connection is told as such; a server that answered HTTP 500 is told as a server failure, never "check your connection" (issue 29).
  for (const [scenario, said] of [
    ['order-network-failure', appCopy.networkError],
    ['order-http-500', appCopy.serverError],
  ] as const) {
    test(`${scenario}: its own words and a retry; retry loads the order once the server is back`, async ({ warmPage: page, openOrder, sandboxRequests }) => {
      await openOrder(page, scenario);
      await expect(page.getByRole('alert')).toHaveText(said);
      await expect(retryButton(page)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toHaveCount(0);

      await page.evaluate(() => window.__sandbox?.setScenario('default'));
      await retryButton(page).click();

      await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await sandboxRequests(page, 'loanDetails')).toHaveLength(2);
    });
  }

  for (const scenario of ['order-empty', 'order-no-status']) {
    test(`${scenario}: a success without the order says so in the page's words with a retry; retry with the order shows it`, async ({
      warmPage: page,
      openOrder,
      sandboxRequests,
    }) => {
      await openOrder(page, scenario);
      await expect(page.getByRole('alert')).toHaveText(screenCopy.incomplete);
      await expect(retryButton(page)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // Not the half page of issue 16: no status header and no hotline row; only the error page under the title.
      await expect(page.getByRole('heading')).toHaveText([screenCopy.title, appCopy.errorHeading]);
      expect(await page.getByText(screenCopy.serviceLabel).count()).toBe(0);

      await page.evaluate(() => window.__sandbox?.setScenario('default'));
      await retryButton(page).click();

      await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'PesoNow Cash' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await sandboxRequests(page, 'loanDetails')).toHaveLength(2);
    });
  }

  test('order-empty in Filipino: the Filipino words and retry', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-empty', { lang: 'fil' });
    await expect(page.getByRole('alert')).toHaveText(orderScreen.copy.fil.incomplete);
    await expect(page.getByRole('button', { name: appCopyFile.fil.retry, exact: true })).toBeVisible();
  });

  test('order-slow: the loader shows first, then the order', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-slow');
    await expect(page.getByRole('progressbar', { name: screenCopy.loading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toHaveCount(0);
    // The answer takes 2.5 s (sandbox/scenarios/order-slow.json).
    await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test.describe('Order details: what is sent', () => {
  test('loanDetails carries the common parameters from the address, the XHR marker and a form-encoded body', async ({
    warmPage: page,
    openOrder,
    sandboxRequests,
  }) => {
    const common = {
      appVersion: '3.2.0',
      deviceName: 'iPhone13,2',
      deviceId: 'E2E-DEVICE-1',
      osVersion: '17.4',
      sessionId: 'e2e-session',
      advertisingId: 'AD-123',
      userId: 'U-77',
    };
    await openOrder(page, 'default', common);
    await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible();

    const [request] = await sandboxRequests(page, 'loanDetails');
    expect(request.method).toBe('POST');
    expect(request.query).toMatchObject({ ...common, ...ORDER });
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(() => JSON.parse(request.body), 'the body is not JSON').toThrow();
    expect(formFields(request.body)).toEqual({ ...ORDER });
    expect(await sandboxRequests(page, 'loanDetails')).toHaveLength(1);
  });

  test('product_id in the address is read as productId', async ({ warmPage: page, sandboxRequests }) => {
    await page.goto(`/order?scenario=default&product_id=${ORDER.productId}&orderId=${ORDER.orderId}`);
    await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible();
    const [request] = await sandboxRequests(page, 'loanDetails');
    expect(request.query).toMatchObject({ ...ORDER });
    expect(formFields(request.body)).toEqual({ ...ORDER });
  });

  test('pull-to-refresh with the mouse asks for the order again and keeps it on screen', async ({ warmPage: page, openOrder, sandboxRequests }) => {
    await openOrder(page, 'default');
    const status = page.getByRole('heading', { name: 'Under review', exact: true });
    await expect(status).toBeVisible();
    await clearSandboxRequests(page);

    const x = (page.viewportSize()?.width ?? 390) / 2;
    await page.mouse.move(x, 30);
    await page.mouse.down();
    await page.mouse.move(x, 150, { steps: 12 });
    await page.mouse.up();

    await expect.poll(async () => (await sandboxRequests(page, 'loanDetails')).length).toBe(1);
    const [request] = await sandboxRequests(page, 'loanDetails');
    expect(formFields(request.body)).toEqual({ ...ORDER });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(status).toBeVisible();
    await expect(page.getByRole('region', { name: 'PesoNow Cash' })).toBeVisible();
  });
});
