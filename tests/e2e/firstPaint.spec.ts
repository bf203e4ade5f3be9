/**
 * First paint (issue 18): every route's HTML carries its screen's shell, the
 * app takes it over without a shift or a redraw, and a tap on the shell before
 * the app has loaded is not lost.
 *
 * - Without a browser: each route's address, as a host following docs/hosting.md serves it (the preview uses scripts/hostingRule.ts), answers
 *   with the screen's title and its first paint in the HTML: a static page
 *   whole, a data screen's loading words; an unknown address gets the
 *   not-found page with status 404.
 * - In Chromium, every route and promotion page (one context per worker):
 *   no layout shift from the first paint to the loaded page (CLS 0), no
 *   hydration mismatch, and a hydrated page keeps the very elements the
 *   HTML brought (adopted, not redrawn).
 */
import type { Page } from '@playwright/test';
import { expect, markAddressLeft, nativeMessages, phoneContext, test } from './fixtures.ts';
import { appCopy, escapeRegExp } from './copy.ts';
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import configFile from '../../schemas/config.json' with { type: 'json' };
import lender from '../../schemas/lender.json' with { type: 'json' };
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import siteScreen from '../../schemas/screens/site.json' with { type: 'json' };
import { addressOf, scenarios } from '../support/scenarioAddresses.ts';
import { HYDRATION_WARNING } from '../../app/bootWarnings.ts';
import { readScreen } from '../../scripts/readScreen.ts';
import { APP_FILE } from './appFile.ts';
import { routeFileMap } from '../support/builtFile.ts';
import { START_GLOBAL } from '../../scripts/startGlobal.ts';
import { RUNTIME } from '../../scripts/builtCode.ts';
import { shellsAndLanguages } from './shellsAndLanguages.ts';

const routes = Object.entries(routesFile.routes as Record<string, string | null>);
const promoRoutes = Object.entries(routesFile.promo as Record<string, string>);

interface Source {
  blocking?: boolean;
  loadingText?: { var?: string };
}
interface Doc {
  title?: { var?: string };
  prerender?: boolean;
  data?: Record<string, Source>;
  copy?: { en?: Record<string, unknown> };
}
// With its shared parts: a part's loading text is the screen's.
const docOf = (id: string) => readScreen(id) as unknown as Doc;

