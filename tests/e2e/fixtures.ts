/**
 * Shared fixtures of the Order details e2e suite.
 *
 * - A fake native shell (CONTRACT section 4; tests/support/nativeShellFake.ts),
 *   installed before any page script runs (`page.addInitScript`) and
 *   recording `{name, body}` into `window.__native`: the iOS one by default,
 *   the Android one with `test.use({ nativeShell: 'android' })`, none with
 *   `test.use({ nativeShell: false })`.
 * - `phoneContext`: a phone-sized browser context for suites that walk many
 *   pages with one context per worker.
 * - Addresses outside the app (partner and payment sites…) are answered by the
 *   local stand-in (tests/e2e/standInSites.ts), so leaving the app shows in
 *   `page.url()` and the title without internet, and nothing is routed.
 * - `apiCalls`: every API call the browser sent (any endpoint of the app's
 *   endpoint table), read from Playwright's request events. Unlike the
 *   sandbox's own log it survives leaving the app. The suites' helpers read
 *   their own endpoints' calls from it with `callsOf`.
 * - Any uncaught error in the page fails the test.
 * - Page helpers the suites' helper modules re-export (openScreen, toast,
 *   freshToast, cardRows, forceTap, quietPeriod, freezeClock, FIRST_PAINT_MS).
 */
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { endpointNames, type EndpointName } from '../../actions/api/endpoints.ts';
import { endpointIn, formFields, logWire, type WireRequest } from './wireLog.ts';
import { PHONE } from '../support/phone.ts';
import { POLL_MS } from '../support/settledText.ts';
import { recordWhatATestAdds } from './whatATestAdds.ts';

import { ANDROID_OBJECT, BRIDGE_HANDLERS, installNativeShell, type NativeMessage, type NativeShell } from '../support/nativeShellFake.ts';
export { ANDROID_OBJECT, BRIDGE_HANDLERS, installNativeShell, type NativeMessage, type NativeShell };

/** The order every test opens. */
export const ORDER = { productId: '1001', orderId: '900001' } as const;

/** The calls of the order screen (CONTRACT section 3; paths come from the app's endpoint table). */
export const ORDER_ENDPOINTS = ['loanDetails', 'orderScore', 'eventSave', 'recProductClick'] as const;
export type OrderEndpoint = (typeof ORDER_ENDPOINTS)[number];

/** The page of every address outside the app: the stand-in's (tests/e2e/standInSites.ts). */
export { STAND_IN_TITLE } from './standInSites.ts';

/** One request as the sandbox logged it. */
import type { LoggedRequest as SandboxRequest } from '../../sandbox/requestLog.ts';
export type { SandboxRequest };

const apiLogs = new WeakMap<Page, WireRequest<EndpointName>[]>();

/** Opens any screen in a sandbox scenario: `path?scenario=<name>&<query>`. */
export async function openScreen(page: Page, path: string, scenario: string, query: Record<string, string> = {}): Promise<void> {
  const params = new URLSearchParams({ scenario, ...query });
  await page.goto(`${path}?${params}`);
}

/** A button by its whole accessible name (its text, or its aria-label). */
export const button = (scope: Page | Locator, name: string): Locator => scope.getByRole('button', { name, exact: true });

/** The day the sandbox's answers were written for (sandbox/scenarios/default.json → datesFrom). */
export const SANDBOX_DAY = '2026-11-21';

/**
 * Sets the page's clock to SANDBOX_DAY, mid-morning in Manila (timers still run), before the page opens: the
 * sandbox then moves no date (an offer, the order, its repayments) and the page's today is that day, so
 * dates read as the scenarios write them. Without it they move with the real day, as in npm start.
 */
export async function onSandboxDay(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(`${SANDBOX_DAY}T10:00:00+08:00`));
}

/** The phone every suite's own context is: the iPhone-sized screen, touch, in English (tests/support/phone.ts). */
export { PHONE };

/**
 * A browser context as PHONE (or with another viewport or language). For
 * suites that walk many pages with one context per worker; the caller
 * closes it. Nothing is routed, so the pages share the browser's cache.
 */
export async function phoneContext(browser: Browser, options: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, ...options });
}

/** A JSON body as a plain object (throws when the body is not JSON). */
export function jsonFields(body: string): Record<string, unknown> {
  return JSON.parse(body) as Record<string, unknown>;
}

/** Opens the order details screen for the test order in a sandbox scenario. */
export async function openOrder(
  page: Page,
  scenario: string,
  extraQuery: Record<string, string> = {},
  path: '/orderDetail' | '/order' = '/orderDetail',
): Promise<void> {
  const query = new URLSearchParams({ scenario, ...ORDER, ...extraQuery });
  await page.goto(`${path}?${query}`);
}

