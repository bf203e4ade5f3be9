/**
 * Joint-login failure page (SPEC point 2 "Joint-login failure page", point 4
 * "Failure page", point 7 "Failure page"; CONTRACT section 3 recommendProducts,
 * recommendClick, recommendLink; section 4 openPage).
 */
import type { Page } from '@playwright/test';
import { appCopy } from './copy.ts';
import { STAND_IN_TITLE, apiRequests, expect, failureCopy, nativeMessages, open, test } from './loanHelpers.ts';
import { SHELLS } from './shellsAndLanguages.ts';

const openFailure = (page: Page, scenario = 'default') => open(page, '/loginFailure', scenario);
const products = (page: Page) => page.getByRole('region', { name: failureCopy.recommendTitle }).getByRole('article');
const product = (page: Page, name: string) => page.getByRole('region', { name: failureCopy.recommendTitle }).getByRole('article', { name, exact: true });

async function applyLendMo(page: Page) {
  await product(page, 'LendMo').getByRole('button', { name: 'Apply', exact: true }).click();
}

test.describe('Joint-login failure page', () => {
  test("shows 'Order Details', 'Failed' and the failure messages", async ({ page }) => {
    await openFailure(page);

    await expect(page.getByRole('heading', { name: failureCopy.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: failureCopy.failed, exact: true })).toBeVisible();
    await expect(page.getByText('We could not sign you in to this lender.', { exact: true })).toBeVisible();
    await expect(page.getByText("Your account on the partner's side could not be verified. Try one of these products instead.", { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('lists the enabled products, tags on the first two shown only; recommendProducts sent with displays=1', async ({ page }) => {
    await openFailure(page);

    await expect(products(page).getByRole('heading')).toHaveText(['LendMo', 'PesoNow Plus', 'QuickPera']);
    await expect(page.getByText('CashGo')).toHaveCount(0);
    const tags = [
      { name: 'LendMo', tags: ['Fast approval', 'No collateral'] },
      { name: 'PesoNow Plus', tags: ['Higher limit'] },
      { name: 'QuickPera', tags: [] },
    ];
    for (const { name, tags: shown } of tags) {
      await expect(product(page, name).getByRole('listitem'), `${name} tags`).toHaveText(shown);
    }
    await expect(page.getByText('24/7')).toHaveCount(0);
    await expect(product(page, 'PesoNow Plus').getByRole('button', { name: 'Borrow', exact: true })).toBeEnabled();
    await expect(product(page, 'QuickPera').getByRole('button', { name: 'Apply', exact: true })).toBeEnabled();

    expect(apiRequests(page, 'recommendProducts').map((r) => r.fields)).toEqual([{ displays: '1' }]);
  });

  test("LendMo's 'Apply' sends recommendClick then recommendLink and leaves for the http link", async ({ page }) => {
    await openFailure(page);
    await applyLendMo(page);

    await expect(page).toHaveURL('https://partner.example.com/apply?product=2001');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    const sent = apiRequests(page).filter((r) => r.endpoint !== 'recommendProducts');
    expect(sent.map((r) => [r.endpoint, r.fields])).toEqual([
      ['recommendClick', { productId: '2001', position: '0' }],
      ['recommendLink', { productId: '2001' }],
    ]);
  });

  test('failure-native-link: a non-http link is handed to the native openPage', async ({ page }) => {
    await openFailure(page, 'failure-native-link');
    await applyLendMo(page);

    await expect
      .poll(async () => (await nativeMessages(page)).map((m) => [m.name, m.body]))
      .toEqual([['openPage', { url: 'app://product-detail?productId=2001' }]]);
    await expect(page).toHaveURL((url) => url.pathname === '/loginFailure');
  });

  test('failure-link-failure: the server message, the page stays', async ({ page }) => {
    await openFailure(page, 'failure-link-failure');
    await applyLendMo(page);

    await expect(page.getByRole('status')).toHaveText('This product is not available in your area.');
    await expect(page).toHaveURL((url) => url.pathname === '/loginFailure');
    expect(await nativeMessages(page)).toEqual([]);
  });

  test('failure-no-products: the failure message without a product section', async ({ page }) => {
    await openFailure(page, 'failure-no-products');

    await expect(page.getByRole('heading', { name: failureCopy.failed, exact: true })).toBeVisible();
    await expect(page.getByText('We could not sign you in to this lender.', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: failureCopy.recommendTitle })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  for (const shell of SHELLS) {
    test.describe(`${shell} shell`, () => {
      test.use({ nativeShell: shell });
      test("failure-no-products: no dead end (issue 29): 'Go back' on the first page closes the web view", async ({ page }) => {
        await openFailure(page, 'failure-no-products');
        await page.getByRole('button', { name: appCopy.back, exact: true }).click();
        await expect.poll(async () => (await nativeMessages(page)).map((m) => m.name)).toEqual(['closeWebView']);
      });
    });
  }

  test("failure-network: the network message and 'Try again', no loader left; retry loads the page", async ({ page }) => {
    await openFailure(page, 'failure-network');

    await expect(page.getByRole('alert')).toHaveText(appCopy.networkError);
    const retry = page.getByRole('button', { name: appCopy.retry, exact: true });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: failureCopy.failed, exact: true })).toHaveCount(0);

    await page.evaluate(() => window.__sandbox?.setScenario('default'));
    await retry.click();
    await expect(page.getByRole('heading', { name: failureCopy.failed, exact: true })).toBeVisible();
    await expect(products(page)).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
