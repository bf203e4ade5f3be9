/**
 * The one error page (issue 17), in Chromium at phone size under a fake iOS
 * shell: every screen in every sandbox scenario where it cannot be drawn
 * (a data source that fails, answers with the server's message, or comes
 * back without what the page needs), and a screen document that does not
 * arrive (the product app and the promotion pages).
 *
 * The cases are read from QA's snapshots (tests/snapshot/__screens__): every
 * screen and scenario whose view tree is the error page, with the words and
 * the buttons the tree gives it. A new failure scenario is walked here as
 * soon as its snapshot is accepted, without code.
 *
 * Each case, in a fresh tab (the shell's first page):
 * - the screen's title stays (h1), with an icon, the heading, the message
 *   and exactly the buttons of the tree: 'Try again' and the ways out;
 * - the message is on the page once and no toast repeats it;
 * - 'Try again' asks the failing endpoint again (one more request) and the
 *   page says it again, still once;
 * - the ways out do what config.errorPage says: 'Call customer service'
 *   asks the shell to call the service phone, 'Go back' on a first page
 *   asks it to close the web view.
 * Then 'Go back' on a page reached inside the app goes back to that page,
 * and the promotion's picture code says in words when its picture did not
 * load, and a tap gets a new one.
 *
 * One browser context per worker; the cases are walked in a loop.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readScreen } from '../../scripts/readScreen.ts';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  ANDROID_OBJECT,
  BRIDGE_HANDLERS,
  FIRST_PAINT_MS,
  button,
  installNativeShell,
  nativeMessages,
  phoneContext,
  quietPeriod,
  sandboxRequests,
} from './fixtures.ts';
import { appCopy } from './copy.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import { addressOf } from '../support/scenarioAddresses.ts';
import { builtFilePattern } from '../support/builtFile.ts';
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };
import promoDownload from '../../schemas/screens/promoDownload.json' with { type: 'json' };
import promoRegister from '../../schemas/screens/promoRegister.json' with { type: 'json' };

interface Action {
  event: string;
  label: string;
}

interface FailureCase {
  screen: string;
  scenario: string;
  title: string;
  heading: string;
  message: string;
  /** 'Try again' first, then the ways out, as the view tree has them. */
  actions: Action[];
  /** The endpoint of the data source that failed (the one 'Try again' asks again). */
  endpoint: string;
}

const SNAPSHOTS = join(process.cwd(), 'tests', 'snapshot', '__screens__');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(...path), 'utf8'));

/** Every screen and scenario whose English snapshot is the error page. */
const CASES: FailureCase[] = readdirSync(SNAPSHOTS)
  .sort()
  .flatMap((screen) =>
    readdirSync(join(SNAPSHOTS, screen))
      .filter((f) => f.endsWith('.en.json'))
      .sort()
      .map((f) => ({ screen, snapshot: readJson(SNAPSHOTS, screen, f) })),
  )
  .filter(({ snapshot }) => snapshot.tree.phase === 'error')
  .map(({ screen, snapshot }) => {
    const { tree } = snapshot;
    const doc = readScreen(screen) as unknown as { data: Record<string, { action: string }> };
    const state = tree.nodes[0].children[0];
    return {
      screen,
      scenario: snapshot.scenario,
      title: tree.title,
      heading: tree.error.heading,
      message: tree.error.message,
      actions: (state.props.actions as Action[]).map(({ event, label }) => ({ event, label })),
      endpoint: String(doc.data[tree.error.source].action).replace(/^api\./, ''),
    };
  });

/** What each way out must ask of the shell on the web view's first page (a new way out needs its line here). */
const WAY_OUT_EFFECT: Record<string, [string, unknown]> = {
  back: ['closeWebView', {}],
  callService: ['callPhone', { phone: lender.telephone }],
};

// ---------------------------------------------------------------- one context per worker

/** Every text a toast showed in the tab, even one that faded: recorded from the first script on. */
function recordToasts(): void {
  const seen: string[] = [];
  (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
  const read = () => document.querySelectorAll('[role="status"]').forEach((n) => n.textContent && seen.push(n.textContent));
  new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
}
const toastsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []);

async function shellContext(browser: Browser): Promise<BrowserContext> {
  const context = await phoneContext(browser);
  await context.addInitScript(installNativeShell, { shell: 'ios' as const, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT });
  await context.addInitScript(recordToasts);
  return context;
}

const test = base.extend<{ tab: () => Promise<Page> }, { shared: BrowserContext }>({
  shared: [
    async ({ browser }, use) => {
      const context = await shellContext(browser);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ shared }, use) => {
    const pages: { page: Page; errors: string[] }[] = [];
    await use(async () => {
      const page = await shared.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      pages.push({ page, errors });
      return page;
    });
    for (const { page, errors } of pages) {
      await page.close();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    }
  },
});

const errorState = (page: Page, heading: string): Locator => page.getByRole('region', { name: heading, exact: true });
const sent = async (page: Page) => (await nativeMessages(page)).map((m) => [m.name, m.body]);