/**
 * The page says `text` next to its field (the description of a control marked invalid), and no toast repeats it
 * (issue 29: a message shown inline is not toasted too; app/ToastHost.tsx).
 */
export async function expectSaidInline(page: Page, text: string, what = text): Promise<void> {
  const descriptions = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-invalid="true"]')].map((control) =>
        (control.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => (id && document.getElementById(id)?.textContent?.trim()) || '')
          .join(' ')
          .trim(),
      ),
    );
  await expect.poll(descriptions, what).toContain(text);
  // The page was asked to toast it (the chain ran to its end), and nothing with these words is drawn.
  await expect(page.locator('.toast-region'), what).toHaveAttribute('data-toast', text);
  // Read once, now: a retrying check would pass as soon as a repeating toast timed out.
  expect(await page.locator('[role="status"]', { hasText: text }).count(), what).toBe(0);
}

/** Bridge messages the fake shell received (optionally only one handler's). */
export async function nativeMessages(page: Page, name?: string): Promise<NativeMessage[]> {
  const all = await page.evaluate(() => window.__native ?? []);
  return name ? all.filter((m) => m.name === name) : all;
}

/** Requests the sandbox answered on the current page (optionally only one endpoint's). */
export async function sandboxRequests(page: Page, endpoint?: string): Promise<SandboxRequest[]> {
  const all = await page.evaluate(() => (window.__sandbox?.requests ?? []).map((r) => ({ ...r })));
  return endpoint ? all.filter((r) => r.endpoint === endpoint) : all;
}

/** Forgets what the sandbox answered so far (e.g. the first load). */
export async function clearSandboxRequests(page: Page): Promise<void> {
  await page.evaluate(() => window.__sandbox?.clearRequests());
}

/** API calls the browser sent from this page, across navigations (optionally one endpoint's). */
export function apiCalls(page: Page, endpoint?: EndpointName): WireRequest<EndpointName>[] {
  const all = apiLogs.get(page) ?? [];
  return endpoint ? all.filter((r) => r.endpoint === endpoint) : [...all];
}

/** The calls of `names` only (optionally one endpoint's), typed as those endpoints. */
export function callsOf<E extends EndpointName>(page: Page, names: readonly E[], endpoint?: E): WireRequest<E>[] {
  return apiCalls(page, endpoint).filter((r): r is WireRequest<E> => (names as readonly EndpointName[]).includes(r.endpoint));
}

/** The order screen's calls the browser sent from this page, across navigations (optionally one endpoint's). */
export function wireRequests(page: Page, endpoint?: OrderEndpoint): WireRequest<OrderEndpoint>[] {
  return callsOf(page, ORDER_ENDPOINTS, endpoint);
}

export { formFields };

/**
 * Makes the page's next `goto` load a new document in the same tab, even to an address that differs from the page's
 * only after its '#': a promotion page's hash route would otherwise be a move inside the old document, with its old
 * scenario. `mark` goes into the address the page is left at. A page that is leaving as it is marked (a redirect,
 * a timer) is marked where it lands. Fails when the page cannot be marked: the next address would be read in a
 * document it did not load, so a walk must not go on as if it had (the warm page drops such a page instead).
 */
export async function markAddressLeft(page: Page, mark: string): Promise<void> {
  // A page with no address of its own (a new tab's about:blank) loads a new document for any address anyway.
  const replace = () =>
    page.evaluate((m) => {
      if (/^https?:$/.test(location.protocol)) history.replaceState(null, '', `${location.pathname}?${m}`);
    }, mark);
  await replace().catch(async () => {
    await page.waitForLoadState().catch(() => undefined);
    await replace().catch((error: unknown) => {
      throw new Error(`the page at ${page.isClosed() ? '(closed)' : page.url()} could not be marked as left: ${String(error)}`);
    });
  });
}

/**
 * How long a screen's first paint may take: the machine is shared with other
 * suites, and a slow first paint is not what the tests are about.
 */
export const FIRST_PAINT_MS = 20_000;

/** The toast (the app shows one at a time). */
export const toast = (page: Page): Locator => page.getByRole('status');

/**
 * A toast shown after the last markToastsSeen(): the toast host draws each
 * toast as a new element, so the same text twice is told apart (the first may
 * still be up when the second should come).
 */
export const freshToast = (page: Page): Locator => page.locator('[role="status"]:not([data-e2e-seen])');
export async function markToastsSeen(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('[role="status"]').forEach((e) => e.setAttribute('data-e2e-seen', '')));
}

