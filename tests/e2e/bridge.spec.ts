/**
 * The native bridge in both shells (CONTRACT section 4), in Chromium:
 *
 * - every screen action that sends a bridge message (a case per screen and
 *   message, checked against the screens' own documents so a new use needs a
 *   case), and every message sent by hand from the developer test page,
 *   reaches the fake iOS shell (window.webkit.messageHandlers[NAME]) and the
 *   fake Android shell (window.LoanBridge.postMessage(NAME, json), strings
 *   only) with the contract name and body. The messages by hand go through
 *   both shells; each screen's case through one, the shells taken in turns
 *   (docs/decisions/068-shells-and-languages-in-pairs.md): which shell
 *   carries a message is actions/bridge/nativeShell.ts's alone, the same
 *   for every screen;
 * - native back: the screen's own chain (the confirm-loan exit popup), else
 *   back inside the app, else closeWebView on the shell's first page; the
 *   'Go back' buttons follow the same rule;
 * - window.onNativeMessage with names no screen declares (toString,
 *   __proto__, …) does nothing visible;
 * - the build's bridge-contract.json is the bridge table's document.
 *
 * One browser context per shell and worker; each case opens its own tab
 * (so the shell's first page is the case's first page, and the tab's
 * sessionStorage starts empty).
 */
import { readScreen, screenIdsIn } from '../../scripts/readScreen.ts';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  ANDROID_OBJECT,
  BRIDGE_HANDLERS,
  ORDER,
  button,
  installNativeShell,
  nativeMessages,
  openScreen as open,
  phoneContext,
  type NativeMessage,
  type NativeShell,
} from './fixtures.ts';
import { CONFIRM_QUERY, altCopy, confirmCopy, failureCopy } from './loanHelpers.ts';
import { code2Copy } from './repayHelpers.ts';
import { appCopy, bridgeLogLine, config, previewCopy, screenCopy as orderCopy } from './copy.ts';
import { GCASH_ENTRIES, fillAll, nextButton, openBankForm } from './bankForm.ts';
import { agreementCopy, promoAddress, registerCopy } from './promoHelpers.ts';
import { BRIDGE_MESSAGE_NAMES, bridgeTable } from '../../actions/bridge/bridgeTable.ts';
import { BRIDGE_CONTRACT_FILE, bridgeContractText } from '../../scripts/bridgeContract.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import lender from '../../schemas/lender.json' with { type: 'json' };
import recNativeLink from '../../sandbox/scenarios/order-rec-native-link.json' with { type: 'json' };
import { SHELLS } from './shellsAndLanguages.ts';

/** The service phone the sandbox answers (order details and customer service). */
const PHONE = defaultScenario.responses.loanDetails.body.data.telephone;
const NATIVE_LINK = recNativeLink.responses.recProductClick.body.link;
const productPage = `${config.nativePages.productDetail}${ORDER.productId}`;
/** The exit popup's title, as the server sends it. */
// Under PH the exit popup speaks in the screen's words, over the offer's own figures (issue 27).
const EXIT_TITLE = confirmCopy.exitTitle;

// ---------------------------------------------------------------- one context per shell and worker

interface ShellTab {
  page: Page;
  errors: string[];
}

