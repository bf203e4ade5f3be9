/**
 * Loan confirmation, its alternate and the joint-login failure page through
 * the real runtime and the sandbox. Labels and messages are the screens'
 * copy (their shared part's included), so they may be reworded.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen';
import type { Json, JsonObject, ViewNode } from '../../../renderer/types';
import { setScenario } from '../../../sandbox/scenario';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc';

/** The English copy of each confirm page, with what the two share (schemas/parts/confirmCommon.json). */
const confirmCopy = loadScreenDoc('confirmLoan').copy as Record<string, string>;
const altCopy = loadScreenDoc('confirmLoanNew').copy as Record<string, string>;

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
const sent = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));
const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));

describe('confirm loan V3', () => {
  it('draws the offer: money-formatted amount, term, plan', async () => {
    const run = await runScreen('confirmLoan', 'default');
    expect(node(run, (n) => n.widget === 'Figure')?.props.value).toBe('₱5,000.00');
    const details = node(run, (n) => n.id.endsWith('details'))?.props.rows as JsonObject[];
    expect(details.slice(0, 2)).toEqual([
      { text: confirmCopy.termLabel, value: '91 days' },
      { text: confirmCopy.rateLabel, value: '0.05% per day' },
    ]);
    expect((node(run, (n) => n.id.endsWith('plan'))?.props.rows as JsonObject[])[0]).toEqual({ text: '2026-12-21', value: '₱1,817.00' });
    expect(form(sent(run, 'contractList')[0].body)).toEqual({ productId: '1001', scene: '3' });
  });

  it('pushes once with the SPEC payload and replaces the location with lendDetailsUrl + from=confirm', async () => {
    const run = await runScreen('confirmLoan', 'default');
    await confirm(run);
    await confirm(run);
    expect(sent(run, 'loanPush').map((r) => form(r.body))).toEqual([{ amount: '500000', periods: '91', termUnit: '1', productId: '1001' }]);
    expect(run.effects.navigations).toEqual([{ kind: 'leave', to: 'https://lend.example.com/details?order=900001&from=confirm', replace: true }]);
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.disabled).toBe(true);
  });

  it('unchecked: the button is disabled and a tap sends nothing', async () => {
    const run = await runScreen('confirmLoan', 'default');
    await run.tap((n) => n.widget === 'AgreementCheck', 'toggle', false);
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.disabled).toBe(true);
    await confirm(run);
    expect(sent(run, 'loanPush')).toEqual([]);
  });

  it('a refused lendDetailsUrl: not followed, said, and never pushed again', async () => {
    const run = await runScreen('confirmLoan', 'confirm-push-unsafe-url');
    await confirm(run);
    await confirm(run);
    expect(run.effects.navigations).toEqual([]);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'linkRejected')]);
    expect(sent(run, 'loanPush')).toHaveLength(1);
  });

  it('agreement popup: only a checked address reaches the frame', async () => {
    const ok = await runScreen('confirmLoan', 'confirm-agreement-popup');
    expect(node(ok, (n) => n.widget === 'Frame')?.props.url).toBe('https://docs.example.com/contracts/loan-agreement-popup');
    await ok.tap((n) => n.props.label === confirmCopy.agreementCancel);
    expect(ok.effects.native).toEqual([{ handler: 'closeWebView', body: {} }]);
    const bad = await runScreen('confirmLoan', 'confirm-agreement-popup-unsafe');
    expect(node(bad, (n) => n.widget === 'Frame')).toBeUndefined();
    expect(bad.effects.toasts).toEqual([screenCopy(bad.screen, 'linkRejected')]);
  });

  it.each([
    ['confirm-exit-popup', true, []],
    ['default', false, [{ kind: 'back' }]],
  ])('native goBack in %s: exit popup %s', async (scenario, popup, navigations) => {
    const run = await runScreen('confirmLoan', scenario);
    expect(run.runtime.handleNative('goBack', null)).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(Boolean(node(run, (n) => n.id.endsWith('exit')))).toBe(popup);
    expect(run.effects.navigations).toEqual(navigations);
  });
});

