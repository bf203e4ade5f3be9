/**
 * Every call a screen makes besides loading its data (submit, pay, rate,
 * upload, open an agreement…), failing each of the four ways a mobile
 * network fails (tests/support/faultyEndpoint.ts), through the real runtime,
 * actions and API clients (runScreen, msw/node):
 *
 * - the person is told, in the screen's words (its copy, else the app's);
 *   a tracking call fails silently and the chain goes on;
 * - the page stays (no navigation), drawn (phase ready), and nothing is busy:
 *   the button can be pressed again;
 * - nothing typed or chosen is lost: the local state is what it was before
 *   the tap, except what the failure itself marks (a picture "failed").
 *
 * The calls come from the schemas (every `api.*` step of every screen that
 * is not a data source); the table below says how a person reaches each one,
 * and a test fails when a schema makes a call the table does not cover.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settings as defaultSettings } from '../../../app/settings.ts';
import { endpoints, type Endpoint, type EndpointName } from '../../../actions/api/endpoints.ts';
import { clearToast } from '../../../actions/ui/toastStore.ts';
import type { JsonObject, ScreenDoc, ViewNode } from '../../../renderer/types.ts';
import { GCASH_VALUES } from '../../support/bankValues.ts';
import { FAULTS, failEndpoint, faultCopyKey } from '../../support/faultyEndpoint.ts';
import { loadAllScreenDocs, screenCopy } from '../../support/loadScreenDoc.ts';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { pngFile } from '../../support/pictureFiles.ts';
import { waitForState } from '../../support/waitForState.ts';

/** Long enough for the sandbox's healthy answers on a busy machine; the failing one never answers. */
const SHORT_TIMEOUT_MS = 250;
/**
 * A picture's upload is given up later: jsdom builds its multipart body from the file before the request reaches
 * the sandbox, and on a loaded machine (npm test runs the browsers beside this, decision 063) that took longer
 * than 250 ms, so the call never arrived and "the call was made" could not be seen. The answer never comes either
 * way; this only gives the request time to arrive.
 */
const UPLOAD_TIMEOUT_MS = 3_000;

interface CallCase {
  screen: string;
  endpoint: EndpointName;
  /** What the person does, in words (the test's name). */
  doing: string;
  scenario?: string;
  /** What the person typed or chose before (local state). */
  typed?: JsonObject;
  /** The call is made while the screen loads (its onLoad chain): the fault is there from the start. */
  onLoad?: true;
  /** The tap that makes the call (absent for onLoad calls). */
  tap?: (run: ScreenRun) => Promise<void>;
  /** The node tapped, to check it can be pressed again. */
  control?: (n: ViewNode) => boolean;
  /** Local state the failure marks on purpose. */
  marks?: string[];
  /** A tracking call: its failure is not shown and the chain goes on with this call. */
  quietThen?: EndpointName;
}

const byKey = (key: string) => (n: ViewNode) => n.id.split('.').pop() === key;
const press = (key: string) => (run: ScreenRun) => run.tap(byKey(key));
const first = (widget: string) => (n: ViewNode) => n.widget === widget;

const complaintText = 'I paid through GCash but my order still shows due.';
const promoValues = { mobile: '0917 123 4567', captcha: 'AB12', smsCode: '123456' };
const smsStep = { cardId: '31', smsOpen: true, recordId: 'RR-9001', code: '123456' };