/** The error page as the borrower sees it: title, icon, heading, the message once, exactly these buttons, no toast saying it too. */
async function expectErrorPage(page: Page, c: Pick<FailureCase, 'title' | 'heading' | 'message' | 'actions'>, where: string): Promise<void> {
  await expect(page.getByRole('alert'), where).toHaveText(c.message, { timeout: FIRST_PAINT_MS });
  const state = errorState(page, c.heading);
  if (c.title) await expect(page.getByRole('heading', { level: 1, name: c.title, exact: true }), `${where}: the title`).toBeVisible();
  await expect(state.getByRole('heading', { level: c.title ? 2 : 1, name: c.heading, exact: true }), `${where}: the heading`).toBeVisible();
  await expect(state.locator('svg[aria-hidden="true"]'), `${where}: the icon`).toBeVisible();
  await expect(state.getByRole('button'), `${where}: the buttons`).toHaveText(c.actions.map((a) => a.label));
  // Counted at once: the message is on the page exactly once.
  expect(await page.getByText(c.message, { exact: true }).count(), `${where}: the message once`).toBe(1);
  // A toast of the same text comes with the answer, so it would be recorded by now (the moment it is given is
  // at the end of the flow: noToastSaidIt).
  expect(await toastsSeen(page), `${where}: no toast repeats the message`).not.toContain(c.message);
}

/**
 * At the end of a flow: no toast said the message at any moment of it. The tab records every toast from its first
 * script on (recordToasts), so one moment given here covers each error page the flow showed.
 */
async function noToastSaidIt(page: Page, message: string, where: string): Promise<void> {
  await quietPeriod(page, 300);
  expect(await toastsSeen(page), `${where}: no toast repeats the message`).not.toContain(message);
}

async function walkCase(page: Page, c: FailureCase): Promise<void> {
  const where = `${c.screen} in ${c.scenario}`;
  const address = addressOf(c.screen, c.scenario, 'en');
  expect(address, `${where}: an address`).not.toBeNull();
  await page.goto(address!);
  await expectErrorPage(page, c, where);

  // 'Try again' asks the failing endpoint once more; the scenario still fails, so the page says it again, once.
  const before = (await sandboxRequests(page, c.endpoint)).length;
  await button(errorState(page, c.heading), c.actions[0].label).click();
  await expect.poll(async () => (await sandboxRequests(page, c.endpoint)).length, `${where}: Try again asks again`).toBe(before + 1);
  await expectErrorPage(page, c, `${where} after Try again`);

  // The ways out, each with what it asks of the shell; 'Go back' last (it closes the web view).
  const ways = [...c.actions.slice(1)].sort((a, b) => Number(a.event === 'back') - Number(b.event === 'back'));
  for (const way of ways) {
    const effect = WAY_OUT_EFFECT[way.event];
    expect(effect, `${where}: what "${way.event}" does (add it to WAY_OUT_EFFECT)`).toBeDefined();
    const count = (await nativeMessages(page)).length;
    await button(errorState(page, c.heading), way.label).click();
    await expect.poll(async () => (await sent(page)).slice(count), `${where}: ${way.label}`).toEqual([effect]);
  }
  await noToastSaidIt(page, c.message, where);
}

test.describe('The error page on every screen that cannot be drawn', () => {
  test.describe.configure({ timeout: 240_000 });

  test('there are failure cases on many screens (the snapshots were read)', () => {
    expect(new Set(CASES.map((c) => c.screen)).size).toBeGreaterThan(10);
    for (const c of CASES) expect(c.actions[0], `${c.screen}/${c.scenario}`).toEqual({ event: 'retry', label: appCopy.retry });
  });

  // Two halves, one per worker.
  for (const half of [0, 1]) {
    test(`every failure scenario, part ${half + 1} of 2: title, icon, heading, message once, no toast, Try again reloads, the ways out work`, async ({
      tab,
    }) => {
      for (const c of CASES.filter((_, i) => i % 2 === half)) {
        const page = await tab();
        await walkCase(page, c);
        await page.close();
      }
    });
  }

  test("'Go back' on a page reached inside the app goes back to it (no closeWebView)", async ({ tab }) => {
    const page = await tab();
    await page.goto(addressOf('orderDetail', 'order-174', 'en')!);
    const repay = page.getByRole('button', { name: orderScreen.copy.en.repaymentLabel, exact: true });
    await expect(repay).toBeVisible({ timeout: FIRST_PAINT_MS });
    await page.evaluate(() => window.__sandbox?.setScenario('repay-detail-failure'));
    await repay.click();
    await expect(page).toHaveURL((url) => url.pathname === '/repay');
    await expect(page.getByRole('alert')).toHaveText(appCopy.networkError);
    await button(errorState(page, appCopy.errorHeading), appCopy.back).click();
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    await expect(page.getByRole('heading', { level: 1, name: orderScreen.copy.en.title, exact: true })).toBeVisible();
    expect(await sent(page)).toEqual([]);
  });
});

