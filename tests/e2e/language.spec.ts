/**
 * English and Filipino in Chromium at phone size (CONTRACT section 6), as a
 * Filipino borrower meets them:
 *
 * - every screen in every sandbox scenario that names it, in Filipino (and
 *   every screen in English): the page speaks that language (<html lang>,
 *   its title), shows no Chinese and none of the seed's Indonesian, and no
 *   amount grouped with dots. One browser context per worker walks them;
 * - the language is kept for the tab across in-app navigation;
 * - a browser set to Filipino (fil, tl) gets Filipino without `lang`.
 *
 * The same walk over the resolved view trees (with every text the screens
 * can show after a tap) is in vitest: tests/snapshot/screens.test.ts and
 * tests/unit/screens/phCopy.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { ORDER, phoneContext } from './fixtures';
import { foreignText } from '../support/foreignText';

type Json = Record<string, unknown>;
const root = process.cwd();
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as Json;

// ---------------------------------------------------------------- what to walk

interface Scenario {
  screens?: string[];
  query?: Record<string, string>;
  extends?: string;
}
const scenarioFiles = readdirSync(join(root, 'sandbox', 'scenarios')).filter((f) => f.endsWith('.json'));
const scenarios = Object.fromEntries(scenarioFiles.map((f) => [f.replace(/\.json$/, ''), readJson('sandbox', 'scenarios', f) as Scenario]));

/** The page query a scenario is opened with (its own over what it extends, over the default's). */
function queryOf(name: string, seen: string[] = []): Record<string, string> {
  const own = scenarios[name];
  if (!own || seen.includes(name)) return {};
  const parent = own.extends ?? (name === 'default' ? undefined : 'default');
  return { ...(parent ? queryOf(parent, [...seen, name]) : {}), ...(own.query ?? {}) };
}

/** Where a screen is opened: its first product route, or its promotion hash route. */
function addressOf(screen: string, scenario: string, lang: string): string | null {
  const query = new URLSearchParams({ ...queryOf(scenario), scenario, lang }).toString();
  const product = Object.entries(routesFile.routes as Record<string, string | null>).find(([, id]) => id === screen)?.[0];
  if (product) return `${product}?${query}`;
  const promo = Object.entries(routesFile.promo as Record<string, string>).find(([, id]) => id === screen)?.[0];
  return promo ? `/promo/#${promo}?${query}` : null;
}

/** The title a screen gives the document in a language, when it is one text of its copy. */
function titleOf(screen: string, lang: string): string | null {
  const doc = readJson('schemas', 'screens', `${screen}.json`) as { title?: { var?: string }; copy?: Record<string, Json> };
  const key = doc.title?.var?.match(/^copy\.(\w+)$/)?.[1];
  const text = key ? doc.copy?.[lang]?.[key] : undefined;
  return typeof text === 'string' ? text : null;
}

const cases = Object.entries(scenarios).flatMap(([name, s]) => (s.screens ?? []).map((screen) => ({ name, screen })));

// ---------------------------------------------------------------- one context per worker

const test = base.extend<object, { walker: { context: BrowserContext } }>({
  walker: [
    async ({ browser }: { browser: Browser }, use) => {
      // Scenarios that send the borrower to a partner's page get a tiny page instead of the internet.
      const context = await phoneContext(browser);
      await use({ context });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * What the page shows once its first answers are in (or its loading state,
 * for a scenario that never answers); null when the scenario sends the
 * borrower out of the app (a redirect to a partner's page).
 */
async function settledText(page: Page, origin: string, title: string | null): Promise<{ text: string; title: string; lang: string } | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (new URL(page.url()).origin !== origin) return null;
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 10_000 });
      // The screen's document has arrived once it names the page (in every phase, loading included); on a
      // loaded machine its chunk can take longer than the loader wait below. A wrong title is still reported.
      if (title) await page.waitForFunction((t) => document.title === t, title, { timeout: 10_000 }).catch(() => undefined);
      // Loaded, or still loading after a while (a scenario whose answer never comes shows its loading words).
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 1_500 }).catch(() => undefined);
      await page.waitForTimeout(150); // toasts of the screen's first chains
      if (new URL(page.url()).origin !== origin) return null;
      return await page.evaluate(() => ({ text: document.body.innerText, title: document.title, lang: document.documentElement.lang }));
    } catch (e) {
      // The page left while it was read (a redirect): look again where it is now.
      await page.waitForLoadState().catch(() => undefined);
      if (new URL(page.url()).origin !== origin) return null;
      if (!/context was destroyed|navigat/i.test(String(e))) throw e;
    }
  }
  return null;
}

const DOT_GROUPED_PESO = /[₱₹]\s?-?\d{1,3}\.\d{3}(?!\d)/;

/**
 * Filipino: every screen in every scenario. English, the language every other
 * suite already runs in: every screen once, in the first scenario that names
 * it (every scenario in English is walked over the view trees in vitest).
 */
const firstOfEach = cases.filter((c, i) => cases.findIndex((d) => d.screen === c.screen) === i);
const walks = PH.languages.flatMap((lang) =>
  lang === PH.defaultLanguage
    ? [{ lang, part: 'one scenario a screen', list: firstOfEach }]
    : [0, 1].map((half) => ({ lang, part: `every scenario, part ${half + 1} of 2`, list: cases.filter((_, i) => i % 2 === half) })),
);

/** Pages of one context walking at once: a page load mostly waits, so three share the worker's two cores well. */
const LANES = 3;

for (const { lang, part, list } of walks) {
  test(`${lang}: every screen speaks ${lang}, with no foreign text and pesos the Philippine way (${part})`, async ({ walker }) => {
    test.setTimeout(list.length * 4_000);
    const origin = new URL(String(test.info().project.use.baseURL)).origin;
    const problems: string[] = [];
    const walkLane = async (lane: number) => {
      const page = await walker.context.newPage();
      for (const { name, screen } of list.filter((_, i) => i % LANES === lane)) {
        const address = addressOf(screen, name, lang);
        if (!address) continue;
        // A new hash alone would not load the promotion entry afresh.
        if (address.startsWith('/promo/')) await page.goto('about:blank');
        await page.goto(address, { waitUntil: 'commit' });
        const title = titleOf(screen, lang);
        const seen = await settledText(page, origin, title);
        if (!seen) continue; // left the app: the partner's page is not ours to check
        const where = `${screen} in scenario ${name}`;
        if (seen.lang !== lang) problems.push(`${where}: <html lang="${seen.lang}">`);
        const foreign = foreignText(`${seen.title}\n${seen.text}`);
        if (foreign) problems.push(`${where}: foreign text …${foreign}…`);
        const dots = DOT_GROUPED_PESO.exec(seen.text);
        if (dots) problems.push(`${where}: an amount grouped with dots "${dots[0]}"`);
        if (title && seen.title !== title) problems.push(`${where}: title "${seen.title}", not "${title}"`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: LANES }, (_, lane) => walkLane(lane)));
    expect(problems).toEqual([]);
  });
}

// ---------------------------------------------------------------- kept for the tab, and the browser's language

const order = readJson('schemas', 'screens', 'orderDetail.json') as { copy: Record<string, Record<string, string>> };
const repay = readJson('schemas', 'screens', 'repay.json') as { copy: Record<string, Record<string, string>> };

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
