/**
 * Repeat visits (issue 31): a web view opened again finds the app's code in
 * its cache. The e2e server (`vite preview` with scripts/hostingPlugin.ts)
 * answers by the caching rule of docs/hosting.md (scripts/cacheControl.ts):
 *
 * - without a browser, every route's page is `no-cache` with an ETag and
 *   Last-Modified, and a revalidation is a 304; the code and stylesheet it
 *   names (Vite's hashed files under /assets/) are kept a year, immutable;
 * - in Chromium, a second visit of /orderDetail (the same browser profile)
 *   takes the code its page starts with from the cache, asking the server
 *   nothing (no 304 round trip either).
 */
import type { Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures.ts';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { addressOf } from '../support/scenarioAddresses.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const pages = [...Object.keys(routesFile.routes), '/promo/'];

/**
 * The hashed files a page's HTML names: its module preloads and linked stylesheet, and the files the code it carries
 * imports (scripts/inlineEntry.ts: the app's file). A page that carries its stylesheet (scripts/pageStyle.ts) names
 * no stylesheet.
 */
const assetsNamedBy = (html: string) => [...new Set([...html.matchAll(/["'`](\/assets\/[^"'`]+\.(?:js|css))["'`]/g)].map((m) => m[1]))];

test.describe('Every route and its files carry the caching rule (no browser)', () => {
  for (const path of pages) {
    test(`${path}`, async ({ request }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(200);
      const headers = answer.headers();
      expect(headers['cache-control'], 'a page is revalidated on every visit').toBe('no-cache');
      expect(headers['etag'], 'with an ETag').toBeTruthy();
      expect(headers['last-modified'], 'and Last-Modified').toBeTruthy();
      const again = await request.get(path, { headers: { 'If-None-Match': headers['etag'] } });
      expect(again.status(), 'an unchanged page revalidates as a 304').toBe(304);

      const assets = assetsNamedBy(await answer.text());
      expect(assets.length, 'the page names its code').toBeGreaterThan(0);
      for (const asset of assets) {
        const file = await request.get(asset);
        expect(file.status(), asset).toBe(200);
        expect(file.headers()['cache-control'], asset).toBe(IMMUTABLE);
      }
    });
  }
});

interface Loaded {
  url: string;
  status: number;
  /** Chromium's own word (DevTools protocol): from its disk or memory cache, through a service worker. */
  fromCache: boolean;
  fromServiceWorker: boolean;
}

/**
 * Every /assets/*.js answer the page gets until it is drawn, as Chromium reports it (Playwright's Response
 * does not say whether it came from the cache; the DevTools protocol does).
 */
async function visit(page: Page, address: string): Promise<Loaded[]> {
  const cdp = await page.context().newCDPSession(page);
  const scripts = new Map<string, Loaded>();
  const fromMemory = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!/\/assets\/[^/?]+\.js$/.test(new URL(response.url).pathname)) return;
    scripts.set(requestId, {
      url: new URL(response.url).pathname,
      status: response.status,
      fromCache: !!response.fromDiskCache || fromMemory.has(requestId),
      fromServiceWorker: !!response.fromServiceWorker,
    });
  });
  await cdp.send('Network.enable');
  await page.goto(address);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"].w-loader')).toHaveCount(0, { timeout: 20_000 });
  await cdp.detach();
  return [...scripts.values()];
}

test('a second visit of /orderDetail takes its code from the browser’s cache, without asking the server', async ({ browser }) => {
  // A context of its own: Playwright turns the HTTP cache off in a page or context with routes (the fixtures' page has some).
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const address = addressOf('orderDetail', 'default', 'en')!;
    const first = await visit(page, address);
    // The code it loaded (the entry's is in the page itself, scripts/inlineEntry.ts; the e2e build links no preloads).
    const named = first.map((r) => r.url);
    expect(named.length, 'the page loads its code').toBeGreaterThan(0);
    expect(
      first.filter((r) => r.fromCache).map((r) => r.url),
      'a first visit fetches its code',
    ).toEqual([]);
    const second = await visit(page, address);
    for (const asset of named)
      expect(
        second.map((r) => r.url),
        `${asset}: loaded on the second visit`,
      ).toContain(asset);
    // Through the sandbox's service worker (the e2e build only) too: Chromium says where the worker's fetch found it.
    const asked = second.filter((r) => !r.fromCache).map((r) => `${r.url} (status ${r.status}${r.fromServiceWorker ? ', via the service worker' : ''})`);
    expect(asked, 'no code of the second visit went to the server, not even to revalidate').toEqual([]);
  } finally {
    await context.close();
  }
});
