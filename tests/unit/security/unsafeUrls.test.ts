/**
 * Every field of a server answer that leads to a redirect or a frame, fed one
 * hostile address of each kind (REPRESENTATIVE in tests/support/maliciousUrls.ts;
 * the URL check's own test takes the whole list) through the real screen
 * (runtime, actions, API clients; the answer comes from the sandbox with that
 * one field replaced). Nothing may be followed, framed or handed to the native
 * shell, and a borrower who tapped (or whose page would have left) reads the
 * refusal. A good address in the same field is followed, so each row would
 * notice a field that no longer leads anywhere.
 *
 * Vectors refused "under any configuration" run with the shipped
 * schemas/config.json; look-alike hosts and the like run with the hosts
 * configured (HOST_POLICY), which is how product staff would set them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findNode, runScreen, tickAgreement, type ScreenRun } from '../../support/runScreen.ts';
import { answerWith, setField } from '../../support/answerWith.ts';
import { screenCopy } from '../../support/loadScreenDoc.ts';
import { GOOD_URL, HOST_POLICY, REPRESENTATIVE, shown, type UrlVector } from '../../support/maliciousUrls.ts';
import type { EndpointName } from '../../../actions/api/endpoints.ts';
import type { UrlPolicy } from '../../../actions/nav/urlCheck.ts';
import type { ViewNode } from '../../../renderer/types.ts';
import { str } from '../../../renderer/operations.ts';
import { refusalsLogged } from '../../support/refusalLog.ts';
import { REFUSAL_LOGS } from '../../../actions/nav/refusalLogs.ts';
import config from '../../../schemas/config.json' with { type: 'json' };
import { scenario } from '../../../sandbox/scenarios.ts';
import appCopyFile from '../../../schemas/copy.json' with { type: 'json' };

const appCopy = appCopyFile.en;

const REFUSED = appCopy.linkRejected;

interface Field {
  /** The field as the brief names it, and where it comes from. */
  name: string;
  screen: string;
  scenario: string;
  endpoint: EndpointName;
  /** Where the address sits in the answer body. */
  path: string;
  /** What the borrower does after the page has loaded (nothing: the page acts on load). */
  act?: (run: ScreenRun) => Promise<void>;
  /** The address is shown in a frame rather than followed. */
  frame?: boolean;
  /** Links with this prefix are native pages and go to the shell by design (SPEC: recommended products). */
  nativePrefix?: string;
  /** How a good address is followed: where to, replacing the page or not. */
  follows?: { to: string; replace: boolean };
  /** What the screen adds to a path of this site (a code page is told its order). */
  sitePathAdds?: string;
}

const byLabel = (label: string) => (n: ViewNode) => n.props.label === label;
/** Taps the control the screen's copy key labels (so the copy may be reworded). */
const tapKey = (key: string) => (run: ScreenRun) => run.tap(byLabel(screenCopy(run.screen, key)));
const openChooserAndPay = async (run: ScreenRun) => {
  await tapKey('paymentMethod')(run);
  await tapKey('pay')(run);
};
const tapProduct = (run: ScreenRun) => run.tap((n) => n.widget === 'ProductOffer' && n.props.name === 'LendMo', 'select');
const confirm = async (run: ScreenRun) => {
  await tickAgreement(run);
  await run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));
};
const openAgreement = (run: ScreenRun) => run.tap((n) => n.widget === 'AgreementCheck', 'open', 1);

const plain = { to: GOOD_URL, replace: false };

/** The order of the default scenario's address (a pay page on this site is told it). */
const DEFAULT_ORDER = scenario('default')?.query?.orderId;

/** A path on the app's own origin, as a server may send an agreement or pay page. */
const SITE_PATH = '/agreement/123?ref=RX-1';

const FIELDS: Field[] = [
  {
    name: 'playeduL (order detail redirect)',
    screen: 'orderDetail',
    scenario: 'order-174',
    endpoint: 'loanDetails',
    path: 'data.playeduL',
    follows: { to: GOOD_URL, replace: true },
  },
  {
    name: 'h5Url (order detail repayment)',
    screen: 'orderDetail',
    scenario: 'order-174',
    endpoint: 'loanDetails',
    path: 'data.h5Url',
    act: tapKey('repaymentLabel'),
    follows: plain,
  },
  {
    name: 'product link (order detail)',
    screen: 'orderDetail',
    scenario: 'order-21',
    endpoint: 'recProductClick',
    path: 'link',
    act: tapProduct,
    nativePrefix: 'app://',
    follows: plain,
  },
  {
    name: 'product link (joint-login failure)',
    screen: 'loginFailure',
    scenario: 'default',
    endpoint: 'recommendLink',
    path: 'data.url',
    act: tapProduct,
    nativePrefix: 'app://',
    follows: plain,
  },
  {
    name: 'payUrl (installment repayment)',
    screen: 'repay',
    scenario: 'default',
    endpoint: 'generateVcode',
    path: 'data.payUrl',
    act: openChooserAndPay,
    follows: plain,
    sitePathAdds: `&orderId=${DEFAULT_ORDER}`,
  },
  {
    name: 'payUrl (extension repayment)',
    screen: 'repayDelay',
    scenario: 'default',
    endpoint: 'generateVcode',
    path: 'data.payUrl',
    act: openChooserAndPay,
    follows: plain,
    sitePathAdds: `&orderId=${DEFAULT_ORDER}`,
  },
  {
    name: 'lendDetailsUrl (confirm loan)',
    screen: 'confirmLoan',
    scenario: 'default',
    endpoint: 'loanPush',
    path: 'data.lendDetailsUrl',
    act: confirm,
    follows: { to: `${GOOD_URL}&from=confirm`, replace: true },
  },
  {
    name: 'lendDetailsUrl (new loan confirm)',
    screen: 'confirmLoanNew',
    scenario: 'default',
    endpoint: 'altPush',
    path: 'data.lendDetailsUrl',
    act: confirm,
    follows: { to: `${GOOD_URL}&from=confirm`, replace: true },
  },
  {
    name: 'contract_url (contract jump)',
    screen: 'confirmLoan',
    scenario: 'default',
    endpoint: 'contractJump',
    path: 'data.contract_url',
    act: openAgreement,
    follows: plain,
  },
  {
    name: 'agreement url (new loan confirm)',
    screen: 'confirmLoanNew',
    scenario: 'default',
    endpoint: 'altAgreementJump',
    path: 'data.url',
    act: openAgreement,
    follows: plain,
  },
  {
    name: 'popAgreementUrl (agreement popup frame)',
    screen: 'confirmLoan',
    scenario: 'default',
    endpoint: 'loanConfirmDetail',
    path: 'data.popAgreementUrl',
    frame: true,
  },
  {
    name: 'huichao url (legacy repayment wallet)',
    screen: 'repaymentWay',
    scenario: 'default',
    endpoint: 'repaymentHuichao',
    path: 'data.url',
    act: tapKey('wallet'),
    follows: plain,
  },
];

