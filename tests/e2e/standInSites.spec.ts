/**
 * The sites outside the app are the local stand-in's (tests/e2e/standInSites.ts),
 * reached without a Playwright route: leaving the app is an ordinary
 * navigation, and the browser's HTTP cache stays on for every page of the
 * suite. A `page.route` in a shared fixture would pause every request of
 * every test in Playwright and turn that cache off (docs/decisions/059).
 */
import { ORDER, expect, openScreen, test } from './fixtures.ts';
import { STAND_IN_HEADING, STAND_IN_TITLE } from './standInSites.ts';

test('an address outside the app opens the stand-in: https for the lender and partners, http and https for evil.example', async ({ page }) => {
  for (const address of ['https://lend.example.com/details?order=1', 'https://apps.example.com/store', 'http://evil.example/x', 'https://a.evil.example/']) {
    await page.goto(address);
    await expect(page).toHaveTitle(STAND_IN_TITLE);
    await expect(page.getByRole('heading', { name: STAND_IN_HEADING })).toBeVisible();
    await expect(page.getByText(new URL(address).hostname, { exact: true })).toBeVisible();
  }
});

test("a test's page keeps the browser's cache: the app's files come from it on a second load", async ({ page }) => {
  await openScreen(page, '/orderDetail', 'default', ORDER);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await openScreen(page, '/orderDetail', 'default', ORDER);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // A file the cache answered has no bytes on the wire.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && new URL(e.name).origin === location.origin)
      .map((e) => ({ name: e.name, wire: (e as PerformanceResourceTiming).transferSize })),
  );
  expect(scripts.length, 'the app loaded scripts').toBeGreaterThan(0);
  expect(scripts.filter((s) => s.wire > 0)).toEqual([]);
});
