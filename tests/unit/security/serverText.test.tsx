/**
 * Server text is never HTML. Every screen that loads data is drawn the way the
 * app draws it (AppScreenView with the real actions, API clients and widgets,
 * in jsdom) while the sandbox answers its calls with every text leaf of the
 * default answers replaced by script and markup (tests/support/serverTextPayloads.ts).
 * The page must show that text literally and create nothing from it: no
 * <img src="x">, no <b>, no <script>, no on… attribute, no javascript: link or
 * frame. Once with every text replaced, once keeping plain numbers (so status
 * codes and amounts still lead to the fuller states), and once with the load
 * failing with the payload as the server's message.
 *
 * The screens are found from their documents: a new data-loading screen is
 * covered without touching this file.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryLocation } from '../../../app/location/MemoryLocation.tsx';
import { AppScreenView } from '../../../app/AppScreenView.tsx';
import { allFeatures } from '../../../renderer/allFeatures.ts';
import { widgets } from '../../../widgets/index.ts';
import { actions } from '../../../actions/index.ts';
import { ToastHost } from '../../../app/ToastHost.tsx';
import { endpoints, type EndpointName } from '../../../actions/api/endpoints.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { STORAGE_PREFIX, savedEntryText } from '../../../actions/storage/storageActions.ts';
import { toastStore } from '../../../actions/ui/toastStore.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { setScenario } from '../../../sandbox/scenario.ts';
import { clearRequestLog, requestLog } from '../../../sandbox/requestLog.ts';
import type { ActionStep, Json, ScreenDoc } from '../../../renderer/types.ts';
import { loadAllScreenDocs, loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { answerWith } from '../../support/answerWith.ts';
import { COMBINED, PAYLOADS, withPayload } from '../../support/serverTextPayloads.ts';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const apiName = (action: string) => (action.startsWith('api.') ? (action.slice(4) as EndpointName) : null);

/** The calls whose answers a screen draws: its data sources and the calls of its onLoad chain (tracking left out). */
function drawnCalls(doc: ScreenDoc): EndpointName[] {
  const out = new Set<EndpointName>();
  for (const source of Object.values(doc.data ?? {})) {
    const name = apiName(source.action);
    if (name) out.add(name);
  }
  const visit = (steps: ActionStep[] | undefined) => {
    for (const step of steps ?? []) {
      const name = apiName(step.action);
      if (name && name in endpoints && !(endpoints[name] as { quiet?: boolean }).quiet) out.add(name);
      visit(step.then);
    }
  };
  visit(doc.onLoad);
  return [...out];
}

const DEFAULT = scenario('default')!;
const screens = loadAllScreenDocs()
  .map((doc) => ({ doc, calls: drawnCalls(doc) }))
  .filter(({ calls }) => calls.length > 0);

/**
 * Pages that draw server text they did not fetch themselves: what the repayment
 * pages saved for the code page, and the code page's address (built from payUrl).
 */
const SAVED_INFO = (scenario('code2-saved')!.storage!.repaymentInfo as { value: unknown }).value;
/** The address's texts drawn on the page (repayAmount must stay an amount, or the page shows no code: issue 16). */
const CODE_QUERY = ['payCode', 'payCodeImg'];

function draw(doc: ScreenDoc, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return render(
    <MemoryLocation initialEntries={[`/${doc.id}?${search}`]}>
      <AppScreenView screen={doc} widgets={widgets} features={allFeatures} actions={actions} />
      <ToastHost />
    </MemoryLocation>,
  );
}

