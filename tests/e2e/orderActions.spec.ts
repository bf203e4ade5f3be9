/**
 * What the status buttons do (SPEC point 2 "Order details screen", point 4)
 * and the playeduL redirect.
 */
import type { Page } from '@playwright/test';
import { STAND_IN_TITLE, ORDER, expect, formFields, test } from './fixtures.ts';
import { appCopy, config, screenCopy } from './copy.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

const { repayLabel, rolloverLabel, repaymentLabel, borrowAgainLabel } = screenCopy;

/** Marks the current document, to tell an in-app route change from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument === true);
}

function expectOrderQuery(address: string) {
  const query = new URL(address).searchParams;
  expect(query.get('productId')).toBe(ORDER.productId);
  expect(query.get('orderId')).toBe(ORDER.orderId);
}

test.describe('Order details: status buttons', () => {
  const inApp = [
    { scenario: 'order-174-delay', label: repayLabel, path: '/repay' },
    { scenario: 'order-180-delay', label: repayLabel, path: '/repay' },
    { scenario: 'order-174', label: repaymentLabel, path: '/repay' },
    { scenario: 'order-170', label: repaymentLabel, path: '/repay' },
    { scenario: 'order-174-delay', label: rolloverLabel, path: '/repayDelay' },
    { scenario: 'order-180-delay', label: rolloverLabel, path: '/repayDelay' },
  ];
  for (const { scenario, label, path } of inApp) {
    test(`${scenario}: '${label}' goes to ${path} in the app with productId and orderId`, async ({ page, openOrder }) => {
      await openOrder(page, scenario);
      const button = page.getByRole('button', { name: label, exact: true });
      await expect(button).toBeVisible();
      await markDocument(page);

      await button.click();

      await expect(page).toHaveURL((url) => url.pathname === path);
      expectOrderQuery(page.url());
      expect(await isSameDocument(page), 'in-app route change, no page load').toBe(true);
    });
  }

  test(`order-h5url: '${repaymentLabel}' goes to the h5Url address instead of /repay`, async ({ page, openOrder }) => {
    await openOrder(page, 'order-h5url');
    await page.getByRole('button', { name: repaymentLabel, exact: true }).click();
    await expect(page).toHaveURL('https://pay.example.com/repay?order=900001');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
  });

  test(`order-200: '${borrowAgainLabel}' logs moduleId 30 (form-encoded), then opens the product page natively`, async ({
    page,
    openOrder,
    sandboxRequests,
    nativeMessages,
  }) => {
    await openOrder(page, 'order-200');
    await page.getByRole('button', { name: borrowAgainLabel, exact: true }).click();

    await expect.poll(async () => (await nativeMessages(page, 'openPage')).length).toBe(1);
    const [openPage] = await nativeMessages(page, 'openPage');
    expect(openPage.body).toEqual({ url: `${config.nativePages.productDetail}${ORDER.productId}` });
    expect(openPage.sentBefore, 'the event is logged before the page opens').toContain('eventSave');

    const events = await sandboxRequests(page, 'eventSave');
    expect(events).toHaveLength(1);
    expect(events[0].method).toBe('POST');
    expect(events[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formFields(events[0].body)).toEqual({ productId: ORDER.productId, moduleId: '30', positionId: '0' });
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
  });
});

test.describe('Order details: playeduL redirect', () => {
  test('order-redirect (status 174): leaves for playeduL at once', async ({ page, openOrder }) => {
    await openOrder(page, 'order-redirect');
    await expect(page).toHaveURL('https://partner.example.com/continue?order=900001');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
  });

  test('order-unknown (shown as 21): stays although playeduL is set', async ({ page, openOrder, nativeMessages }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://partner.example.com/')) external.push(request.url());
    });
    await openOrder(page, 'order-unknown');
    await expect(page.getByRole('heading', { name: 'Processing', exact: true })).toBeVisible();
    // onLoad has run when the page is drawn; the person then taps the phone number,
    // and the page must still be here once that message has gone out.
    await page.getByRole('button', { name: defaultScenario.responses.loanDetails.body.data.telephone }).click();
    await expect.poll(async () => (await nativeMessages(page, 'callPhone')).length).toBe(1);
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    expect(external).toEqual([]);
  });

  test('order-redirect-unsafe (javascript: address): refused, the page stays and says so', async ({ page, openOrder }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openOrder(page, 'order-redirect-unsafe');
    await expect(page.getByRole('status')).toHaveText(appCopy.linkRejected);
    await expect(page.getByRole('heading', { name: 'Due today', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: repaymentLabel, exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    expect(dialogs, 'the javascript: address never ran').toBe(0);
  });
});
