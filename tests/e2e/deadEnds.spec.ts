/**
 * Issue 29, "dead ends": no page leaves a person with nothing to do. The
 * joint-login failure page without products showed 'Failed' and no button at
 * all; the complaint list of someone who never complained said so and
 * stopped there.
 *
 * Walks, in Chromium at phone size, in every language of the market, every
 * route × sandbox scenario: each screen in every scenario that names it, each
 * routed screen no scenario names (in `default`), every official-site route
 * and an address with no page. Each page is read once it has settled (its
 * loader gone: a loader that stays is a dead end too), inside a fake native
 * shell, iOS for one language and Android for the other. Its end state
 * (ready, empty, failed, the error page) must offer a way onward on the page:
 * a visible, enabled button or link.
 *
 * The exception is a page that is there to be read (a legal text, a
 * complaint and its answer), opened from the app: its way onward is the
 * native back of CONTRACT section 4, which is checked here too: opened as the
 * shell's first page, the shell's back closes the web view.
 * Pages the person leaves at once (a redirect to a partner) are not ours.
 *
 * The same walk reads the language of each screen in each scenario that
 * names it (CONTRACT section 6; it was
 * tests/e2e/language.spec.ts's own walk, which loaded every page a second
 * time): the page speaks the language asked (<html lang>, its title), shows
 * no Chinese and none of the seed's Indonesian, and no amount grouped with
 * dots; in Filipino, no English either, the server's texts included
 * (tests/support/englishText.ts). Every call the page made as it opened,
 * on every page (the early request of the first paint among them), carries
 * the language too: `lang` and Accept-Language (tests/e2e/callLanguage.ts;
 * it was tests/e2e/requestLanguage.spec.ts's walk over every screen's first
 * scenario, docs/decisions/073), and each screen that calls as it opens had
 * all those calls read at once in one of its scenarios at least. And no
 * page, in any language, says "placeholder" (issue 17: its title, its text, the text alternatives of its
 * pictures and controls; it was tests/e2e/launchReady.spec.ts's own walk over
 * every route, the second path to a screen included), and no id is on two
 * elements once it has loaded (it was tests/e2e/polish.spec.ts's walk). Each page is read inside a fake shell,
 * which changes no text: a screen's rules read the address, the language,
 * the day and the user agent (env), never the shell; the shell only answers
 * what a tap sends.
 *
 * And it walks them with long server texts at the narrowest phone, 360 px
 * (issue 29; it was tests/e2e/longTexts.spec.ts's own walk, which loaded
 * every page a third time): in the sandbox's long-text mode (`texts=long`,
 * sandbox/longTexts.ts: every free text of every answer ends in a
 * 45-character unbroken word, every e-mail has it in its local part;
 * amounts, dates, phone numbers and addresses keep their form, so each page
 * draws what it draws without it), no page is wider than the phone and no
 * text runs out of its box (tests/e2e/widthProblems.ts names the element).
 * The walk also holds that every screen that loads from the server showed
 * the long word in at least one of its scenarios, so the mode really reached
 * it. A long word changes nothing else a page does: its ways onward and its
 * language are read on the same page. The popups and toasts a tap opens on
 * server text are tests/e2e/longTexts.spec.ts's.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { ANDROID_OBJECT, BRIDGE_HANDLERS, installNativeShell, markAddressLeft, phoneContext, sandboxRequests, type NativeShell } from './fixtures.ts';
import { callsOnLoad, wrongLanguage } from './callLanguage.ts';
import { addressOf, routedScreens, scenarioCases, titleOf } from '../support/scenarioAddresses.ts';
import { POLL_MS, settledText } from '../support/settledText.ts';
import { foreignText } from '../support/foreignText.ts';
import { englishTextsIn } from '../support/englishText.ts';
import { readScreen } from '../../scripts/readScreen.ts';
import { LONG_TAIL } from '../../sandbox/longTexts.ts';
import { LONG_TEXTS, NARROW_PHONE, brokenWords, widthProblems } from './widthProblems.ts';
import { walkerTest } from './walker.ts';

/** Pages to read, opened from the app, whose way onward is the native back (CONTRACT section 4). */
const READ_THEN_BACK: Record<string, string> = {
  aboutUs: 'a text to read',
  privacyPolicy: 'a legal text to read',
  loanAgreement: 'a legal text to read',
  complainDetails: 'a complaint and its answer, opened from the list',
};

const LONG = new URLSearchParams(LONG_TEXTS);
const longWordIn = (text: string) => text.toLowerCase().includes(LONG_TAIL.toLowerCase());

/** Screens that ask the server for what they show when they open. */
const loadsFromServer = (screen: string) =>
  Object.values((readScreen(screen) as { data?: Record<string, { action?: string }> }).data ?? {}).some((d) => d.action?.startsWith('api.'));

// At the narrowest phone; a scenario that sends the borrower to a partner's page ends on the local stand-in's (standInSites.ts).
const test = walkerTest((browser) => phoneContext(browser, { viewport: NARROW_PHONE }));

