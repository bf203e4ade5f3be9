/**
 * The route's first data request starts before React and the screen's chunk
 * have finished loading (app/earlyData.ts, issue 18), and the engine takes it
 * over: one request per data source on the wire, never two. Every route of
 * the build-time manifest (scripts/earlyDataPlugin.ts) is opened.
 *
 * What is sent is counted from the browser's request events (fixtures'
 * apiCalls): the sandbox's service worker answers the API, which page.route
 * never sees, but the request events still report every request. Their
 * timing is not usable though: for a request the worker handles, Chromium
 * reports start and end together once it is answered. When a request started
 * and a chunk finished is read in the page instead (Resource Timing).
 */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { readScreen } from '../../scripts/readScreen.ts';
import { ORDER, apiCalls, expect, quietPeriod, test } from './fixtures.ts';
import { earlyDataManifest, type EarlySource } from '../../scripts/earlyDataPlugin.ts';
import { endpoints, type EndpointName } from '../../actions/api/endpoints.ts';
import { appCopy } from './copy.ts';
import { APP_FILE } from './appFile.ts';
import { builtFile } from '../support/builtFile.ts';

const root = join(import.meta.dirname, '..', '..');
const manifest = earlyDataManifest(root);

/** The error page's retry label on a screen: its own wording, else the app's. */
function retryLabel(screenId: string): string {
  const doc = readScreen(screenId) as { copy?: { en?: { retry?: unknown } } };
  const own = doc.copy?.en?.retry;
  return typeof own === 'string' ? own : appCopy.retry;
}

interface Loaded {
  /** Path and query of the resource. */
  name: string;
  startTime: number;
  responseEnd: number;
}

/** What the page has loaded so far, with its own clock's start and end times. */
function loaded(page: Page): Promise<Loaded[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => {
      const url = new URL(e.name);
      return { name: url.pathname + url.search, startTime: e.startTime, responseEnd: e.responseEnd };
    }),
  );
}

/** The file that holds the screen's document, as the route's page loads it (its first render's files come as one: scripts/routeMerge.ts). */
const isScreenFile = (screenId: string, path: string) => {
  const file = builtFile(`schemas/screens/${screenId}.json`, path);
  return (r: Loaded) => r.name.split('?')[0] === file;
};
/** React comes in the app's file (scripts/firstPaintChunks.ts groups React, the router and the engine). */
const isReact = (r: Loaded) => APP_FILE.test(r.name.split('?')[0]);
const isCall = (endpoint: EndpointName) => (r: Loaded) => r.name.split('?')[0].endsWith(endpoints[endpoint].path);

/**
 * Waits until the page has loaded React, the screen's chunk and every early
 * request's answer, then gives a second request time to show; returns when
 * each early request started and when the code had finished loading.
 */
async function settled(page: Page, screenId: string, path: string, sources: EarlySource[]) {
  const isScreen = isScreenFile(screenId, path);
  let all: Loaded[] = [];
  await expect
    .poll(
      async () => {
        all = await loaded(page);
        return [isReact, isScreen, ...sources.map((s) => isCall(s.endpoint))].every((is) => all.some((r) => is(r) && r.responseEnd > 0));
      },
      { message: 'React, the screen chunk and the early requests loaded' },
    )
    .toBe(true);
  await quietPeriod(page);
  const finished = (is: (r: Loaded) => boolean) => Math.max(...all.filter(is).map((r) => r.responseEnd));
  return {
    react: finished(isReact),
    screen: finished(isScreen),
    started: (endpoint: EndpointName) => Math.min(...all.filter(isCall(endpoint)).map((r) => r.startTime)),
  };
}

/** The page address of a route: the test order, and a value for every query parameter its requests read. */
function addressOf(path: string, sources: EarlySource[], scenario = 'default', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ scenario, ...ORDER, ...extra });
  for (const { args } of sources) for (const [, arg] of args) if ('query' in arg && !query.has(arg.query)) query.set(arg.query, '7');
  return `${path}?${query}`;
}

test.describe('the first data request starts with the code', () => {
  test('/orderDetail: loanDetails starts before the screen chunk and React have loaded, and is sent once', async ({ page }) => {
    await page.goto(addressOf('/orderDetail', manifest.screens.orderDetail));
    const times = await settled(page, 'orderDetail', '/orderDetail', manifest.screens.orderDetail);
    expect(times.started('loanDetails')).toBeLessThan(times.react);
    expect(times.started('loanDetails')).toBeLessThan(times.screen);
    expect(apiCalls(page, 'loanDetails')).toHaveLength(1);
  });

  for (const [path, screenId] of Object.entries(manifest.routes)) {
    const sources = manifest.screens[screenId];
    test(`${path}: one request per data source, each started before React and the screen chunk had loaded`, async ({ page }) => {
      await page.goto(addressOf(path, sources));
      const times = await settled(page, screenId, path, sources);
      for (const { endpoint } of sources) {
        expect(apiCalls(page, endpoint), `${endpoint} requests`).toHaveLength(1);
        expect(times.started(endpoint), `${endpoint} started before React loaded`).toBeLessThan(times.react);
        expect(times.started(endpoint), `${endpoint} started before the screen chunk loaded`).toBeLessThan(times.screen);
      }
    });
  }

  // One route per client kind; the copied headers (json: building, gather; form: swift, eyes) in the address.
  const failing = [
    { path: '/orderDetail', screenId: 'orderDetail', scenario: 'order-network-failure', endpoint: 'loanDetails' },
    { path: '/bindBank', screenId: 'bindBank', scenario: 'bank-network-failure', endpoint: 'cardInit' },
    { path: '/confirmLoan', screenId: 'confirmLoan', scenario: 'confirm-network-failure', endpoint: 'loanConfirmDetail' },
  ] as const;
  for (const { path, screenId, scenario, endpoint } of failing) {
    test(`${path} in ${scenario}: the failed early request shows the retry; the retry sends the same bytes again, once`, async ({ page }) => {
      const headers = { building: 'B 1', gather: 'G&1', swift: 'S/1', eyes: 'E+1', deviceId: 'd-1', sessionId: 's-1' };
      await page.goto(addressOf(path, manifest.screens[screenId], scenario, headers));
      const retry = page.getByRole('button', { name: retryLabel(screenId), exact: true });
      await expect(retry).toBeVisible();
      expect(apiCalls(page, endpoint)).toHaveLength(1);

      await page.evaluate(() => window.__sandbox?.setScenario('default'));
      await retry.click();
      await expect.poll(() => apiCalls(page, endpoint).length).toBe(2);
      await quietPeriod(page);
      const [early, own] = apiCalls(page, endpoint);
      expect(apiCalls(page, endpoint)).toHaveLength(2);
      // The boot code's request (fetch) and the engine's own (axios, XHR) are the same on the wire.
      expect(own).toEqual(early);
    });
  }
});