/** What the screen's first paint says, read from its document (English; no page query: one HTML file serves every address). */
function firstPaintOf(screenId: string) {
  const doc = docOf(screenId);
  const source = Object.values(doc.data ?? {}).find((s) => s.blocking !== false);
  // A screen's copy comes before the app's (copy.json).
  const text = (expr: { var?: string } | undefined) => {
    const key = expr?.var?.match(/^copy\.(\w+)$/)?.[1];
    const said = key ? (doc.copy?.en?.[key] ?? (appCopy as Record<string, unknown>)[key]) : undefined;
    return typeof said === 'string' ? said : undefined;
  };
  return {
    title: text(doc.title) ?? '',
    isStatic: doc.prerender === true,
    loading: source ? (text(source.loadingText) ?? String(appCopy.loading)) : null,
  };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('Each route’s HTML carries its first paint (no browser)', () => {
  for (const [path, screenId] of routes) {
    test(`${path}`, async ({ request }) => {
      const screen = screenId ?? routesFile.notFound;
      const expected = firstPaintOf(screen);
      for (const address of [path, `${path}?scenario=default`]) {
        const answer = await request.get(address);
        expect(answer.status(), address).toBe(200);
        const html = await answer.text();
        if (expected.title) expect(html, `${address}: the screen's title`).toContain(`<title>${escapeHtml(expected.title)}</title>`);
        const root = textOf(rootOf(html));
        if (expected.isStatic) {
          expect(html, 'taken over as is').toContain('data-hydrate=');
          // The whole page is there: its heading and a good part of its words.
          if (expected.title) expect(root).toContain(expected.title);
          expect(root.length, `${address}: the page's text is in the HTML`).toBeGreaterThan(200);
        } else if (expected.loading) {
          expect(html, 'taken over as is').toContain('data-hydrate=');
          expect(root, `${address}: the screen's loading words`).toContain(expected.loading);
        } else if (html.includes('data-hydrate=')) {
          // A first render that reads nothing of the address (app/addressReads.ts; tests/unit/app/prerenderPage.test.tsx
          // says which): in the HTML, and adopted by the app without a mismatch (the walk in Chromium below).
          if (expected.title) expect(root, `${address}: the screen's first render`).toContain(expected.title);
        } else {
          expect(root, `${address}: the loader`).toContain(String(appCopy.loading));
        }
      }
    });
  }

  test('every route’s HTML carries its boot-failure page in every language, with the screen’s ways out', async ({ request }) => {
    const market = (await import('../../schemas/markets/PH.json', { with: { type: 'json' } })).default as { languages: string[] };
    const errorPage = configFile.errorPage as { wayOut: string[]; screens: Record<string, string[]> };
    const problems: string[] = [];
    for (const [path, screenId] of routes) {
      const screen = screenId ?? routesFile.notFound;
      const html = await (await request.get(path)).text();
      const template = html.match(/<template id="boot-failed"[^>]*>([\s\S]*?)<\/template>/)?.[1] ?? '';
      const ways = errorPage.screens[screen] ?? errorPage.wayOut;
      for (const lang of market.languages) {
        const page = template.match(new RegExp(`<div data-lang="${escapeRegExp(lang)}"[^>]*>([\\s\\S]*?)(?=<div data-lang=|$)`))?.[1];
        const copy = (appCopyFile as unknown as Record<string, Record<string, string>>)[lang];
        if (!page) problems.push(`${path}: no ${lang} page`);
        else {
          const buttons = (page.match(/<button/g) ?? []).length;
          if (buttons !== 1 + ways.length) problems.push(`${path} (${lang}): ${buttons} buttons, expected Try again and ${ways.join(', ')}`);
          if (!textOf(page).includes(copy.networkError)) problems.push(`${path} (${lang}): not in its words`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('an unknown address: the not-found page with status 404; a missing file: a plain 404', async ({ request }) => {
    const answer = await request.get('/no-such-page');
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain(`<title>${escapeHtml(firstPaintOf(routesFile.notFound).title)}</title>`);
    const file = await request.get('/assets/no-such-chunk.js');
    expect(file.status()).toBe(404);
    expect(await file.text()).not.toContain('<html');
  });

  // The entry's code is in each page (scripts/inlineEntry.ts, decision 045): the first paint's script, the early request and
  // the held taps wait for no file, the app's file least of all (it is asked for by a dynamic import, after the first paint).
  test('the entry is in the page: it runs without waiting for any file, and hands `start` over to the app', async ({ request }) => {
    for (const path of ['/orderDetail', '/', '/bindBank', '/promo/']) {
      const html = await (await request.get(path)).text();
      expect(html, `${path}: no entry file to fetch first`).not.toMatch(/<script[^>]*\ssrc="\/assets\//);
      const scripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(scripts.length, `${path}: \`start\`, then the entry`).toBe(2);
      expect(scripts[0], `${path}: \`start\` hands its exports over`).toContain(`globalThis.${START_GLOBAL}=`);
      for (const code of scripts) {
        const imports = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"`()]*?from\s*)?["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
        expect(imports, `${path}: a static import would hold the script until its file came`).toEqual([]);
        expect(APP_FILE.test(code.replace(/import\(`[^`]*`\)/g, '')), `${path}: the app's file only by a dynamic import`).toBe(false);
      }
    }
  });

  // One HTML serves every promotion page (scripts/promoPages.ts): the loader in #root for an unknown route, and each
  // page's first paint as a template its route puts in place before the first paint.
  test('the promotion entry: the loader, and each promotion page’s first paint by its route', async ({ request }) => {
    const answer = await request.get('/promo/');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    const root = html.indexOf('<div id="root"');
    expect(textOf(html.slice(root, html.indexOf('<template', root))), 'an unknown route: the loader').toContain(String(appCopy.loading));
    for (const [route, screenId] of promoRoutes) {
      const template = html.match(new RegExp(`<template data-promo-route="${escapeRegExp(route)}" data-hydrate="[^"]+"[^>]*>([\\s\\S]*?)</template>`))?.[1];
      expect(template, `${route}: its first paint is in the HTML`).toBeDefined();
      const expected = firstPaintOf(screenId);
      if (expected.loading) expect(textOf(template!), `${route}: its loading words`).toContain(expected.loading);
      else expect(textOf(template!), `${route}: its first render`).toContain(expected.title);
    }
  });
});

/** Every address walked in Chromium: the default scenario's query where it names the screen. */
const addresses: { label: string; url: string }[] = [
  ...routes.map(([path, screenId]) => {
    const screen = screenId ?? routesFile.notFound;
    const named = scenarios.default?.screens?.includes(screen);
    return { label: path, url: (named && addressOf(screen, 'default', 'en')?.replace(/^\/[^?]*/, path)) || `${path}?scenario=default&lang=en` };
  }),
  ...promoRoutes.map(([hash, screen]) => ({ label: `/promo/#${hash}`, url: addressOf(screen, 'default', 'en')!.replace(/#[^?]*/, `#${hash}`) })),
  { label: 'unknown address', url: '/no-such-page?scenario=default&lang=en' },
];

/** Installed before any page script: layout shifts from the first paint on, and a mark on the elements the HTML brought. */
function watchFirstPaint() {
  const w = window as unknown as { __cls: number; __shifts: string[] };
  w.__cls = 0;
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      if (entry.hadRecentInput) continue;
      w.__cls += entry.value;
      w.__shifts.push(entry.sources?.map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ') ?? '');
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const first = document.getElementById('root')?.firstElementChild as (Element & { __fromHtml?: boolean }) | null | undefined;
    if (first) first.__fromHtml = true;
  });
}

async function settle(page: Page) {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"].w-loader')).toHaveCount(0, { timeout: 20_000 });
  // Late content (pictures, the fonts) is in and laid out: whatever it moved is counted. A state, not a time:
  // 500 ms per page was most of this walk, and on a loaded machine a picture can take longer.
  // A lazy picture the browser leaves for later (below or beside the screen, or not drawn at all: in a closed popup,
  // a hidden tab) loads only when it comes into view: it moves nothing in view, and waiting for it would wait for ever.
  await page.waitForFunction(async () => {
    const later = (img: HTMLImageElement) => {
      if (img.loading !== 'lazy') return false;
      const box = img.getBoundingClientRect();
      return img.getClientRects().length === 0 || box.top >= innerHeight || box.left >= innerWidth;
    };
    const loaded = () => [...document.images].every((img) => img.complete || later(img));
    await document.fonts.ready;
    if (!loaded()) return false;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return loaded();
  });
}

test.describe('The app takes its first paint over without a shift', () => {
  test('every route and promotion page: CLS 0, no hydration mismatch, the HTML’s elements adopted, its first-render files as one', async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await phoneContext(browser);
    await context.addInitScript(watchFirstPaint);
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes(HYDRATION_WARNING)) warnings.push(m.text());
    });
    const problems: string[] = [];
    let carried = 0;
    // The files the page asks for: a route's first-render files come as one, by its import map (scripts/routeMerge.ts).
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname));
    for (const { label, url } of addresses) {
      warnings.length = 0;
      asked.clear();
      // Promotion pages differ only after the `#`: from one to the next would be a move within the page, not a load.
      if (label.startsWith('/promo/#')) await markAddressLeft(page, 'next-address');
      await page.goto(url);
      await settle(page);
      const map = routeFileMap(label);
      const joined = [...new Set(Object.values(map))];
      if (joined.some((file) => !asked.has(file))) problems.push(`${label}: its joined file ${joined.join(', ')} was not loaded`);
      const originals = Object.keys(map).filter((file) => asked.has(file));
      if (originals.length) problems.push(`${label}: loaded ${originals.join(', ')}, which its import map joins into ${joined.join(', ')}`);
      // The page carries the bundler's runtime with `start` (scripts/inlineEntry.ts): never a file in flight.
      const runtime = [...asked].filter((path) => new RegExp(`^/assets/${RUNTIME}-`).test(path));
      if (runtime.length) problems.push(`${label}: fetched ${runtime.join(', ')}, whose code the page carries`);
      // A page that carries its stylesheet (scripts/pageStyle.ts) asks for none, and still paints styled (CLS 0 below).
      const linksStyle = await page.evaluate(() => !!document.querySelector('link[rel="stylesheet"]'));
      const styleAsked = [...asked].filter((path) => path.endsWith('.css'));
      if (!linksStyle) carried += 1;
      if (!linksStyle && styleAsked.length) problems.push(`${label}: carries its stylesheet, yet fetched ${styleAsked.join(', ')}`);
      const found = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        const root = document.getElementById('root')!;
        const first = root.firstElementChild as (Element & { __fromHtml?: boolean }) | null;
        return {
          cls: w.__cls,
          shifts: w.__shifts,
          hydrated: !!root.dataset.hydrate,
          adopted: !!first?.__fromHtml,
          loaderStill: !!root.querySelector('.w-loader[aria-busy="true"]'),
        };
      });
      if (found.cls > 0) problems.push(`${label}: layout shift ${found.cls.toFixed(4)} (${found.shifts.join(' | ')})`);
      if (warnings.length) problems.push(`${label}: ${warnings.join(' | ')}`);
      // A static page is adopted as it came; a data screen's loader is replaced by its content once the answer is in.
      const isStatic = routes.some(([path, id]) => path === label && id && docOf(id).prerender === true);
      if (isStatic && !(found.hydrated && found.adopted)) problems.push(`${label}: the prerendered page was redrawn, not taken over`);
      // A promotion page's first paint is put in place from its template (scripts/promoPages.ts); one with no data
      // to wait for (the register form, the agreement) is the very markup the app then owns.
      const promo = promoRoutes.find(([hash]) => label === `/promo/#${hash}`);
      if (promo && !found.hydrated) problems.push(`${label}: its first paint was not put in place from the HTML`);
      if (promo && !docOf(promo[1]).data && !found.adopted) problems.push(`${label}: the page from the HTML was redrawn, not taken over`);
    }
    expect(problems).toEqual([]);
    // The class is there to check: most routes' files come joined (a route with one file of its own has nothing to join).
    expect(routes.filter(([path]) => Object.keys(routeFileMap(path)).length > 0).length, 'routes whose files come as one').toBeGreaterThan(routes.length / 2);
    // and most pages carry their stylesheet (the data screens fit the first round trip with it; the site pages do not).
    expect(carried, 'pages that carry their stylesheet').toBeGreaterThan(addresses.length / 2);
    await context.close();
  });
});

test.describe('A tap before the app has loaded', () => {
  // The entry that holds taps is in the page itself (scripts/inlineEntry.ts): it runs once the HTML is parsed, with no
  // file to wait for. So the app's file is the one that can be slow.
  test('the app’s code waits: the contact form filled and sent on the prerendered page is sent once the app owns it (PH: to the e-mail app)', async ({
    browser,
  }) => {
    const context = await phoneContext(browser);
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(APP_FILE, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    // Not 'domcontentloaded': that waits for the entry (a module script).
    await page.goto('/Contact?scenario=default&lang=en', { waitUntil: 'commit' });
    const copy = siteScreen.copy.en;
    await page.getByLabel(copy.company).fill('Acme Trading');
    await page.getByLabel(copy.subject).fill('Partnership');
    await page.getByLabel(copy.message).fill('We would like to offer your borrowers a savings account.');
    await page.getByLabel(copy.replyTo).fill('partners@acme.example.ph');
    // The tap is held by the entry until the app owns the page.
    await page.getByRole('button', { name: copy.send, exact: true }).click();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
    // Under PH the form hands the message to the e-mail app and says that it did (tests/e2e/site.spec.ts reads the mailto:).
    await expect(page.getByRole('status').filter({ hasText: copy.mailTitle })).toBeVisible();
    await expect(page.getByLabel(copy.replyTo)).toHaveValue('partners@acme.example.ph');
    await context.close();
  });
});

test.describe('The app’s code does not arrive', () => {
  for (const [label, url, chunk] of [
    ['a data screen', '/orderDetail?scenario=default&lang=en', APP_FILE],
    ['a static page', '/aboutUs?scenario=default&lang=en', APP_FILE],
    ['the promotion entry', '/promo/?scenario=default&lang=en#/', /\/assets\/startPromo-[^/]*\.js/],
  ] as const) {
    test(`${label}: the error page with Try again replaces the shell; Try again loads the page`, async ({ browser }) => {
      const context = await phoneContext(browser);
      await context.route(chunk, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByText(String(appCopy.networkError))).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await context.unroute(chunk);
      await page.getByRole('button', { name: String(appCopy.retry), exact: true }).click();
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByText(String(appCopy.networkError))).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe('The app’s code does not arrive: the page still speaks the address’s language and has ways out', () => {
  // Once per shell and language pair (tests/e2e/shellsAndLanguages.ts): the shell carries the page's messages, the language its words.
  for (const { shell, lang } of shellsAndLanguages()) {
    test.describe(`${shell} shell`, () => {
      test.use({ nativeShell: shell });
      test(`${lang}: in its words, Go back and the shell’s back close the first page, Call customer service calls`, async ({ page }) => {
        const copy = (appCopyFile as unknown as Record<string, Record<string, string>>)[lang];
        // The context's route: the sandbox's service worker fetches the page's files, and only this one sees those.
        await page.context().route(APP_FILE, (route) => route.abort());
        await page.goto(`/orderDetail?scenario=default&lang=${lang}`);
        await expect(page.getByText(copy.networkError)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { name: copy.errorHeading })).toBeVisible();
        // The order page's ways out (config errorPage.wayOut), as the app's own error page offers them.
        await expect(page.getByRole('button')).toHaveText([copy.retry, copy.back, copy.callService]);
        await page.getByRole('button', { name: copy.callService, exact: true }).click();
        expect((await nativeMessages(page, 'callPhone')).map((m) => m.body)).toEqual([{ phone: lender.telephone }]);
        await page.getByRole('button', { name: copy.back, exact: true }).click();
        await expect.poll(async () => (await nativeMessages(page, 'closeWebView')).length).toBe(1);
        // The shell's back button: the page is the first the shell opened, so the web view is asked to close.
        await page.evaluate(() => (window as unknown as { onNativeMessage: (name: string) => void }).onNativeMessage('goBack'));
        await expect.poll(async () => (await nativeMessages(page, 'closeWebView')).length).toBe(2);
      });
    });
  }
});