test.describe('A screen document that does not arrive', () => {
  /** What a product screen without its code shows: the app's error page, no title, with its ways out. */
  const c = {
    title: '',
    heading: appCopy.errorHeading,
    message: appCopy.networkError,
    actions: [appCopy.retry, appCopy.back, appCopy.callService].map((label) => ({ event: '', label })),
  };
  async function pageWithErrors(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, errors };
  }

  test('the product app: the error page without a title; Try again fetches the page again; the ways out work', async ({ browser }) => {
    const context = await shellContext(browser);
    let asked = 0;
    await context.route(builtFilePattern('schemas/screens/orderDetail.json', '/orderDetail'), (route) => {
      asked++;
      return route.abort();
    });
    const { page, errors } = await pageWithErrors(context);
    await page.goto(addressOf('orderDetail', 'default', 'en')!);
    await expectErrorPage(page, c, 'orderDetail without its document');
    expect(asked).toBeGreaterThan(0);

    const before = asked;
    await button(errorState(page, c.heading), appCopy.retry).click();
    await expect.poll(() => asked, 'Try again fetches the document again').toBeGreaterThan(before);
    await expectErrorPage(page, c, 'orderDetail without its document, after Try again');

    await button(errorState(page, c.heading), appCopy.callService).click();
    await expect.poll(() => sent(page)).toEqual([WAY_OUT_EFFECT.callService]);
    await button(errorState(page, c.heading), appCopy.back).click();
    await expect.poll(() => sent(page)).toEqual([WAY_OUT_EFFECT.callService, WAY_OUT_EFFECT.back]);
    await noToastSaidIt(page, c.message, 'orderDetail without its document');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a shared part the screen uses (schemas/parts) that does not arrive is the same failure: the error page, and Try again draws the screen', async ({
    browser,
  }) => {
    const context = await shellContext(browser);
    let blocked = true;
    let asked = 0;
    await context.route(builtFilePattern('schemas/parts/repayCommon.json', '/repay'), (route) => {
      asked++;
      return blocked ? route.abort() : route.continue();
    });
    const { page, errors } = await pageWithErrors(context);
    await page.goto(addressOf('repay', 'default', 'en')!);
    await expectErrorPage(page, c, 'repay without its shared part');
    expect(asked).toBeGreaterThan(0);

    blocked = false;
    await button(errorState(page, c.heading), appCopy.retry).click();
    const repay = readScreen('repay') as unknown as { copy: { en: { title: string } } };
    await expect(page.getByRole('heading', { level: 1, name: repay.copy.en.title })).toBeVisible();
    await noToastSaidIt(page, c.message, 'repay without its shared part');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the promotion pages (a browser, no app): the way out is the download page, and it opens', async ({ browser }) => {
    const context = await shellContext(browser);
    await context.route(builtFilePattern('schemas/screens/promoRegister.json'), (route) => route.abort());
    const page = await context.newPage();
    const getApp = appCopy.getTheApp;
    const c = {
      title: '',
      heading: appCopy.errorHeading,
      message: appCopy.networkError,
      actions: [appCopy.retry, getApp].map((label) => ({ event: '', label })),
    };
    await page.goto(addressOf('promoRegister', 'default', 'en')!);
    await expectErrorPage(page, c, 'promoRegister without its document');
    await button(errorState(page, c.heading), getApp).click();
    await expect(page).toHaveURL(/#\/downloadTemplate/);
    await expect(page.getByRole('heading', { level: 1, name: promoDownload.copy.en.title, exact: true })).toBeVisible();
    expect(await sent(page)).toEqual([]);
    await noToastSaidIt(page, c.message, 'promoRegister without its document');
    await context.close();
  });
});

test.describe('The picture code that does not load (promotion register page)', () => {
  const copy = promoRegister.copy.en;
  const hintBox = (page: Page) => page.getByRole('button', { name: copy.captchaFailed, exact: true });
  const pictureBox = (page: Page) => page.getByRole('button', { name: copy.captchaLabel, exact: true });

  for (const { scenario, what } of [
    { scenario: 'promo-captcha-failure', what: 'the picture does not load' },
    { scenario: 'promo-network-failure', what: 'no picture code can be had (getSid fails)' },
  ]) {
    test(`${scenario}: ${what} — the box says so in words; a tap (no mobile number typed) gets a new picture`, async ({ tab }) => {
      const page = await tab();
      await page.goto(addressOf('promoRegister', scenario, 'en')!);
      await expect(hintBox(page)).toHaveText(copy.captchaFailed, { timeout: FIRST_PAINT_MS });
      await expect(pictureBox(page)).toHaveCount(0);

      await page.evaluate(() => window.__sandbox?.setScenario('default'));
      const asked = (await sandboxRequests(page, 'getSid')).length;
      await hintBox(page).click();
      await expect.poll(async () => (await sandboxRequests(page, 'getSid')).length).toBe(asked + 1);
      const picture = pictureBox(page).locator('img');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(hintBox(page)).toHaveCount(0);
      // The tap on the hint is not the borrower asking for a new code with a wrong number: no mobile message.
      expect(await toastsSeen(page)).not.toContain(copy.mobileInvalid);
    });
  }
});
