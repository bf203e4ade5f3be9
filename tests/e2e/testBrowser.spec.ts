/**
 * The suite's browser runs the page and nothing else beside it
 * (scripts/chromiumLaunch.ts, docs/decisions/053). Chromium's headless
 * mode draws its own omnibox popups as web pages in every new window,
 * which nearly doubled what each test cost the machine; a Chromium that
 * renames the feature that turns them off fails here instead of quietly
 * slowing every run.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { test as appTest } from './fixtures.ts';

test('the test browser draws no browser UI of its own beside the page', async ({ browser, page }) => {
  await page.goto('/About');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  const ownUi = targetInfos.filter((t) => t.type !== 'page' && t.url.startsWith('chrome://')).map((t) => `${t.type} ${t.url}`);
  expect(ownUi, 'turn these off in scripts/chromiumLaunch.ts FEATURES_OFF').toEqual([]);
});

/**
 * Each worker keeps one browser context and its page from test to test (playwright.config.ts `reuseContext`,
 * docs/decisions/055): a new window costs the machine about three times what loading the page again does.
 * Playwright resets it between tests; these two tests, run in order on one worker, hold that the next test gets
 * the same page and nothing the one before it left: storage, cookies, an init script, a route, the clock, the
 * viewport, the colour scheme, another tab, or a history entry the app would count as one of its own pages; and its
 * pages throw nothing (the fixtures fail a test on an uncaught error), though the test before left its clock paused.
 */
appTest.describe('one page per worker, reset between tests', () => {
  appTest.describe.configure({ mode: 'serial' });
  const pageTarget = async (page: Page) => {
    const session = await page.context().newCDPSession(page);
    const { targetInfo } = await session.send('Target.getTargetInfo');
    await session.detach();
    return targetInfo.targetId;
  };
  let firstTarget = '';

  appTest('a test leaves behind everything a page can keep', async ({ page }) => {
    firstTarget = await pageTarget(page);
    await page.addInitScript(() => Object.assign(window, { leftByEarlierTest: true }));
    await page.route('**/aboutUs**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>routed by an earlier test</title>' }));
    await page.clock.install({ time: new Date('2001-02-03T10:00:00+08:00') });
    await page.setViewportSize({ width: 500, height: 500 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/About');
    // Paused, as the countdown tests leave it (tests/e2e/fixtures.ts resumeClock).
    await page.clock.pauseAt(new Date('2001-02-03T10:00:05+08:00'));
    await page.evaluate(() => {
      localStorage.setItem('leftByEarlierTest', '1');
      sessionStorage.setItem('leftByEarlierTest', '1');
      document.cookie = 'leftByEarlierTest=1; path=/';
    });
    await page.goto('/aboutUs?scenario=default');
    await expect(page).toHaveTitle('routed by an earlier test');
    await page.context().newPage();
  });

  appTest('the next test on that worker gets the same page, with none of it', async ({ page }) => {
    expect(await pageTarget(page), 'the page of the test before (a new window each test costs three loads)').toBe(firstTarget);
    expect(page.context().pages()).toHaveLength(1);
    expect(page.viewportSize()).toEqual(devices['iPhone 13'].viewport);
    await page.goto('/aboutUs?scenario=default');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        initScript: 'leftByEarlierTest' in window,
        year: new Date().getFullYear() > 2001,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        local: localStorage.getItem('leftByEarlierTest'),
        session: sessionStorage.getItem('leftByEarlierTest'),
        cookie: document.cookie.includes('leftByEarlierTest'),
        historyIndex: (window as unknown as { navigation: { currentEntry: { index: number } } }).navigation.currentEntry.index,
      })),
    ).toEqual({ initScript: false, year: true, dark: false, local: null, session: null, cookie: false, historyIndex: 0 });
  });
});