interface Case {
  screen: string;
  scenario: string;
  /** The address without `lang`. */
  path: (lang: string) => string | null;
  /**
   * Its language is read too: every screen in every scenario that names it, the pages the language walk read.
   * The other cases (the official site's routes, the routes no scenario names, read in `default`) show the
   * legal bodies, which stay English in Filipino too as the binding text with a Filipino note (decision 014,
   * `bodyIn`). Every screen document's copy is read for foreign text in every language in vitest
   * (tests/unit/screens/across/phCopy.test.ts).
   */
  language?: boolean;
}

const named = new Set(scenarioCases.map((c) => c.screen));
const siteRoutes = Object.entries(routesFile.routes as Record<string, string | null>).filter(([, id]) => id === 'site');
const CASES: Case[] = [
  ...scenarioCases.map(({ name, screen }) => ({ screen, scenario: name, path: (lang: string) => addressOf(screen, name, lang), language: true })),
  ...routedScreens
    .filter((screen) => !named.has(screen) && screen !== 'site')
    .map((screen) => ({ screen, scenario: 'default', path: (lang: string) => addressOf(screen, 'default', lang) })),
  ...siteRoutes.map(([path]) => ({ screen: 'site', scenario: 'default', path: (lang: string) => `${path}?scenario=default&lang=${lang}` })),
  { screen: String(routesFile.notFound), scenario: 'default', path: (lang: string) => `/no-such-page?scenario=default&lang=${lang}` },
  // A second path to a screen (`/order`, `/repay`), opened the way its default scenario opens the first.
  ...Object.entries(routesFile.routes as Record<string, string | null>)
    .filter(([path, screen]) => screen && screen !== 'site' && !addressOf(screen, 'default', 'en')?.startsWith(`${path}?`))
    .map(([path, screen]) => ({
      screen: screen!,
      scenario: 'default',
      path: (lang: string) => `${path}?${addressOf(screen!, 'default', lang)?.split('?')[1] ?? `scenario=default&lang=${lang}`}`,
    })),
];

const PLACEHOLDER = /placeholder/i;

/** Ids that more than one element of the page carries (issue 17: a label or a description would name the wrong one). */
const duplicatedIds = (page: Page) =>
  page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) counts.set(el.id, (counts.get(el.id) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([id, n]) => `id "${id}" on ${n} elements`);
  });

/** Where a settled page says "placeholder" (issue 17): its title, its text, the text alternatives of its pictures and controls. */
async function placeholders(page: Page, seen: { text: string; title: string }): Promise<string[]> {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('[alt], [aria-label], [title]')].map((el) => ['alt', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? '').join(' ')),
  );
  return [seen.title, seen.text, ...names].flatMap((text) => {
    const hit = PLACEHOLDER.exec(text);
    return hit ? [`says "placeholder": …${text.slice(Math.max(0, hit.index - 40), hit.index + 40)}…`] : [];
  });
}

const DOT_GROUPED_PESO = /[₱₹]\s?-?\d{1,3}\.\d{3}(?!\d)/;

/** What is wrong with the language of a settled page (none: []). */
function languageProblems(seen: { text: string; title: string; lang: string }, lang: string, title: string | null): string[] {
  const problems: string[] = [];
  if (seen.lang !== lang) problems.push(`<html lang="${seen.lang}">`);
  const foreign = foreignText(`${seen.title}\n${seen.text}`);
  if (foreign) problems.push(`foreign text …${foreign}…`);
  // In Filipino, no English: neither the product's own (its English copy) nor the server's (the sandbox answers in the language asked).
  const english = lang === PH.defaultLanguage ? [] : englishTextsIn(`${seen.title}\n${seen.text}`);
  if (english.length) problems.push(`English "${english.join('", "')}"`);
  const dots = DOT_GROUPED_PESO.exec(seen.text);
  if (dots) problems.push(`an amount grouped with dots "${dots[0]}"`);
  if (title && seen.title !== title) problems.push(`title "${seen.title}", not "${title}"`);
  return problems;
}

/** Visible, enabled buttons and links: the ways onward a person can see and press. */
function waysOnward(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="link"]'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !el.closest('[aria-hidden="true"], [hidden], [inert]'))
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true')
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
  );
}

/**
 * The shell's back on the page as the shell first opens it (a tab of its own,
 * nothing behind it): true when the page asks the shell to close the web view.
 */
async function nativeBackCloses(context: BrowserContext, shell: NativeShell, address: string): Promise<boolean> {
  const page = await context.newPage();
  try {
    await page.addInitScript(installNativeShell, { shell, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT });
    await page.goto(address);
    // A prerendered page of text shows before the app owns it, and only the app answers the shell.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' && typeof window.onNativeMessage === 'function', undefined, {
      timeout: 20_000,
      polling: POLL_MS,
    });
    await page.evaluate(() => window.onNativeMessage?.('goBack', {}));
    await expect.poll(() => page.evaluate(() => (window.__native ?? []).map((m) => m.name))).toContain('closeWebView');
    return true;
  } catch {
    return false;
  } finally {
    await page.close();
  }
}

