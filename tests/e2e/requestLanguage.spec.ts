/**
 * Every API call carries the page's language (CONTRACT section 6): `lang`
 * (`en`, `fil`) in its query and Accept-Language (`en-PH`, `fil-PH`, from the
 * market profile), so the server can answer in it (tests/e2e/callLanguage.ts).
 * Asserted on what the sandbox received (its request log) and what left the
 * page:
 *
 * - the screens that call on load, without `lang`, in a tab that kept Filipino
 *   and in a browser set to Filipino (the entry's early request decides the
 *   language before the app does, and must decide the same);
 * - the calls made on taps, in both languages: a complaint's picture upload
 *   and Send, the promotion page's get-code and register (the captcha picture
 *   too: an <img> carries `lang` in its address, the browser's own
 *   Accept-Language), the repayment code request.
 *
 * Every screen with `lang` in the address, in English and in Filipino, every
 * call of its first load (the early request of the first paint among them),
 * is read by the walk that opens every page in both languages
 * (tests/e2e/deadEnds.spec.ts): it was a walk of its own here, which loaded
 * each screen a second time (docs/decisions/073).
 *
 * One browser context per worker, several pages at once (as the language walk).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { endpointNames, type EndpointName } from '../../actions/api/endpoints.ts';
import { addressOf, routedScreens, scenarioCases } from '../support/scenarioAddresses.ts';
import { HEADERS, callsOnLoad, wrongLanguage } from './callLanguage.ts';
import { copyIn } from './copy.ts';
import { ORDER, markAddressLeft, phoneContext, sandboxRequests } from './fixtures.ts';
import { POLL_MS } from '../support/settledText.ts';
import { GOOD, LANDING } from './promoHelpers.ts';
import { NEXT_QUERY, TINY_PNG } from './complaintHelpers.ts';
import { endpointIn, logWire, type WireRequest } from './wireLog.ts';
import { walkerTest } from './walker.ts';

const test = walkerTest();

/** Each screen in the first scenario that names it (the default one when none does). */
const screens = routedScreens.map((screen) => ({ screen, scenario: scenarioCases.find((c) => c.screen === screen)?.name ?? 'default' }));
const calling = screens.filter(({ screen }) => callsOnLoad(screen).length > 0);

/** The address without its `lang` (in the query, or the promotion entry's hash query). */
function withoutLang(address: string): string {
  const [path, query = ''] = address.split('?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  return `${path}?${params}`;
}

const LANES = 4;

/** `expect.poll` looks every POLL_MS, like the walks' waits: its default backs off to a second, most of a page's time here. */
const POLL = [POLL_MS];

/**
 * Opens each address in one of LANES pages of `context`'s worker, waits for the
 * calls the screen makes on load, and returns what is wrong with any call.
 * `prepare` readies a lane's page first (a tab that keeps Filipino).
 */
async function walk(
  newPage: () => Promise<Page>,
  list: { screen: string; address: string }[],
  lang: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  const lane = async (n: number) => {
    const page = await newPage();
    if (prepare) await prepare(page);
    for (const { screen, address } of list.filter((_, i) => i % LANES === n)) {
      // A new hash alone would not load the promotion entry afresh.
      if (address.startsWith('/promo/')) await markAddressLeft(page, 'next-address');
      await page.goto(address);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { polling: POLL_MS });
      const expected = callsOnLoad(screen);
      await expect
        .poll(async () => (await sandboxRequests(page)).map((r) => r.endpoint), { message: `${screen}: its calls on load`, intervals: POLL })
        .toEqual(expect.arrayContaining(expected));
      for (const call of await sandboxRequests(page)) {
        const wrong = wrongLanguage(call, lang);
        if (wrong) problems.push(`${screen}${address.includes('lang=') ? '' : ' (no lang in the address)'} → ${wrong}`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: LANES }, (_, n) => lane(n)));
  return { problems };
}

// ---------------------------------------------------------------- no lang in the address

const unaddressed = calling.flatMap(({ screen, scenario }) => {
  const address = addressOf(screen, scenario, 'fil');
  return address ? [{ screen, address: withoutLang(address) }] : [];
});

test('a tab that kept Filipino: the calls of every screen opened without lang carry fil', async ({ walker }) => {
  test.setTimeout(unaddressed.length * 4_000);
  // The tab keeps the language of an address that named it (app/language.ts); every later page of the tab speaks it.
  const keepFilipino = async (page: Page) => {
    await page.goto('/aboutUs?lang=fil');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { polling: POLL_MS });
  };
  const { problems } = await walk(() => walker.context.newPage(), unaddressed, 'fil', keepFilipino);
  expect(problems).toEqual([]);
});