/** Nothing on the page was made from the payload. */
function expectInert() {
  const body = document.body;
  expect(body.querySelectorAll('img[src="x"]'), 'an <img> from server text').toHaveLength(0);
  expect(body.querySelectorAll('b'), 'a <b> from server text').toHaveLength(0);
  expect(body.querySelectorAll('script'), 'a <script> from server text').toHaveLength(0);
  for (const el of body.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} has ${attr.name}`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'srcdoc', 'data'].includes(attr.name)) {
        expect(attr.value.trim().toLowerCase().startsWith('javascript:'), `${el.tagName} ${attr.name}="${attr.value}"`).toBe(false);
      }
    }
  }
  expect(body.querySelectorAll('iframe'), 'a frame').toHaveLength(0);
  expect(window.__xss).toBeUndefined();
}

/** The payload is on the page as written (not decoded, not evaluated). */
async function expectShownLiterally(payload: string) {
  await waitFor(() => expect(document.body.textContent).toContain(payload));
}

/** Every call answered and no loader left: the page has drawn what it got. */
async function settled(calls: EndpointName[]) {
  await waitFor(() => {
    expect(calls.filter((c) => !requestLog.some((r) => r.endpoint === c))).toEqual([]);
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });
}

/**
 * Where a mode leaves nothing of the server's text to draw (only "nothing was
 * made from it" is checked there).
 */
const DRAWS_NO_TEXT: Record<string, string> = {
  'bindBank/every text': 'the field codes and kinds are texts too: with them replaced no field can be built',
  'complainPageNext/every text': 'the tags are found by type value, a text too: with the values replaced none matches',
  'promoRegister/every text': 'the landing configuration carries only an id, which is not drawn',
  'promoRegister/numbers kept': 'the landing configuration carries only an id, which is not drawn',
};

beforeEach(() => {
  localStorage.clear();
  setScenario('default');
  toastStore.setState({ text: '' });
  setNavigator({ go: () => {}, leave: () => {}, back: () => {}, canGoBack: () => false });
});
afterEach(() => {
  delete window.__xss;
});

const rows = screens.flatMap(({ doc, calls }) =>
  PAYLOADS.flatMap((payload) =>
    [false, true].map((keepNumbers) => [doc.id, calls.join(', '), keepNumbers ? 'numbers kept' : 'every text', payload, doc, calls, keepNumbers] as const),
  ),
);

describe('server answers drawn as text', () => {
  it('covers the data-loading screens', () => {
    expect(screens.map((s) => s.doc.id).sort()).toEqual(
      expect.arrayContaining([
        'orderDetail',
        'confirmLoan',
        'confirmLoanNew',
        'complainDetails',
        'complaint',
        'complaintList',
        'bindBank',
        'repay',
        'repayDelay',
        'repaymentWay',
        'loginFailure',
        'customerService',
        'promoRegister',
      ]),
    );
  });

  it.each(rows)(
    '%s (%s), %s: %j',
    async (id, _calls, mode, payload, doc, calls, keepNumbers) => {
      for (const call of calls) answerWith(call, (body) => withPayload(body, payload, keepNumbers) as Record<string, unknown>);
      clearRequestLog();
      draw(doc, DEFAULT.query ?? {});
      await settled(calls);
      if (!DRAWS_NO_TEXT[`${id}/${mode}`]) await expectShownLiterally(payload);
      expectInert();
    },
    20_000,
  );

  it.each(PAYLOADS.map((p) => [p]))('the saved repayment info on /repaymentOfCode2: %j', async (payload) => {
    // Kept the way storage.set keeps it: for this order, just now.
    localStorage.setItem(
      `${STORAGE_PREFIX}repaymentInfo`,
      savedEntryText(withPayload(SAVED_INFO, payload, true) as Json, String(DEFAULT.query?.orderId ?? ''), Date.now()),
    );
    draw(loadScreenDoc('repaymentOfCode2'), DEFAULT.query ?? {});
    await expectShownLiterally(payload);
    expectInert();
  });

  it.each(PAYLOADS.map((p) => [p]))('the code page address built from payUrl, /repaymentOfCode: %j', async (payload) => {
    const query = { ...DEFAULT.query, showType: '1', ...Object.fromEntries(CODE_QUERY.map((k) => [k, payload])) };
    draw(loadScreenDoc('repaymentOfCode'), query);
    await expectShownLiterally(payload);
    expectInert();
  });
});

describe("the server's failure message", () => {
  const failing = screens
    .map(({ doc, calls }) => ({
      doc,
      call: calls.find((c) => Object.values(doc.data ?? {}).some((s) => s.action === `api.${c}` && s.blocking !== false)) ?? (doc.data ? undefined : calls[0]),
    }))
    .filter((s): s is { doc: ScreenDoc; call: EndpointName } => s.call !== undefined);

  it.each(failing.map((s) => [s.doc.id, s.call, s] as const))('%s, %s failing with markup in its message', async (_id, call, { doc }) => {
    const failure = endpoints[call].client === 'engagement' ? 1 : 'E1';
    answerWith(call, () => ({ code: failure, message: COMBINED, data: null }));
    draw(doc, DEFAULT.query ?? {});
    await expectShownLiterally(COMBINED);
    expectInert();
  });
});