/**
 * Opens an address as a new document in the same tab; a navigation the last page started (a redirect, a timer) may
 * cut in once. Straight from the last page, not through about:blank: the stop there cost each page a new renderer
 * (the walk took 10 % longer; docs/decisions/070).
 */
async function open(page: Page, address: string): Promise<void> {
  await markAddressLeft(page, 'walk-next');
  await page.goto(address, { waitUntil: 'commit' }).catch(async (e: unknown) => {
    if (!/interrupted by another navigation/.test(String(e))) throw e;
    await page.goto(address, { waitUntil: 'commit' });
  });
}

/** Pages of one context walking at once: a page load mostly waits. */
const LANES = 4;
/** Each language's walk in two parts, so one part's time stays well under the test's limit. */
const PARTS = 2;

/**
 * The screens of each part: by screen, so a part holds all the scenarios of its screens, and the parts about
 * as long (the screen with the most cases goes to the part with the fewest so far).
 */
const SCREENS_OF_PART: string[][] = (() => {
  const parts: string[][] = Array.from({ length: PARTS }, () => []);
  const size = (screens: string[]) => CASES.filter((c) => screens.includes(c.screen)).length;
  const bySize = [...new Set(CASES.map((c) => c.screen))].sort().sort((a, b) => size([b]) - size([a]));
  for (const screen of bySize) parts.reduce((least, p) => (size(p) < size(least) ? p : least)).push(screen);
  return parts;
})();

for (const [langIndex, lang] of PH.languages.entries()) {
  for (let part = 0; part < PARTS; part++) {
    // By screen, so each part holds all the scenarios of its screens (the long word's check below).
    const screens = SCREENS_OF_PART[part];
    const list = CASES.filter((c) => screens.includes(c.screen));
    test(`${lang}: every end state of every route and scenario has a way onward, speaks ${lang} and fits a 360 px phone with long server texts (part ${part + 1} of ${PARTS})`, async ({
      walker,
    }) => {
      test.setTimeout(list.length * 5_000);
      const origin = new URL(String(test.info().project.use.baseURL)).origin;
      const problems: string[] = [];
      const longWordOn = new Set<string>();
      const allCallsReadOn = new Set<string>();
      const walkLane = async (lane: number) => {
        // One shell a lane; the other language puts each page in the other shell.
        const shell: NativeShell = (lane + langIndex) % 2 === 0 ? 'ios' : 'android';
        const page = await walker.context.newPage();
        await page.addInitScript(installNativeShell, { shell, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT });
        for (const { screen, scenario, path, language } of list.filter((_, i) => i % LANES === lane)) {
          const address = path(lang);
          if (!address) continue;
          await open(page, `${address}${address.includes('?') ? '&' : '?'}${LONG}`);
          const title = titleOf(screen, lang);
          const seen = await settledText(page, origin, title);
          if (!seen) continue; // left the app: a partner's page
          const where = `${screen} in ${scenario} (${shell}): ${address}`;
          if (language) for (const problem of languageProblems(seen, lang, title)) problems.push(`${where}: ${problem}`);
          for (const problem of await placeholders(page, seen)) problems.push(`${where}: ${problem}`);
          if (longWordIn(seen.text)) longWordOn.add(screen);
          for (const problem of [...(await widthProblems(page, NARROW_PHONE.width)), ...(await brokenWords(page, LONG_TAIL))])
            problems.push(`${where}: ${problem}`);
          const loaded = await page
            .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 10_000, polling: POLL_MS })
            .then(() => true)
            .catch(() => false);
          if (new URL(page.url()).origin !== origin) continue;
          if (!loaded) {
            problems.push(`${where}: the loader stays`);
            continue;
          }
          for (const problem of await duplicatedIds(page)) problems.push(`${where}: ${problem}`);
          const calls = await sandboxRequests(page);
          for (const call of calls) {
            const wrong = wrongLanguage(call, lang);
            if (wrong) problems.push(`${where}: ${wrong}`);
          }
          const called = new Set(calls.map((call) => call.endpoint));
          if (callsOnLoad(screen).every((endpoint) => called.has(endpoint))) allCallsReadOn.add(screen);
          if ((await waysOnward(page)).length > 0) continue;
          if (!(screen in READ_THEN_BACK)) problems.push(`${where}: no button or link on the page`);
          else if (!(await nativeBackCloses(walker.context, shell, address)))
            problems.push(`${where}: ${READ_THEN_BACK[screen]} whose native back does not close the web view`);
        }
        await page.close();
      };
      await Promise.all(Array.from({ length: LANES }, (_, lane) => walkLane(lane)));
      expect(problems).toEqual([]);
      expect(
        screens.filter(loadsFromServer).filter((s) => !longWordOn.has(s)),
        'screens that never showed a long server text',
      ).toEqual([]);
      // The calls' language was read on every screen that calls as it opens, all its calls at once in one scenario at least.
      expect(
        screens.filter((screen) => callsOnLoad(screen).length > 0 && !allCallsReadOn.has(screen)),
        'screens whose calls on load were never all read',
      ).toEqual([]);
    });
  }
}