test.describe('a browser set to Filipino', () => {
  // Its own worker-scoped context, in the browser's language: one per worker, like the walker's.
  const filipinoBrowser = walkerTest((browser: Browser) => phoneContext(browser, { locale: 'fil-PH' }));
  filipinoBrowser('the calls of every screen opened without lang carry fil', async ({ walker }) => {
    filipinoBrowser.setTimeout(unaddressed.length * 4_000);
    const { problems } = await walk(() => walker.context.newPage(), unaddressed, 'fil');
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------- calls made on taps

interface Flow {
  name: string;
  /** The endpoints the taps must have sent, each at least once. */
  sends: EndpointName[];
  /**
   * Where the taps lead (the page's address once they are done). The flow waits for it before the page closes:
   * Chromium may never finish closing a page that is leaving by itself (the repayment code leaves with a full
   * page load), and the test then stalls until its timeout.
   */
  leadsTo: (url: URL) => boolean;
  run: (page: Page, lang: string) => Promise<void>;
}

const flows: Flow[] = [
  {
    name: 'a complaint: a picture upload, then Send',
    sends: ['uploadProblemImg', 'problemSave'],
    leadsTo: (url) => url.pathname === '/complaint',
    run: async (page, lang) => {
      const next = copyIn<{ textLabel: string; send: string; imageLabels: { add: string; remove: string } }>('complainPageNext', lang);
      await page.goto(`/complainPageNext?${new URLSearchParams({ scenario: 'default', ...NEXT_QUERY, lang })}`);
      await page.getByRole('textbox', { name: next.textLabel }).fill('Hindi dumating ang pera sa aking GCash wallet.');
      await page.getByLabel(next.imageLabels.add, { exact: true }).setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: TINY_PNG });
      // Until its upload has answered, Send says to wait and sends nothing (complainPageNext's send): the picture has
      // its remove button once it is up. Waiting for the upload to be sent only was a race a loaded machine lost.
      await expect(page.getByRole('button', { name: next.imageLabels.remove, exact: true })).toBeVisible();
      await page.getByRole('button', { name: next.send, exact: true }).click();
    },
  },
  {
    name: 'the promotion page: get code, then register',
    sends: ['captcha', 'getSms', 'register'],
    leadsTo: (url) => url.pathname === '/promo/' && url.hash.startsWith('#/downloadTemplate'),
    run: async (page, lang) => {
      const register = copyIn<{ mobileTitle: string; captchaTitle: string; smsCodeTitle: string; getCode: string; apply: string }>('promoRegister', lang);
      await page.goto(`/promo/#/?${new URLSearchParams({ scenario: 'default', ...LANDING, lang })}`);
      await page.getByLabel(register.mobileTitle, { exact: true }).fill(GOOD.mobile);
      await page.getByLabel(register.captchaTitle, { exact: true }).fill(GOOD.captcha);
      // Tappable while it counts (aria-disabled), as promoHelpers' tapGetCode says.
      await page.getByRole('button', { name: register.getCode, exact: true }).click({ force: true });
      await expect.poll(() => sent(page).map((r) => r.endpoint), { intervals: POLL }).toContain('getSms');
      await page.getByLabel(register.smsCodeTitle, { exact: true }).fill(GOOD.smsCode);
      await page.getByRole('button', { name: register.apply, exact: true }).click();
    },
  },
  {
    name: 'the repayment code request',
    sends: ['generateVcode'],
    leadsTo: (url) => url.pathname === '/repaymentOfCode2',
    run: async (page, lang) => {
      const repay = copyIn<{ paymentMethod: string; chooserTitle: string; pay: string }>('repay', lang);
      await page.goto(`/repay?${new URLSearchParams({ scenario: 'default', ...ORDER, lang })}`);
      await page.getByRole('button', { name: repay.paymentMethod, exact: true }).click();
      await page.getByRole('dialog', { name: repay.chooserTitle }).getByRole('button', { name: repay.pay, exact: true }).click();
    },
  },
];

/** What left each page (across its navigations), by the app's endpoint table. */
const wireLogs = new WeakMap<Page, WireRequest<EndpointName>[]>();
const sent = (page: Page) => wireLogs.get(page) ?? [];

for (const lang of PH.languages) {
  test(`${lang}: the calls made on taps carry lang=${lang} and Accept-Language ${HEADERS[lang]}`, async ({ walker }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    await Promise.all(
      flows.map(async (flow) => {
        const page = await walker.context.newPage();
        wireLogs.set(page, logWire(page, endpointIn(endpointNames)).log);
        await flow.run(page, lang);
        await expect(page, `${flow.name}: where the taps lead`).toHaveURL(flow.leadsTo);
        await expect(page.locator('html[data-app="ready"]'), `${flow.name}: the page it leads to is drawn`).toHaveCount(1);
        await expect.poll(() => sent(page).map((r) => r.endpoint), { message: flow.name, intervals: POLL }).toEqual(expect.arrayContaining(flow.sends));
        for (const call of sent(page)) {
          const wrong = wrongLanguage(call, lang);
          if (wrong) problems.push(`${flow.name} → ${wrong}`);
        }
        await page.close();
      }),
    );
    expect(problems).toEqual([]);
  });
}
