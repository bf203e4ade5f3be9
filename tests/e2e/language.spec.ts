/**
 * English and Filipino in Chromium at phone size (CONTRACT section 6), as a
 * Filipino borrower meets them:
 *
 * - every screen in every sandbox scenario that names it, in Filipino (and
 *   every screen in English): the page speaks that language (<html lang>,
 *   its title), shows no Chinese and none of the seed's Indonesian, and no
 *   amount grouped with dots; in Filipino, no English either, the server's
 *   texts included (tests/support/englishText.ts). One browser context per
 *   worker walks them;
 * - the language is kept for the tab across in-app navigation;
 * - a browser set to Filipino (fil, tl) gets Filipino without `lang`.
 *
 * The same walk over the resolved view trees (with every text the screens
 * can show after a tap) is in vitest: tests/snapshot/screens.test.ts and
 * tests/unit/screens/across/phCopy.test.ts.
 */
import { readScreen } from '../../scripts/readScreen.ts';
import { expect } from '@playwright/test';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { ORDER } from './fixtures.ts';
import { foreignText } from '../support/foreignText.ts';
import { englishTextsIn } from '../support/englishText.ts';
import { addressOf, scenarioCases as cases, titleOf } from '../support/scenarioAddresses.ts';
import { settledText } from '../support/settledText.ts';
import { walkerTest } from './walker.ts';

// ---------------------------------------------------------------- one context per worker

// Scenarios that send the borrower to a partner's page get a tiny page instead of the internet (phoneContext).
const test = walkerTest();

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
        // In Filipino, no English: neither the product's own (its English copy) nor the server's (the sandbox answers in the language asked).
        const english = lang === PH.defaultLanguage ? [] : englishTextsIn(`${seen.title}\n${seen.text}`);
        if (english.length) problems.push(`${where}: English "${english.join('", "')}"`);
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