const CASES: CallCase[] = [
  {
    screen: 'bindBank',
    endpoint: 'bindCardNew',
    doing: 'Next with every field filled',
    typed: { values: GCASH_VALUES },
    tap: press('next'),
    control: byKey('next'),
    marks: ['submitted', 'submits'],
  },
  {
    screen: 'bindBank',
    endpoint: 'cardChange',
    doing: 'Next from the order page',
    scenario: 'bank-from-order',
    typed: { values: GCASH_VALUES },
    tap: press('next'),
    control: byKey('next'),
    marks: ['submitted', 'submits'],
  },
  {
    screen: 'complainDetails',
    endpoint: 'saveScore',
    doing: 'Send a 4-star rating',
    typed: { ratingOpen: true, stars: 4 },
    tap: press('send'),
    control: byKey('send'),
  },
  {
    screen: 'complainPageNext',
    endpoint: 'uploadProblemImg',
    doing: 'add a picture to a typed complaint',
    typed: { text: complaintText },
    tap: (run) => run.tap(first('ImagePicker'), 'pick', { localId: 'p1', file: pngFile() } as never),
    marks: ['images', 'uploadStage', 'uploadProgress'],
  },
  {
    screen: 'complainPageNext',
    endpoint: 'problemSave',
    doing: 'Send a typed complaint',
    typed: { text: complaintText },
    tap: press('send'),
    control: byKey('send'),
  },
  { screen: 'confirmLoan', endpoint: 'contractJump', doing: 'open the first agreement', tap: (run) => run.tap(first('AgreementCheck'), 'open', 0) },
  { screen: 'confirmLoan', endpoint: 'loanPush', doing: 'confirm the loan', typed: { agreed: true }, tap: press('confirm'), control: byKey('confirm') },
  { screen: 'confirmLoanNew', endpoint: 'altAgreementJump', doing: 'open the first agreement', tap: (run) => run.tap(first('AgreementCheck'), 'open', 0) },
  { screen: 'confirmLoanNew', endpoint: 'altPush', doing: 'confirm the loan', typed: { agreed: true }, tap: press('confirm'), control: byKey('confirm') },
  {
    screen: 'loginFailure',
    endpoint: 'recommendClick',
    doing: 'pick a recommended product (click statistics)',
    tap: (run) => run.tap(first('ProductOffer'), 'select'),
    quietThen: 'recommendLink',
  },
  {
    screen: 'loginFailure',
    endpoint: 'recommendLink',
    doing: 'pick a recommended product',
    tap: (run) => run.tap(first('ProductOffer'), 'select'),
    control: first('ProductOffer'),
  },
  {
    screen: 'orderDetail',
    endpoint: 'orderScore',
    doing: 'Submit a 5-star rating',
    typed: { ratingOpen: true, stars: 5 },
    tap: press('submit'),
    control: byKey('submit'),
  },
  {
    screen: 'orderDetail',
    endpoint: 'eventSave',
    doing: 'pick a recommended product (event log)',
    tap: (run) => run.tap(first('ProductOffer'), 'select'),
    quietThen: 'recProductClick',
  },
  {
    screen: 'orderDetail',
    endpoint: 'recProductClick',
    doing: 'pick a recommended product',
    tap: (run) => run.tap(first('ProductOffer'), 'select'),
    control: first('ProductOffer'),
  },
  // Pull-to-refresh reloads a data source: a failure keeps what is on screen and says why.
  { screen: 'orderDetail', endpoint: 'loanDetails', doing: 'pull to refresh', tap: (run) => run.tap((n) => !!n.events?.refresh, 'refresh') },
  {
    screen: 'complaintList',
    endpoint: 'problemList',
    doing: 'pull to refresh',
    typed: { tab: 1 },
    tap: (run) => run.tap((n) => !!n.events?.refresh, 'refresh'),
  },
  { screen: 'promoRegister', endpoint: 'channelTemplate', doing: 'open the landing page', onLoad: true },
  { screen: 'promoRegister', endpoint: 'visit', doing: 'open the landing page (visit tracking)', onLoad: true, quietThen: 'getSid' },
  {
    screen: 'promoRegister',
    endpoint: 'getSid',
    doing: 'ask for a new picture code',
    typed: { values: promoValues },
    tap: (run) => run.tap(byKey('form'), 'refreshCaptcha', {}),
    // No new picture could be had: the box says so (issue 17) until a tap gets one.
    marks: ['captchaFailed'],
  },
  {
    screen: 'promoRegister',
    endpoint: 'getSms',
    doing: 'get an SMS code',
    typed: { values: promoValues },
    tap: (run) => run.tap(byKey('form'), 'getCode', { counting: false }),
    marks: ['errors'],
  },
  {
    screen: 'promoRegister',
    endpoint: 'trackClick',
    doing: 'apply (click tracking)',
    typed: { values: promoValues },
    tap: press('apply'),
    marks: ['errors'],
    quietThen: 'register',
  },
  {
    screen: 'promoRegister',
    endpoint: 'register',
    doing: 'apply',
    typed: { values: promoValues },
    tap: press('apply'),
    control: byKey('apply'),
    marks: ['errors'],
  },
  {
    screen: 'repay',
    endpoint: 'generateVcode',
    doing: 'Payment with 7-Eleven chosen',
    typed: { channel: 'C711', chooserOpen: true },
    tap: press('pay'),
    control: byKey('pay'),
  },
  {
    screen: 'repayDelay',
    endpoint: 'generateVcode',
    doing: 'Payment with 7-Eleven chosen',
    typed: { channel: 'C711', chooserOpen: true },
    tap: press('pay'),
    control: byKey('pay'),
  },
  {
    screen: 'repaymentWay',
    endpoint: 'repaymentCommit',
    doing: 'Repay now with a card chosen',
    typed: { cardId: '31' },
    tap: press('commit'),
    control: byKey('commit'),
  },
  {
    screen: 'repaymentWay',
    endpoint: 'repaymentCommit',
    doing: 'Resend the code',
    typed: { ...smsStep, code: '12' },
    tap: (run) => run.tap(first('CodeInput'), 'resend', { counting: false }),
  },
  { screen: 'repaymentWay', endpoint: 'repaymentConfirm', doing: 'Confirm a typed code', typed: smsStep, tap: press('confirm'), control: byKey('confirm') },
  { screen: 'repaymentWay', endpoint: 'repaymentHuichao', doing: 'pay with the e-wallet', tap: press('wallet'), control: byKey('wallet') },
];