describe('confirm loan, alternate page: same widgets, other names', () => {
  it('maps its own fields and posts to its own endpoints', async () => {
    const run = await runScreen('confirmLoanNew', 'default');
    expect(node(run, (n) => n.widget === 'Figure')?.props).toMatchObject({ value: '₱8,000.00', note: `${altCopy.repayDateLabel}: 2027-02-19` });
    expect((node(run, (n) => n.id.endsWith('details'))?.props.rows as JsonObject[])[0]).toEqual({ text: 'Term', value: '91 days' });
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.label).toBe('Get my ₱8,000 now');
    expect(node(run, (n) => n.id.endsWith('promo'))?.props.message).toBe('First loan: no service fee this month!');
    await run.tap((n) => n.widget === 'AgreementCheck', 'open', 1);
    expect(form(sent(run, 'altAgreementJump')[0].body)).toEqual({ productId: '1001', position: '1' });
    await confirm(run);
    expect(form(sent(run, 'altPush')[0].body)).toEqual({ productId: '1001' });
    expect(run.effects.navigations.at(-1)).toEqual({ kind: 'leave', to: 'https://lend.example.com/details?order=900002&from=confirm', replace: true });
  });
});

describe('joint-login failure page', () => {
  it('leaves out disabled products and tags only the first two shown', async () => {
    const run = await runScreen('loginFailure', 'default');
    const offers = run.tree().nodes[0].children!.find((n) => n.widget === 'Section')!.children!;
    expect(offers.map((o) => [o.props.name, o.props.tags])).toEqual([
      ['LendMo', ['Fast approval', 'No collateral']],
      ['PesoNow Plus', ['Higher limit']],
      ['QuickPera', []],
    ]);
    expect(sent(run, 'recommendProducts')[0].body).toBe('displays=1');
  });

  it.each([
    ['default', { leave: 'https://partner.example.com/apply?product=2001' }],
    ['failure-native-link', { native: 'app://product-detail?productId=2001' }],
    ['failure-link-failure', { toast: 'This product is not available in your area.' }],
  ] as [string, { leave?: string; native?: string; toast?: string }][])('%s: a tap → %j', async (scenario, expected) => {
    const run = await runScreen('loginFailure', scenario);
    await run.tap((n) => n.widget === 'ProductOffer' && n.props.name === 'LendMo', 'select');
    expect(form(sent(run, 'recommendClick')[0].body)).toEqual({ productId: '2001', position: '0' });
    expect(form(sent(run, 'recommendLink')[0].body)).toEqual({ productId: '2001' });
    // Exactly one outcome: a followed link is not also opened natively or refused, and so on.
    expect(run.effects.navigations).toEqual(expected.leave ? [{ kind: 'leave', to: expected.leave, replace: false }] : []);
    expect(run.effects.native).toEqual(expected.native ? [{ handler: 'openPage', body: { url: expected.native } }] : []);
    expect(run.effects.toasts).toEqual(expected.toast ? [expected.toast] : []);
  });
});

/**
 * Issue 16, for both confirm pages: a loan is never pushed with figures the
 * borrower was not shown, and never before the agreements can be opened.
 */
const confirmPages = [
  { id: 'confirmLoan', copy: confirmCopy, push: 'loanPush', agreementsCall: 'contractList', amountField: 'amount' },
  { id: 'confirmLoanNew', copy: altCopy, push: 'altPush', agreementsCall: 'altAgreements', amountField: 'loanAmount' },
] as const;

const confirmButton = (run: ScreenRun) => node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'));
/** The agreements' part of the page when they are not there: the error page's layout, compact (issue 17). */
const agreementsFailed = (n: ViewNode) => n.widget === 'ErrorState' && n.id.endsWith('agreementsMissing');
/** The confirm chain run directly, the way a tap on an enabled button would: the chain itself must refuse. */
const runConfirmChain = (run: ScreenRun) => run.runtime.run([{ action: 'run', args: { handler: 'confirm' } }]);
const allText = (run: ScreenRun) => JSON.stringify(run.tree());

