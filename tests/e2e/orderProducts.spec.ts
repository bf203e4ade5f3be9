/**
 * Recommended products and the service telephone (SPEC point 2, point 7
 * "Order details screen" calls 3 and 4, CONTRACT section 4).
 */
import type { Page } from '@playwright/test';
import { STAND_IN_TITLE, ORDER, expect, formFields, test, wireRequests } from './fixtures.ts';
import { screenCopy } from './copy.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

function offer(page: Page, name: string) {
  return page.getByRole('region', { name: screenCopy.recommendTitle }).getByRole('article', { name });
}

test.describe('Order details: recommended products', () => {
  test("'Apply' logs position 0, asks for the link with module/position/target, and leaves for the http link", async ({ page, openOrder }) => {
    await openOrder(page, 'default');
    await offer(page, 'LendMo').getByRole('button', { name: 'Apply', exact: true }).click();

    await expect(page).toHaveURL('https://partner.example.com/lendmo?from=order');
    await expect(page).toHaveTitle(STAND_IN_TITLE);

    // The sandbox's in-page log left with the page: read what the browser sent.
    const sent = wireRequests(page).filter((r) => r.endpoint !== 'loanDetails');
    expect(sent.map((r) => r.endpoint)).toEqual(['eventSave', 'recProductClick']);
    const event = formFields(sent[0].body);
    expect(event.positionId).toBe('0');
    expect(event.moduleId).toMatch(/^\d+$/);
    const click = formFields(sent[1].body);
    expect(click).toMatchObject({ position: '0', target: 'lendmo-001' });
    expect(click.module, 'a defined module id').toMatch(/^\d+$/);
    expect(sent[1].query).toMatchObject({ productId: ORDER.productId, orderId: ORDER.orderId });
  });

  test('order-rec-native-link: a non-http link is handed to the native openPage', async ({ page, openOrder, nativeMessages }) => {
    await openOrder(page, 'order-rec-native-link');
    await offer(page, 'LendMo').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(async () => (await nativeMessages(page, 'openPage')).map((m) => m.body)).toEqual([{ url: 'app://product-detail?productId=2001' }]);
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
  });

  test('order-rec-failure: the server message shows as a toast, the page stays', async ({ page, openOrder, nativeMessages }) => {
    await openOrder(page, 'order-rec-failure');
    await offer(page, 'LendMo').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('This product is not available right now.');
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    expect(await nativeMessages(page, 'openPage')).toEqual([]);
  });

  test('the disabled product cannot be chosen', async ({ page, openOrder }) => {
    await openOrder(page, 'default');
    await expect(offer(page, 'LendMo').getByRole('button', { name: 'Apply', exact: true })).toBeEnabled();
    await expect(offer(page, 'CashGo').getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  });

  test(`'${screenCopy.moreProducts}' goes to the app home natively`, async ({ page, openOrder, nativeMessages }) => {
    await openOrder(page, 'default');
    await page.getByRole('button', { name: screenCopy.moreProducts, exact: true }).click();
    await expect.poll(async () => (await nativeMessages(page)).map((m) => m.name)).toEqual(['goHome']);
  });
});

test.describe('Order details: service telephone', () => {
  const rows = [
    { scenario: 'default', phone: defaultScenario.responses.loanDetails.body.data.telephone, what: 'the order telephone' },
    { scenario: 'order-no-phone', phone: lender.telephone, what: "the lender's telephone (schemas/lender.json)" },
  ];
  for (const { scenario, phone, what } of rows) {
    test(`${scenario}: shows ${what} and tapping it sends callPhone`, async ({ page, openOrder, nativeMessages }) => {
      await openOrder(page, scenario);
      await page.getByRole('button', { name: phone, exact: true }).click();
      await expect.poll(async () => (await nativeMessages(page, 'callPhone')).map((m) => m.body)).toEqual([{ phone }]);
    });
  }

  test.describe('outside the native shell', () => {
    test.use({ nativeShell: false });

    test('tapping the number does not crash the page', async ({ page, openOrder }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('[bridge]')) logged.push(message.text());
      });
      await openOrder(page, 'default');
      expect(await page.evaluate(() => 'webkit' in window)).toBe(false);
      await page.getByRole('button', { name: defaultScenario.responses.loanDetails.body.data.telephone, exact: true }).click();
      await expect.poll(() => logged.length, 'the message goes to the development log').toBeGreaterThan(0);
      await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: defaultScenario.responses.loanDetails.body.data.telephone, exact: true })).toBeEnabled();
      // Uncaught errors would fail the test in the fixture.
    });
  });
});