/** Opens the field's screen with `value` in the field, and does what the borrower does. */
async function feed(field: Field, value: unknown): Promise<ScreenRun> {
  answerWith(field.endpoint, (body) => setField(body, field.path, value), field.scenario);
  const run = await runScreen(field.screen, field.scenario);
  await field.act?.(run);
  return run;
}

const frameUrl = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.widget === 'Frame')?.props.url;
const leaves = (run: ScreenRun) => run.effects.navigations.filter((n) => n.kind === 'leave');
const opened = (run: ScreenRun) => run.effects.native.filter((m) => m.handler === 'openPage' || m.handler === 'openPageWrapped');

function expectRefused(field: Field, run: ScreenRun, v: UrlVector) {
  expect(leaves(run), 'nothing followed').toEqual([]);
  expect(frameUrl(run), 'nothing framed').toBeUndefined();
  const native = field.nativePrefix && typeof v.value === 'string' && v.value.startsWith(field.nativePrefix);
  expect(opened(run), 'handed to the native shell').toEqual(native ? [{ handler: 'openPage', body: { url: v.value } }] : []);
  if (native) return;
  // A value the screen reads as "no address" may be passed over in silence; anything else is refused out loud.
  if (str(v.value) !== '') {
    expect(run.effects.toasts).toContain(REFUSED);
    // And the developer at the console reads why (kept, not printed: tests/support/refusalLog.ts).
    const reasons = refusalsLogged()
      .filter((line) => line.startsWith(`${REFUSAL_LOGS.address} `))
      .map((line) => line.slice(REFUSAL_LOGS.address.length + 1));
    expect(
      reasons.some((reason) => reason.trim() !== '' && !reason.startsWith('undefined')),
      `the reason logged (${reasons.join(' | ') || 'no refusal line'})`,
    ).toBe(true);
  } else expect(run.effects.toasts.filter((t) => t !== REFUSED)).toEqual([]);
}

/** Replaces the live URL policy (the object the nav actions read) for one test. */
function usePolicy(policy: UrlPolicy): () => void {
  const live = config.urlCheck as UrlPolicy;
  const saved = { schemes: [...live.schemes], allowedHosts: [...live.allowedHosts] };
  live.schemes.splice(0, live.schemes.length, ...policy.schemes);
  live.allowedHosts.splice(0, live.allowedHosts.length, ...policy.allowedHosts);
  return () => {
    live.schemes.splice(0, live.schemes.length, ...saved.schemes);
    live.allowedHosts.splice(0, live.allowedHosts.length, ...saved.allowedHosts);
  };
}

const row = (v: UrlVector) => [v.name, shown(v.value), v] as const;
const anyPolicy = REPRESENTATIVE.filter((v) => v.refusedBy === 'any').map(row);
const hostsOnly = REPRESENTATIVE.filter((v) => v.refusedBy === 'hosts').map(row);

describe.each(FIELDS.map((f) => [f.name, f] as const))('%s', (_name, field) => {
  it.each(anyPolicy)('refuses %s %s (shipped configuration)', async (_n, _s, v) => {
    expectRefused(field, await feed(field, v.value), v);
  });

  describe('with the hosts configured', () => {
    let restore = () => {};
    beforeEach(() => {
      restore = usePolicy(HOST_POLICY);
    });
    afterEach(() => restore());

    it.each(hostsOnly)('refuses %s %s', async (_n, _s, v) => {
      expectRefused(field, await feed(field, v.value), v);
    });

    // The same rule in every field: a path of this site ("/agreement/123") is this site's address,
    // while "//host" and other schemes stay refused (the vectors above).
    it(`${field.frame ? 'frames' : 'follows'} a path of this site as this site's address`, async () => {
      const run = await feed(field, SITE_PATH);
      const resolved = new URL(SITE_PATH, window.location.origin).href + (field.sitePathAdds ?? '');
      expect(run.effects.toasts).toEqual([]);
      if (field.frame) expect(frameUrl(run)).toBe(resolved);
      else expect(leaves(run)).toEqual([{ kind: 'leave', ...field.follows, to: field.follows!.to.replace(GOOD_URL, resolved) }]);
    });

    it(`${field.frame ? 'frames' : 'follows'} a good address`, async () => {
      const run = await feed(field, GOOD_URL);
      expect(run.effects.toasts).toEqual([]);
      if (field.frame) expect(frameUrl(run)).toBe(GOOD_URL);
      else expect(leaves(run)).toEqual([{ kind: 'leave', ...field.follows }]);
    });
  });
});
