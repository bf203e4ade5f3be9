/**
 * English and Filipino in Chromium at phone size (CONTRACT section 6), as a
 * Filipino borrower meets them:
 *
 * - the language is kept for the tab across in-app navigation;
 * - a browser set to Filipino (fil, tl) gets Filipino without `lang`.
 *
 * Every screen in every sandbox scenario, in each language, is read by the
 * walk of tests/e2e/deadEnds.spec.ts, which loads each page once for both
 * checks: the page speaks that language (<html lang>, its title), shows no
 * Chinese and none of the seed's Indonesian, and no amount grouped with
 * dots; in Filipino, no English either. The same walk over the resolved view
 * trees (with every text the screens can show after a tap) is in vitest:
 * tests/snapshot/screens.test.ts and tests/unit/screens/across/phCopy.test.ts.
 */
import { readScreen } from '../../scripts/readScreen.ts';
import { expect, test } from '@playwright/test';
import { ORDER } from './fixtures.ts';

// ---------------------------------------------------------------- kept for the tab, and the browser's language

// With their shared parts filled in, as the app draws them.
const order = readScreen('orderDetail') as unknown as { copy: Record<string, Record<string, string>> };
const repay = readScreen('repay') as unknown as { copy: Record<string, Record<string, string>> };

test('lang=fil is kept for the tab: a page reached in the app stays Filipino', async ({ page }) => {
  await page.goto(`/orderDetail?${new URLSearchParams({ scenario: 'order-174', ...ORDER, lang: 'fil' })}`);
  await expect(page.getByRole('heading', { level: 1, name: order.copy.fil.title })).toBeVisible();
  await page.getByRole('button', { name: order.copy.fil.repaymentLabel, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/repay' && !url.searchParams.has('lang'));
  await expect(page.getByRole('heading', { level: 1, name: repay.copy.fil.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  // lang=en in an address switches back, and is kept in turn.
  await page.goto(`/orderDetail?${new URLSearchParams({ scenario: 'order-174', ...ORDER, lang: 'en' })}`);
  await expect(page.getByRole('heading', { level: 1, name: order.copy.en.title })).toBeVisible();
});

for (const locale of ['fil-PH', 'tl']) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });
    test('gets Filipino without lang in the address', async ({ page }) => {
      await page.goto(`/orderDetail?${new URLSearchParams({ scenario: 'default', ...ORDER })}`);
      await expect(page.getByRole('heading', { level: 1, name: order.copy.fil.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    });
  });
}

test.describe('a browser set to another language', () => {
  test.use({ locale: 'zh-CN' });
  test("gets the market's default, English", async ({ page }) => {
    await page.goto(`/orderDetail?${new URLSearchParams({ scenario: 'default', ...ORDER })}`);
    await expect(page.getByRole('heading', { level: 1, name: order.copy.en.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