describe.each(confirmPages)('$id: nothing is confirmed that the borrower was not shown', ({ id, copy, push, agreementsCall, amountField }) => {
  it.each(['confirm-detail-no-data', 'confirm-detail-invalid-amount'])(
    '%s: the "cannot be shown" state in the screen\'s words with a retry, no Confirm, and the chain sends nothing',
    async (scenario) => {
      const run = await runScreen(id, scenario);
      const view = run.tree();
      expect(view.phase).toBe('error');
      expect(view.error?.message).toBe(copy.incomplete);
      expect(view.error?.retryLabel).toBeTruthy();
      expect(confirmButton(run)).toBeUndefined();
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);

      // The server answers properly again: Retry draws the offer and Confirm works.
      setScenario('default');
      await run.runtime.load();
      expect(run.tree().phase).toBe('ready');
      expect(confirmButton(run)?.props.disabled).toBe(false);
    },
  );

  it('a figure that turned invalid after the page was drawn: Confirm goes off and the chain still sends nothing', async () => {
    const run = await runScreen(id, 'default');
    expect(confirmButton(run)?.props.disabled).toBe(false);
    run.runtime.store.setState((s) => ({ data: { ...s.data, detail: { ...(s.data.detail as JsonObject), [amountField]: 'NaN' } } }));
    expect(confirmButton(run)?.props.disabled).toBe(true);
    await runConfirmChain(run);
    expect(sent(run, push)).toEqual([]);
  });

  it('the agreements fail to load: the page says so, Confirm is off with its reason, nothing is pushed; Retry reloads only them', async () => {
    const run = await runScreen(id, 'confirm-contracts-failure');
    expect(run.tree().phase).toBe('ready');
    expect(allText(run)).toContain(JSON.stringify(copy.agreementsFailed));
    expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsNeeded });
    await confirm(run);
    await runConfirmChain(run);
    expect(sent(run, push)).toEqual([]);

    setScenario('default');
    const detailCalls = run.effects.requests.length - sent(run, agreementsCall).length;
    // The agreements' part of the page in the error page's layout, its retry labelled by the screen.
    expect((node(run, agreementsFailed)?.props.actions as JsonObject[])[0]).toMatchObject({ event: 'retry', label: copy.agreementsRetry });
    await run.tap(agreementsFailed, 'retry');
    expect(sent(run, agreementsCall)).toHaveLength(2);
    expect(run.effects.requests.length - sent(run, agreementsCall).length, 'only the agreements are asked again').toBe(detailCalls);
    expect(allText(run)).not.toContain(JSON.stringify(copy.agreementsFailed));
    expect(node(run, agreementsFailed)).toBeUndefined();
    expect((node(run, (n) => n.widget === 'AgreementCheck')?.props.links as JsonObject[]).length).toBeGreaterThan(0);
    expect(confirmButton(run)?.props).toMatchObject({ disabled: false, hint: '' });
    await confirm(run);
    expect(sent(run, push)).toHaveLength(1);
  });

  it('an empty agreement list is not there either; a retry that finds it still empty says so again, on the page only (no toast repeats it)', async () => {
    const run = await runScreen(id, 'confirm-contracts-empty');
    expect(allText(run)).toContain(JSON.stringify(copy.agreementsFailed));
    expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsNeeded });
    await run.tap(agreementsFailed, 'retry');
    expect(sent(run, agreementsCall)).toHaveLength(2);
    expect(node(run, agreementsFailed)?.props.message).toBe(copy.agreementsFailed);
    expect(run.effects.toasts).toEqual([]);
    expect(confirmButton(run)?.props.disabled).toBe(true);
    await confirm(run);
    expect(sent(run, push)).toEqual([]);
  });

  it('while the agreements load: Confirm is off and says it waits for them, and no failure is claimed yet', async () => {
    const run = await runScreen(id, 'default');
    const source = id === 'confirmLoan' ? 'contracts' : 'agreements';
    run.runtime.store.setState((s) => ({ sources: { ...s.sources, [source]: { status: 'loading' } } }));
    expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsLoading });
    expect(allText(run)).not.toContain(JSON.stringify(copy.agreementsFailed));
    await runConfirmChain(run);
    expect(sent(run, push)).toEqual([]);
  });

  it('an agreement without a title is not there (it could not be opened knowingly)', async () => {
    const run = await runScreen(id, 'default');
    const list: Json = id === 'confirmLoan' ? { data: [{ title: 'Loan Agreement' }, { title: ' ' }] } : [{ title: 'Loan Agreement' }, {}];
    run.runtime.store.setState((s) => ({ data: { ...s.data, [id === 'confirmLoan' ? 'contracts' : 'agreements']: list } }));
    expect(confirmButton(run)?.props.disabled).toBe(true);
    await runConfirmChain(run);
    expect(sent(run, push)).toEqual([]);
  });
});