const test = base.extend<{ tabIn: (shell: NativeShell) => Promise<ShellTab> }, { shellContexts: Map<NativeShell, BrowserContext> }>({
  shellContexts: [
    async ({ browser }: { browser: Browser }, use) => {
      const contexts = new Map<NativeShell, BrowserContext>();
      for (const shell of SHELLS) {
        const context = await phoneContext(browser);
        await context.addInitScript(installNativeShell, { shell, names: BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT });
        contexts.set(shell, context);
      }
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  tabIn: async ({ shellContexts }, use) => {
    const tabs: ShellTab[] = [];
    await use(async (shell) => {
      const page = await shellContexts.get(shell)!.newPage();
      const tab = { page, errors: [] as string[] };
      page.on('pageerror', (e) => tab.errors.push(e.message));
      tabs.push(tab);
      return tab;
    });
    for (const tab of tabs) {
      await tab.page.close();
      expect(tab.errors, 'uncaught errors in the page').toEqual([]);
    }
  },
});

const sent = async (page: Page) => (await nativeMessages(page)).map((m) => [m.name, m.body]);
const goBack = (page: Page, payload?: unknown) => page.evaluate((p) => window.onNativeMessage?.('goBack', p), payload);

/** Android takes strings only: every call carried (NAME, JSON text). */
function expectStringsOnly(shell: NativeShell, messages: NativeMessage[]) {
  if (shell === 'android') for (const m of messages) expect(m.argTypes, m.name).toEqual(['string', 'string']);
}

// ---------------------------------------------------------------- every screen action that sends a message

interface BridgeCase {
  /** The screen document (schemas/screens/<screen>.json) whose action is tried. */
  screen: string;
  /** The bridge actions of that screen this case covers (bridge.<message>). */
  covers: string[];
  title: string;
  act(page: Page): Promise<void>;
  /** What the shell must receive, in order. */
  expected: [string, unknown][];
  /** Tried in every shell: the case that sends every message of the table. Other cases take the shells in turns. */
  everyShell?: true;
}

const CASES: BridgeCase[] = [
  {
    screen: 'bindBank',
    covers: ['startBankFlow'],
    title: 'opening the page starts the bank flow',
    act: (page) => openBankForm(page),
    expected: [['startBankFlow', {}]],
  },
  {
    screen: 'bindBank',
    covers: ['endBankFlow', 'closeWebView'],
    title: 'a bound card ends the bank flow and closes the web view',
    act: async (page) => {
      await openBankForm(page);
      await fillAll(page, GCASH_ENTRIES);
      await nextButton(page).click();
    },
    expected: [
      ['startBankFlow', {}],
      ['endBankFlow', {}],
      ['closeWebView', {}],
    ],
  },
  {
    screen: 'confirmLoan',
    covers: ['closeWebView'],
    title: "the agreement popup's Cancel closes the web view",
    act: async (page) => {
      await open(page, '/confirmLoan', 'confirm-agreement-popup', CONFIRM_QUERY);
      await page.getByRole('dialog', { name: confirmCopy.agreementTitle }).getByRole('button', { name: confirmCopy.agreementCancel, exact: true }).click();
    },
    expected: [['closeWebView', {}]],
  },
  ...(['confirmLoan', 'confirmLoanNew'] as const).map((screen): BridgeCase => ({
    screen,
    covers: ['trackEvent', 'callPhone'],
    title: 'an offer whose figures do not add up: the failed check is tracked; the refusal calls customer service',
    act: async (page) => {
      await open(page, `/${screen}`, 'confirm-check-planSum', CONFIRM_QUERY);
      // The alternate page greets with the server's promotion first.
      if (screen === 'confirmLoanNew') await button(page.getByRole('dialog', { name: altCopy.promoTitle }), altCopy.ok).click();
      await button(page, appCopy.callService).click();
    },
    expected: [
      ['trackEvent', { event: 'disclosureCheckFailed', params: { check: 'planSum', screen } }],
      ['callPhone', { phone: lender.telephone }],
    ],
  })),
  {
    screen: 'customerService',
    covers: ['callPhone'],
    title: 'the telephone is called',
    act: async (page) => {
      await open(page, '/customerService', 'default');
      await button(page, PHONE).click();
    },
    expected: [['callPhone', { phone: PHONE }]],
  },
  {
    screen: 'loginFailure',
    covers: ['openPage'],
    title: "a product's native link opens the page",
    act: async (page) => {
      await open(page, '/loginFailure', 'failure-native-link');
      await page
        .getByRole('region', { name: failureCopy.recommendTitle })
        .getByRole('article', { name: 'LendMo', exact: true })
        .getByRole('button', { name: 'Apply', exact: true })
        .click();
    },
    expected: [['openPage', { url: 'app://product-detail?productId=2001' }]],
  },
  {
    screen: 'orderDetail',
    covers: ['openPage'],
    title: `'${orderCopy.borrowAgainLabel}' opens the product page`,
    act: async (page) => {
      await open(page, '/orderDetail', 'order-200', ORDER);
      await button(page, orderCopy.borrowAgainLabel).click();
    },
    expected: [['openPage', { url: productPage }]],
  },
  {
    screen: 'orderDetail',
    covers: ['openPage'],
    title: "a recommended product's native link opens the page",
    act: async (page) => {
      await open(page, '/orderDetail', 'order-rec-native-link', ORDER);
      await page
        .getByRole('region', { name: orderCopy.recommendTitle })
        .getByRole('article', { name: 'LendMo' })
        .getByRole('button', { name: 'Apply', exact: true })
        .click();
    },
    expected: [['openPage', { url: NATIVE_LINK }]],
  },
  {
    screen: 'orderDetail',
    covers: ['openPage'],
    title: `the message popup's '${orderCopy.withdrawNow}' opens the product page`,
    act: async (page) => {
      await open(page, '/orderDetail', 'order-message', ORDER);
      await page.getByRole('dialog', { name: orderCopy.messageTitle }).getByRole('button', { name: orderCopy.withdrawNow, exact: true }).click();
    },
    expected: [['openPage', { url: productPage }]],
  },
  {
    screen: 'orderDetail',
    covers: ['rateApp'],
    title: '5 stars open the native rating',
    act: async (page) => {
      await open(page, '/orderDetail', 'order-rating', ORDER);
      const dialog = page.getByRole('dialog', { name: orderCopy.ratingTitle });
      await dialog.getByRole('button', { name: orderCopy.starLabels[4], exact: true }).click();
      await dialog.getByRole('button', { name: orderCopy.submit, exact: true }).click();
    },
    expected: [['rateApp', {}]],
  },
  {
    screen: 'orderDetail',
    covers: ['goHome'],
    title: `'${orderCopy.moreProducts}' goes to the app home`,
    act: async (page) => {
      await open(page, '/orderDetail', 'default', ORDER);
      await button(page, orderCopy.moreProducts).click();
    },
    expected: [['goHome', {}]],
  },
  {
    screen: 'orderDetail',
    covers: ['callPhone'],
    title: 'the service telephone is called',
    act: async (page) => {
      await open(page, '/orderDetail', 'default', ORDER);
      await button(page, PHONE).click();
    },
    expected: [['callPhone', { phone: PHONE }]],
  },
  {
    screen: 'testPreview',
    covers: BRIDGE_MESSAGE_NAMES.map(String),
    everyShell: true,
    title: 'every message of the bridge table sent by hand',
    act: async (page) => {
      await open(page, '/testPreview', 'test-preview');
      for (const name of BRIDGE_MESSAGE_NAMES) await button(page, `${previewCopy.sendPrefix}${name}`).click();
    },
    expected: BRIDGE_MESSAGE_NAMES.map((name) => [bridgeTable[name].handler, bridgeTable[name].body(bridgeTable[name].example)]),
  },
];

/** Every `bridge.<message>` action a screen document uses, as "screen bridge.message". */
function bridgeUsesInSchemas(): string[] {
  const uses = new Set<string>();
  // With their shared parts filled in: a message sent from a part counts for every screen using it.
  for (const id of screenIdsIn()) {
    const file = `${id}.json`;
    const text = JSON.stringify(readScreen(id));
    for (const [, message] of text.matchAll(/"action":\s*"bridge\.(\w+)"/g)) {
      if (message === 'send') for (const name of BRIDGE_MESSAGE_NAMES) uses.add(`${file.replace('.json', '')} ${name}`);
      else if (BRIDGE_MESSAGE_NAMES.includes(message as never)) uses.add(`${file.replace('.json', '')} ${message}`);
    }
  }
  return [...uses].sort();
}

test('every bridge message a screen sends has a case here, and the fakes know every handler of the table', () => {
  const covered = new Set(CASES.flatMap((c) => c.covers.map((m) => `${c.screen} ${m}`)));
  expect(bridgeUsesInSchemas().filter((use) => !covered.has(use))).toEqual([]);
  expect(BRIDGE_MESSAGE_NAMES.map((n) => bridgeTable[n].handler).sort()).toEqual([...BRIDGE_HANDLERS].sort());
});

for (const shell of SHELLS) {
  test.describe(`${shell} shell: screen actions`, () => {
    for (const [i, c] of CASES.entries()) {
      if (!c.everyShell && SHELLS[i % SHELLS.length] !== shell) continue;
      test(`${c.screen}: ${c.title}`, async ({ tabIn }) => {
        const { page } = await tabIn(shell);
        await c.act(page);
        await expect.poll(() => sent(page)).toEqual(c.expected);
        const messages = await nativeMessages(page);
        expect(messages.every((m) => m.shell === shell)).toBe(true);
        expectStringsOnly(shell, messages);
      });
    }

    test('the developer test page names the shell and logs who received each message', async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/testPreview', 'test-preview');
      await expect(page.getByText(`${previewCopy.shellDetected}${previewCopy.shellNames[shell]}`, { exact: true })).toBeVisible();
      await page.getByLabel(previewCopy.sendValueLabel, { exact: true }).fill('0917 123 4567');
      await button(page, `${previewCopy.sendPrefix}callPhone`).click();
      await expect.poll(() => sent(page)).toEqual([['callPhone', { phone: '0917 123 4567' }]]);
      const log = page.getByRole('region', { name: previewCopy.logTitle });
      await expect(log.getByText(/callPhone/)).toHaveText(bridgeLogLine(previewCopy.logShellNames[shell], 'callPhone', { phone: '0917 123 4567' }));
    });
  });

  // -------------------------------------------------------------- native back

  test.describe(`${shell} shell: native back`, () => {
    test('confirm loan with the exit popup (isPopType 1): goBack shows the popup; Leave on the first page closes the web view', async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/confirmLoan', 'confirm-exit-popup', CONFIRM_QUERY);
      await expect(button(page, confirmCopy.confirm)).toBeVisible();
      // Android may pass the payload as JSON text.
      await goBack(page, shell === 'android' ? '{}' : {});
      const popup = page.getByRole('dialog', { name: EXIT_TITLE });
      await expect(popup).toBeVisible();
      expect(await sent(page)).toEqual([]);
      await popup.getByRole('button', { name: confirmCopy.exitLeave, exact: true }).click();
      await expect.poll(() => sent(page)).toEqual([['closeWebView', {}]]);
      await expect(page).toHaveURL((url) => url.pathname === '/confirmLoan');
    });

    test('confirm loan with the exit popup, reached in the app: Leave goes back to the page before', async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/testPreview', 'confirm-exit-popup');
      // Confirm loan needs the product it offers (issue 16): the device field the link passes on.
      await page.getByRole('textbox', { name: previewCopy.fieldLabels.productId, exact: true }).fill(CONFIRM_QUERY.productId);
      await button(page, previewCopy.linkLabels.confirmLoan).click();
      await expect(button(page, confirmCopy.confirm)).toBeVisible();
      await goBack(page);
      await page.getByRole('dialog', { name: EXIT_TITLE }).getByRole('button', { name: confirmCopy.exitLeave, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/testPreview');
      expect(await sent(page)).toEqual([]);
    });

    test('confirm loan without the popup, opened first: goBack closes the web view', async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/confirmLoan', 'default', CONFIRM_QUERY);
      await expect(button(page, confirmCopy.confirm)).toBeVisible();
      await goBack(page);
      await expect.poll(() => sent(page)).toEqual([['closeWebView', {}]]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('order details (no chain for goBack), opened first: closes the web view once, even on a double back, and stays', async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/orderDetail', 'default', ORDER);
      await expect(button(page, PHONE)).toBeVisible();
      await goBack(page);
      await goBack(page);
      await expect.poll(() => sent(page)).toEqual([['closeWebView', {}]]);
      await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
      expectStringsOnly(shell, await nativeMessages(page));
    });

    test('order details reached in the app: goBack goes back, nothing is sent', async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/testPreview', 'default');
      await button(page, previewCopy.linkLabels.orderDetail).click();
      await expect(button(page, PHONE)).toBeVisible();
      await goBack(page);
      await expect(page).toHaveURL((url) => url.pathname === '/testPreview');
      expect(await sent(page)).toEqual([]);
    });

    const goBackButtons = [
      { name: 'the not-found page', open: (page: Page) => open(page, '/no-such-page', 'default'), label: appCopy.back },
      { name: 'pay by code v2 without saved info', open: (page: Page) => open(page, '/repaymentOfCode2', 'code2-corrupt'), label: code2Copy.back },
      { name: 'the promotion agreement', open: (page: Page) => page.goto(promoAddress('default', '/agreementTemplate')), label: agreementCopy.back },
    ];
    for (const b of goBackButtons) {
      test(`'Go back' on ${b.name}, opened first: closes the web view and stays`, async ({ tabIn }) => {
        const { page } = await tabIn(shell);
        await b.open(page);
        const url = page.url();
        await button(page, b.label).click();
        await expect.poll(() => sent(page)).toEqual([['closeWebView', {}]]);
        expect(page.url()).toBe(url);
      });
    }

    test("'Go back' on the promotion agreement reached from the register page goes back to it", async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await page.goto(promoAddress('default'));
      await button(page, registerCopy.agreement).click();
      await button(page, agreementCopy.back).click();
      await expect(page.getByLabel(registerCopy.mobileTitle, { exact: true })).toBeVisible();
      expect(await sent(page)).toEqual([]);
    });

    test("'Go back' on a page loaded in full from another page of the app goes back to it", async ({ tabIn }) => {
      const { page } = await tabIn(shell);
      await open(page, '/paymentGuide', 'default');
      await page.evaluate(() => window.location.assign('/no-such-page'));
      await button(page, appCopy.back).click();
      await expect(page).toHaveURL((url) => url.pathname === '/paymentGuide');
      expect(await sent(page)).toEqual([]);
    });
  });

  // -------------------------------------------------------------- names no screen declares

  test(`${shell} shell: onNativeMessage with unknown and built-in names does nothing visible`, async ({ tabIn }) => {
    const { page } = await tabIn(shell);
    await open(page, '/confirmLoan', 'confirm-exit-popup', CONFIRM_QUERY);
    await expect(button(page, confirmCopy.confirm)).toBeVisible();
    const names = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'goback', 'somethingElse', ''];
    await page.evaluate((list) => {
      // A toast fades: record every toast or popup that appears, however briefly.
      const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"], [role="alert"], [role="dialog"]')) seen.push(el.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      for (const name of list) {
        window.onNativeMessage?.(name, {});
        window.onNativeMessage?.(name, '{"a":1}');
      }
      window.onNativeMessage?.(42);
      window.onNativeMessage?.(null);
    }, names);
    // Give a wrong toast, popup or navigation the time to show.
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/confirmLoan');
    expect(await sent(page)).toEqual([]);
    // The page still answers the names it declares.
    await goBack(page);
    await expect(page.getByRole('dialog', { name: EXIT_TITLE })).toBeVisible();
  });
}

// ---------------------------------------------------------------- the contract document

test('the build writes bridge-contract.json, the bridge table as a document', async ({ request }) => {
  const answer = await request.get(`/${BRIDGE_CONTRACT_FILE}`);
  expect(answer.ok()).toBe(true);
  expect(await answer.text()).toBe(bridgeContractText(process.cwd()));
});
