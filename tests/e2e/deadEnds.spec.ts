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
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { ANDROID_OBJECT, BRIDGE_HANDLERS, installNativeShell, type NativeShell } from './fixtures.ts';
import { addressOf, routedScreens, scenarioCases, titleOf } from '../support/scenarioAddresses.ts';
import { settledText } from '../support/settledText.ts';
import { walkerTest } from './walker.ts';

/** Pages to read, opened from the app, whose way onward is the native back (CONTRACT section 4). */
const READ_THEN_BACK: Record<string, string> = {
  aboutUs: 'a text to read',
  privacyPolicy: 'a legal text to read',
  loanAgreement: 'a legal text to read',
  complainDetails: 'a complaint and its answer, opened from the list',
};

// Scenarios that send the borrower to a partner's page get a tiny page instead of the internet (phoneContext).
const test = walkerTest();

interface Case {
  screen: string;
  scenario: string;
  /** The address without `lang`. */
  path: (lang: string) => string | null;
}

const named = new Set(scenarioCases.map((c) => c.screen));
const siteRoutes = Object.entries(routesFile.routes as Record<string, string | null>).filter(([, id]) => id === 'site');
const CASES: Case[] = [
  ...scenarioCases.map(({ name, screen }) => ({ screen, scenario: name, path: (lang: string) => addressOf(screen, name, lang) })),
  ...routedScreens
    .filter((screen) => !named.has(screen) && screen !== 'site')
    .map((screen) => ({ screen, scenario: 'default', path: (lang: string) => addressOf(screen, 'default', lang) })),
  ...siteRoutes.map(([path]) => ({ screen: 'site', scenario: 'default', path: (lang: string) => `${path}?scenario=default&lang=${lang}` })),
  { screen: String(routesFile.notFound), scenario: 'default', path: (lang: string) => `/no-such-page?scenario=default&lang=${lang}` },
];

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

/** Opens an address; a navigation the last page started (a redirect, a timer) may cut in once. */
async function open(page: Page, address: string): Promise<void> {
  // A new hash alone would not load the promotion entry afresh, and a blank page stops the last one's timers.
  await page.goto('about:blank').catch(() => undefined);
  await page.goto(address, { waitUntil: 'commit' }).catch(async (e: unknown) => {
    if (!/interrupted by another navigation/.test(String(e))) throw e;
    await page.goto(address, { waitUntil: 'commit' });
  });
}

/** Pages of one context walking at once: a page load mostly waits. */
const LANES = 4;
/** Each language's walk in two parts, so one part's time stays well under the test's limit. */
const PARTS = 2;

for (const [langIndex, lang] of PH.languages.entries()) {
  for (let part = 0; part < PARTS; part++) {
    const list = CASES.filter((_, i) => i % PARTS === part);
    test(`${lang}: every end state of every route and scenario has a way onward (part ${part + 1} of ${PARTS})`, async ({ walker }) => {
      test.setTimeout(list.length * 5_000);
      const origin = new URL(String(test.info().project.use.baseURL)).origin;
      const problems: string[] = [];
      const walkLane = async (lane: number) => {
        // One shell a lane; the other language puts each page in the other shell.
        const shell: NativeShell = (lane + langIndex) % 2 === 0 ? 'ios' : 'android';
        const page = await walker.context.newPage();
        await page.addInitScript(installNativeShell, { shell, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT });
        for (const { screen, scenario, path } of list.filter((_, i) => i % LANES === lane)) {
          const address = path(lang);
          if (!address) continue;
          await open(page, address);
          if (!(await settledText(page, origin, titleOf(screen, lang)))) continue; // left the app: a partner's page
          const where = `${screen} in ${scenario} (${shell}): ${address}`;
          const loaded = await page
            .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 10_000 })
            .then(() => true)
            .catch(() => false);
          if (new URL(page.url()).origin !== origin) continue;
          if (!loaded) {
            problems.push(`${where}: the loader stays`);
            continue;
          }
          if ((await waysOnward(page)).length > 0) continue;
          if (!(screen in READ_THEN_BACK)) problems.push(`${where}: no button or link on the page`);
          else if (!(await nativeBackCloses(walker.context, shell, address)))
            problems.push(`${where}: ${READ_THEN_BACK[screen]} whose native back does not close the web view`);
        }
        await page.close();
      };
      await Promise.all(Array.from({ length: LANES }, (_, lane) => walkLane(lane)));
      expect(problems).toEqual([]);
    });
  }
}