/** Label/value rows of a card (a region named `name`) as [label, value] pairs. */
export async function cardRows(page: Page, name: string): Promise<[string, string][]> {
  const card = page.getByRole('region', { name, exact: true });
  await expect(card).toBeVisible();
  const labels = await card.getByRole('term').allInnerTexts();
  const values = await card.getByRole('definition').allInnerTexts();
  expect(values).toHaveLength(labels.length);
  return labels.map((label, i) => [label.replace(/\s+/g, ' ').trim(), values[i].trim()]);
}

/** Taps a control even when it is disabled or the page is leaving; never fails. */
export async function forceTap(locator: Locator): Promise<void> {
  await locator.click({ force: true, timeout: 2_000 }).catch(() => undefined);
}

/**
 * Freezes the page's clock (installed with `page.clock.install()` before the
 * page loaded) a moment ahead, so timers and countdowns move only when the
 * test says (`page.clock.runFor`).
 */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Two frames drawn: what the page does in a frame for a change already made has been done (a scroll the app asked
 * for has happened and its scroll event has fired; a new viewport's resize event has been handled).
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Gives a wrong extra request or navigation time to show. Used only where the
 * point is that nothing happens.
 */
export async function quietPeriod(page: Page, ms = 600): Promise<void> {
  await page.waitForTimeout(ms);
}

/**
 * What every test's page gets: the fake native shell (none when `shell` is false), the wire log `apiCalls` reads,
 * and a record of uncaught errors, which `end` fails the test on. `end` also takes the listeners and the shell's
 * init script away, so a page the next test takes (`warmPage`) keeps nothing of this test's.
 */
async function watchPage(page: Page, shell: NativeShell | false): Promise<{ end: () => Promise<void> }> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  const shellScript = shell ? await page.addInitScript(installNativeShell, { shell, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT }) : undefined;
  const wire = logWire(page, endpointIn(endpointNames));
  apiLogs.set(page, wire.log);
  return {
    async end() {
      page.off('pageerror', onError);
      wire.stop();
      if (!page.isClosed()) await shellScript?.dispose().catch(() => undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
  };
}

/** The cookie that tells a warm page's first document of a test to start with empty storage (see `warmPage`). */
const FRESH_STORAGE_COOKIE = 'e2e-fresh-storage';

/**
 * Runs first in every document of a warm page's test (an init script): the first one of the test finds the cookie,
 * takes it away and empties this origin's local and session storage, before any script of the app has run, and
 * after the document before it (the earlier test's) has written what it writes as it goes. Later documents of the
 * same test (a reload, a screen opened from the first) keep what the test left, as in a fresh page.
 */
function emptyStorageOnce(cookie: string): void {
  try {
    if (!document.cookie.split('; ').includes(`${cookie}=1`)) return;
    document.cookie = `${cookie}=; max-age=0; path=/`;
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // A document without cookies or storage (a sandboxed frame, an opaque origin) has none to empty.
  }
}

/** The worker's warm page (docs/decisions/069): made when first asked for, made again after a test spoilt it. */
interface WarmPages {
  /** The page, in a context made with `settings` (a new one when the test's settings are not the last test's). */
  page(settings: BrowserContextOptions): Promise<Page>;
  /** Closes it: the next test that asks gets a new one. */
  drop(): Promise<void>;
}

interface Fixtures {
  /** The fake native shell to install (default iOS); false for a plain browser. */
  nativeShell: NativeShell | false;
  /**
   * A page that the worker's tests take in turn (docs/decisions/069), for a test that opens the app's screens and
   * reads them: it keeps the browser's window, its compiled scripts and its cache from test to test, so a load costs
   * the machine about a third of one in a fresh page. Each test starts with no cookie and empty storage, and has the
   * fixtures' shell, wire log and uncaught-error check, as `page` does. Unlike a fresh page, its history holds the
   * earlier tests' pages: a test of native back on a first page takes `page`. What a test adds to the page or its
   * context (listeners, init scripts, exposed functions, routes: tests/e2e/whatATestAdds.ts), the media it emulates
   * and the viewport it sets are taken back after it; a test that installs a clock, opens another tab or
   * closes the page leaves it spoilt, and the next test gets a new one (tests/e2e/warmPage.spec.ts holds all this).
   */
  warmPage: Page;
  /** The context settings `warmPage`'s context is made with. */
  warmContextSettings: BrowserContextOptions;
  openOrder: typeof openOrder;
  nativeMessages: typeof nativeMessages;
  sandboxRequests: typeof sandboxRequests;
}

export const test = base.extend<Fixtures, { warmPages: WarmPages }>({
  nativeShell: ['ios', { option: true }],
  page: async ({ page, nativeShell }, use) => {
    const watch = await watchPage(page, nativeShell);
    await use(page);
    await watch.end();
  },
  warmPages: [
    async ({ browser }, use) => {
      let context: BrowserContext | undefined;
      let page: Page | undefined;
      let madeWith = '';
      const drop = async () => {
        await context?.close().catch(() => undefined);
        context = page = undefined;
      };
      await use({
        async page(settings) {
          if (!page || page.isClosed() || JSON.stringify(settings) !== madeWith) {
            await drop();
            context = await browser.newContext(settings);
            page = await context.newPage();
            madeWith = JSON.stringify(settings);
          }
          return page;
        },
        drop,
      });
      await drop();
    },
    { scope: 'worker' },
  ],
  // The context settings a test can set (`test.use`), merged as Playwright merges them for `page`'s context. Playwright
  // reads a fixture's dependencies from its first parameter's names (a rest pattern is refused), hence the list twice.
  // prettier-ignore
  warmContextSettings: async ({ contextOptions, acceptDownloads, bypassCSP, colorScheme, contrast, deviceScaleFactor, extraHTTPHeaders,
      forcedColors, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions,
      proxy, reducedMotion, screen, storageState, timezoneId, userAgent, viewport, baseURL, serviceWorkers }, use) => {
    const named = { acceptDownloads, bypassCSP, colorScheme, contrast, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation,
      hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, screen,
      storageState, timezoneId, userAgent, viewport, baseURL, serviceWorkers };
    await use({ ...contextOptions, ...Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined)) });
  },
  // A test whose settings differ from the last test's (a locale, permissions) gets a warm page of its own settings.
  warmPage: async ({ warmPages, warmContextSettings, nativeShell, baseURL, viewport }, use) => {
    const page = await warmPages.page(warmContextSettings);
    const context = page.context();
    await context.clearCookies();
    await context.addCookies([{ name: FRESH_STORAGE_COOKIE, value: '1', url: baseURL }]);
    const emptying = await page.addInitScript(emptyStorageOnce, FRESH_STORAGE_COOKIE);
    const watch = await watchPage(page, nativeShell);
    const added = recordWhatATestAdds(page);
    await use(page);
    await added.takeBack();
    await emptying.dispose().catch(() => undefined);
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null }).catch(() => undefined);
    if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport).catch(() => undefined);
    // A page with the test's clock is not reused (it cannot give the clock back), and its context goes with it. Nor is
    // a page that ended outside the app (a partner's page, a store): the app's service worker, which must go (below),
    // can be unregistered only from a page of the app.
    const { clock, away } = await page
      .evaluate((app) => ({ clock: '__pwClock' in globalThis, away: location.origin !== app }), new URL(String(baseURL)).origin)
      .catch(() => ({ clock: true, away: true }));
    // The sandbox's service worker goes too, as from a fresh page: on a page that already has it, msw asks the browser
    // to update it without catching a failure, which then fails the next test as an uncaught error (seen once in a
    // clean-clone run: "Failed to update a ServiceWorker … Not found"). The next page registers it again.
    // A page whose sandbox is still starting has the worker's registration under way, which would land after the
    // unregistering: it is waited for, and a page where it never lands is not reused.
    const workerSettled =
      !clock &&
      !away &&
      (await page
        .waitForFunction(() => !window.__sandbox || window.__sandbox.workerStarted, undefined, { timeout: 10_000, polling: POLL_MS })
        .then(
          () => true,
          () => false,
        ));
    // A page where either fails is not reused: it would keep the worker, or its next address could reuse its document.
    const unregistered =
      workerSettled &&
      (await page
        .evaluate(async () => {
          for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
        })
        .then(
          () => true,
          () => false,
        ));
    // The next test's first address must load a new document.
    const marked =
      unregistered &&
      (await markAddressLeft(page, 'e2e-test-ended').then(
        () => true,
        () => false,
      ));
    if (!marked || page.isClosed() || context.pages().length > 1) await warmPages.drop();
    await watch.end();
  },
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  openOrder: async ({}, use) => use(openOrder),
  // eslint-disable-next-line no-empty-pattern
  nativeMessages: async ({}, use) => use(nativeMessages),
  // eslint-disable-next-line no-empty-pattern
  sandboxRequests: async ({}, use) => use(sandboxRequests),
});

export { expect };