/** Every `api.*` step of every screen that is not one of its data sources: [screen, endpoint]. */
function callsInSchemas(): [string, EndpointName][] {
  const out = new Set<string>();
  const walk = (value: unknown, screen: ScreenDoc) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, screen));
    else if (value && typeof value === 'object') {
      const action = (value as { action?: unknown }).action;
      const name = typeof action === 'string' && action.startsWith('api.') ? action.slice(4) : '';
      if (name in endpoints && !(endpoints[name as EndpointName] as Endpoint).binary) out.add(`${screen.id} ${name}`);
      Object.values(value).forEach((v) => walk(v, screen));
    }
  };
  for (const screen of loadAllScreenDocs()) walk([screen.onLoad, screen.handlers, screen.native, screen.body], screen);
  return [...out].map((s) => s.split(' ') as [string, EndpointName]);
}

const withoutKeys = (state: JsonObject, keys: string[] = []) => Object.fromEntries(Object.entries(state).filter(([k]) => !keys.includes(k)));

beforeEach(() => {
  // The track action and the URL check say what they skipped; that is for developers, not a failure here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  clearToast();
});

describe('a call that fails tells the person, keeps what they typed and lets them try again', () => {
  it('the table covers every call the schemas make', () => {
    const covered = new Set(CASES.map((c) => `${c.screen} ${c.endpoint}`));
    expect(callsInSchemas().filter(([screen, endpoint]) => !covered.has(`${screen} ${endpoint}`))).toEqual([]);
  });

  for (const c of CASES) {
    for (const fault of FAULTS) {
      it(`${c.screen}: ${c.doing} (${c.endpoint}) — ${fault}`, async () => {
        if (c.onLoad) failEndpoint(c.endpoint, fault);
        // A hanging answer is given up after the settings' time-out, here a short one.
        const timeoutMs = (endpoints[c.endpoint] as Endpoint).multipart ? UPLOAD_TIMEOUT_MS : SHORT_TIMEOUT_MS;
        const settings = fault === 'time-out' ? { ...defaultSettings, requestTimeoutMs: timeoutMs } : defaultSettings;
        const run = await runScreen(c.screen, c.scenario ?? 'default', undefined, { settings });
        expect(run.tree().phase).toBe('ready');
        if (c.typed) run.runtime.store.setState((s) => ({ state: { ...s.state, ...c.typed } }));
        const before = run.runtime.store.getState().state;
        if (!c.onLoad) {
          failEndpoint(c.endpoint, fault);
          await c.tap!(run);
        }

        // The sandbox logs a call once it has read its body, which may come after the app gave up waiting (time-out):
        // wait for it to be logged, with room for a loaded machine (a call that was never made still fails here).
        await waitForState(() =>
          expect(
            run.effects.requests.map((r) => r.endpoint),
            'the call was made',
          ).toContain(c.endpoint),
        );
        const requested = run.effects.requests.map((r) => r.endpoint);
        const message = screenCopy(run.screen, faultCopyKey(fault));
        if (c.quietThen) {
          expect(run.effects.toasts, 'a tracking failure is not shown').not.toContain(message);
          expect(requested.slice(requested.lastIndexOf(c.endpoint)), 'the chain goes on').toContain(c.quietThen);
        } else {
          expect(run.effects.toasts).toContain(message);
          expect(run.effects.navigations, 'the page stays').toEqual([]);
        }
        expect(run.tree().phase).toBe('ready');
        expect(run.runtime.store.getState().busy, 'nothing stays busy').toEqual({});
        const after = run.runtime.store.getState().state;
        expect(withoutKeys(after, c.marks), 'nothing typed or chosen is lost').toEqual(withoutKeys(before, c.marks));
        if (c.control) {
          const control = findNode(run.tree().nodes, c.control);
          expect(control, 'the control is still there').toBeDefined();
          expect(control?.props.disabled, 'the control can be pressed again').not.toBe(true);
        }
        if (c.endpoint === 'uploadProblemImg') expect(after.images).toEqual([{ localId: 'p1', status: 'failed', url: '' }]);
        const reloaded = Object.entries(run.screen.data ?? {}).find(([, source]) => source.action === `api.${c.endpoint}`);
        if (reloaded) expect(run.runtime.store.getState().sources[reloaded[0]], 'what was on screen stays').toEqual({ status: 'ready' });
      });
    }
  }
});
