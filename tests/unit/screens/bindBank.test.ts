/**
 * Bank binding through the real runtime and the sandbox: which fields each
 * card type × channel shows (the schema's fieldVisible table), what Next
 * sends, and where it goes.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import type { JsonObject } from '../../../renderer/types.ts';
import { GCASH_VALUES } from '../../support/bankValues.ts';
import { answerWith } from '../../support/answerWith.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

const visibleCodes = (run: ScreenRun) => {
  const form = findNode(run.tree().nodes, (n) => n.widget === 'SchemaForm');
  return (form?.props.uiSchema as JsonObject)['ui:order'];
};
const setState = (run: ScreenRun, patch: JsonObject) => run.runtime.store.setState((s) => ({ state: { ...s.state, ...patch } }));
const nextLabel = loadScreenDoc('bindBank').copy?.next;
const next = (run: ScreenRun) => run.tap((n) => n.props.label === nextLabel);
const ALL_TYPES = ['holderName', 'birthday', 'city', 'accountUse', 'monthlyIncome', 'idNumber'];

describe('visible fields by card type and channel', () => {
  it.each([
    [1, '90006', ['walletPhone', 'walletName', ...ALL_TYPES]],
    [1, '90007', ['mayaPhone', ...ALL_TYPES]],
    [1, '90008', ['grabPhone', ...ALL_TYPES]],
    [1, '99999', ALL_TYPES],
    [2, '90006', ['bankCode', 'cardNo', ...ALL_TYPES]],
    [2, '90007', ['bankCode', 'cardNo', ...ALL_TYPES]],
    [3, '90006', ALL_TYPES],
  ])('card type %i, channel %s → %j', async (cardType, channel, codes) => {
    const run = await runScreen('bindBank', 'default');
    setState(run, { cardType, channel });
    expect(visibleCodes(run)).toEqual(codes);
  });

  it('defaults to card type 1 and channel 90006, with the server prefill', async () => {
    const run = await runScreen('bindBank', 'default');
    expect(run.runtime.store.getState().state).toMatchObject({
      cardType: 1,
      channel: '90006',
      values: { holderName: 'Juan Dela Cruz', accountUse: '2' },
    });
    expect(run.effects.native).toEqual([{ handler: 'startBankFlow', body: {} }]);
  });
});

describe('Next', () => {
  // With a value in a field GCash does not show (Maya's number), which must not be sent.
  const gcash = { ...GCASH_VALUES, mayaPhone: '09998887777' };

  it('with a missing field: nothing is sent, the first message is shown, fields are marked', async () => {
    const run = await runScreen('bindBank', 'default');
    setState(run, { values: { ...gcash, walletPhone: '0917', city: '' } });
    await next(run);
    expect(run.effects.requests.filter((r) => r.endpoint === 'bindCardNew')).toEqual([]);
    const copy = run.screen.copy as Record<string, string>;
    const phoneMessage = copy.phoneInvalid.replace('{title}', 'GCash number');
    expect(run.effects.toasts).toEqual([phoneMessage]);
    const form = findNode(run.tree().nodes, (n) => n.widget === 'SchemaForm');
    expect(form?.props.errors).toEqual([
      { code: 'walletPhone', message: phoneMessage },
      { code: 'city', message: copy.requiredPick.replace('{titleInSentence}', 'city') },
    ]);
  });

  it('posts bindCardNew with product_id, cardType and the visible fields only, then ends the bank flow and closes', async () => {
    // Read once the chain has ended: the confirmation's reading time (ui.wait) is not waited in real time.
    const run = await runScreen('bindBank', 'default', undefined, { atOnce: true });
    setState(run, { values: gcash });
    await next(run);
    const sent = run.effects.requests.filter((r) => r.endpoint === 'bindCardNew');
    expect(sent).toHaveLength(1);
    const { mayaPhone: _hidden, ...visible } = gcash;
    expect(JSON.parse(sent[0].body)).toEqual({ product_id: '1001', cardType: 1, ...visible });
    expect(run.effects.native.map((m) => m.handler)).toEqual(['startBankFlow', 'endBankFlow', 'closeWebView']);
    // Outside the native shell the page stays: Next is off and a second tap binds nothing.
    await next(run);
    expect(run.effects.requests.filter((r) => r.endpoint === 'bindCardNew')).toHaveLength(1);
    expect(findNode(run.tree().nodes, (n) => n.props.label === nextLabel)?.props.disabled).toBe(true);
  });

  it('from the order page: cardChange, then back to the order page', async () => {
    const run = await runScreen('bindBank', 'bank-from-order');
    setState(run, { cardType: 2, values: { ...gcash, bankCode: 'BPI', cardNo: '1234567890123' } });
    await next(run);
    expect(run.effects.requests.map((r) => r.endpoint)).toEqual(['cardInit', 'cardChange']);
    expect(JSON.parse(run.effects.requests[1].body)).toMatchObject({ cardType: 2, bankCode: 'BPI', cardNo: '1234567890123' });
    expect(run.effects.navigations).toEqual([{ kind: 'go', to: expect.stringMatching(/^\/orderDetail\?.*productId=1001/), replace: true }]);
    expect(run.effects.native).toEqual([]);
  });

  it('a failure shows the server message and keeps every value', async () => {
    const run = await runScreen('bindBank', 'bank-bind-failure');
    setState(run, { values: gcash });
    await next(run);
    expect(run.effects.toasts).toEqual(['This account number is already bound to another user.']);
    expect(run.runtime.store.getState().state.values).toEqual(gcash);
    expect(run.effects.native.map((m) => m.handler)).toEqual(['startBankFlow']);
  });
});

describe('issue 16: Next never sends an account the borrower was not shown', () => {
  const copy = loadScreenDoc('bindBank').copy as Record<string, string>;

  it('card-init without a single field: the "cannot be shown" state in its words, with a retry', async () => {
    const run = await runScreen('bindBank', 'bank-empty');
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message: copy.incomplete } });
  });

  it('no field for the chosen account type: Next says so and sends nothing', async () => {
    answerWith('cardInit', (body) => {
      const items = (body.data as { items: JsonObject[] }).items;
      (body.data as { items: JsonObject[] }).items = items.filter((i) => String(i.cardTypeMi) === '2');
    });
    const run = await runScreen('bindBank', 'default');
    expect(visibleCodes(run)).toEqual([]);
    await next(run);
    expect(run.effects.toasts).toEqual([copy.noFields]);
    expect(run.effects.requests.filter((r) => r.endpoint === 'bindCardNew' || r.endpoint === 'cardChange')).toEqual([]);
  });
});
