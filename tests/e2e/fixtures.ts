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
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { endpointNames, type EndpointName } from '../../actions/api/endpoints.ts';
import { endpointIn, formFields, logWire, type WireRequest } from './wireLog.ts';
import { PHONE } from '../support/phone.ts';

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
 * Gives a wrong extra request or navigation time to show. Used only where the
 * point is that nothing happens.
 */
export async function quietPeriod(page: Page, ms = 600): Promise<void> {
  await page.waitForTimeout(ms);
}

interface Fixtures {
  /** The fake native shell to install (default iOS); false for a plain browser. */
  nativeShell: NativeShell | false;
  openOrder: typeof openOrder;
  nativeMessages: typeof nativeMessages;
  sandboxRequests: typeof sandboxRequests;
}

export const test = base.extend<Fixtures>({
  nativeShell: ['ios', { option: true }],
  page: async ({ page, nativeShell }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    if (nativeShell) await page.addInitScript(installNativeShell, { shell: nativeShell, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT });
    apiLogs.set(page, logWire(page, endpointIn(endpointNames)));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
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
