/**
 * The worker's warm page (`warmPage` in tests/e2e/fixtures.ts, docs/decisions/069), which a11y.spec.ts's rows and
 * the tests of specs that open screens and read them take in turn: a load in it costs the machine about a third of
 * one in a fresh window. The tests below, run in order on one worker, hold what it promises: the next test gets the
 * same page, and nothing the one before it set (storage, a cookie, an init script, an exposed function, a listener,
 * a route of the page or the context, the sandbox's service worker, emulated media, the viewport); a first address
 * that differs from the last one only after its '#' still loads a new document; a test that installs a clock, or ends
 * outside the app (where the app's service worker cannot be unregistered), leaves the page to be replaced; and a
 * test's own context settings (`test.use`) make its warm page. Given a fresh page each time, the first check fails,
 * naming the two pages.
 */
import { type Page } from '@playwright/test';
import { STAND_IN_TITLE, expect, test } from './fixtures.ts';
import { POLL_MS } from '../support/settledText.ts';

test.describe('the warm page', () => {
  test.describe.configure({ mode: 'serial' });
  const pageTarget = async (page: Page) => {
    const session = await page.context().newCDPSession(page);
    const { targetInfo } = await session.send('Target.getTargetInfo');
    await session.detach();
    return targetInfo.targetId;
  };
  const leftBehind = (page: Page) =>
    page.evaluate(() => ({
      document: 'leftByEarlierTest' in window,
      initScript: 'initScriptOfEarlierTest' in window,
      exposed: 'exposedByEarlierTest' in window,
      local: localStorage.getItem('leftByEarlierTest'),
      session: sessionStorage.getItem('leftByEarlierTest'),
      cookie: document.cookie.includes('leftByEarlierTest'),
      dark: matchMedia('(prefers-color-scheme: dark)').matches,
      width: innerWidth,
      clock: '__pwClock' in globalThis,
    }));
  const nothing = { document: false, initScript: false, exposed: false, local: null, session: null, cookie: false, dark: false, clock: false };
  /** The page the worker's warm tests take now (a new one after a test that spoilt it). */
  let warmTarget = '';
  let width = 0;

  test('a test leaves behind what a page can keep', async ({ warmPage: page }) => {
    warmTarget = await pageTarget(page);
    await page.goto('/About');
    width = await page.evaluate(() => innerWidth);
    await page.addInitScript(() => Object.assign(window, { initScriptOfEarlierTest: true }));
    await page.context().route('**/aboutUs**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>routed by an earlier test</title>' }));
    await page.route('**/Contact**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>routed by an earlier test</title>' }));
    await page.exposeFunction('exposedByEarlierTest', () => true);
    page.on('dialog', (dialog) => void dialog.accept());
    expect(await page.evaluate(() => confirm('accepted by this test'))).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 500, height: 500 });
    await page.evaluate(() => {
      localStorage.setItem('leftByEarlierTest', '1');
      sessionStorage.setItem('leftByEarlierTest', '1');
      document.cookie = 'leftByEarlierTest=1; path=/';
    });
    await page.goto('/aboutUs?scenario=default');
    await expect(page).toHaveTitle('routed by an earlier test');
    await page.goto('/Contact?scenario=default');
    await expect(page).toHaveTitle('routed by an earlier test');
    // Ends on an address the next test's first differs from only after the '#'.
    await page.goto('/About#left');
    await page.evaluate(() => Object.assign(window, { leftByEarlierTest: true }));
  });

  test('the next test gets the same page, with none of it', async ({ warmPage: page }) => {
    expect(await pageTarget(page), 'the page of the test before (a fresh window each test costs about two loads)').toBe(warmTarget);
    expect(page.context().pages()).toHaveLength(1);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)), 'service workers left').toBe(0);
    await page.goto('/About#next');
    expect(await leftBehind(page)).toEqual({ ...nothing, width });
    // A dialog is dismissed, as on a page with no listener: the earlier test's listener went with it.
    expect(await page.evaluate(() => confirm('not accepted by the earlier test'))).toBe(false);
    for (const address of ['/aboutUs?scenario=default', '/Contact?scenario=default']) {
      await page.goto(address);
      await expect(page.locator('html[data-app="ready"]'), address).toHaveCount(1);
      await expect(page, address).not.toHaveTitle('routed by an earlier test');
    }
    // What this test stores stays for its own next document, as in a fresh page.
    await page.evaluate(() => sessionStorage.setItem('keptWithinTest', '1'));
    await page.reload();
    expect(await page.evaluate(() => sessionStorage.getItem('keptWithinTest'))).toBe('1');
  });

  test('a test installs a clock, which the page cannot give back', async ({ warmPage: page }) => {
    expect(await pageTarget(page)).toBe(warmTarget);
    await page.clock.install({ time: new Date('2001-02-03T10:00:00+08:00') });
    await page.goto('/About');
    await page.clock.pauseAt(new Date('2001-02-03T10:00:05+08:00'));
  });

  test('the next test gets a new page, on the real clock', async ({ warmPage: page }) => {
    expect(await pageTarget(page)).not.toBe(warmTarget);
    warmTarget = await pageTarget(page);
    await page.goto('/About');
    expect(await leftBehind(page)).toEqual({ ...nothing, width });
    expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2001);
  });

  test("a test ends outside the app, where the app's service worker cannot be unregistered", async ({ warmPage: page }) => {
    expect(await pageTarget(page)).toBe(warmTarget);
    await page.goto('/aboutUs?scenario=default');
    await page.waitForFunction(() => window.__sandbox?.workerStarted, undefined, { polling: POLL_MS });
    await page.goto('https://partner.example.com/apply');
    await expect(page).toHaveTitle(STAND_IN_TITLE);
  });

  test("the next test gets a new page (a new context: none of the app's service workers)", async ({ warmPage: page }) => {
    expect(await pageTarget(page)).not.toBe(warmTarget);
    expect(page.context().serviceWorkers()).toEqual([]);
  });
});

test.describe('a test that sets its own context settings', () => {
  test.use({ colorScheme: 'dark', permissions: ['clipboard-read', 'clipboard-write'] });

  test('gets a warm page made with them', async ({ warmPage: page }) => {
    await page.goto('/About');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    await page.evaluate(() => navigator.clipboard.writeText('allowed'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('allowed');
  });
});
