/**
 * The legacy repayment-way flow (schemas/screens/repaymentWay.json; SPEC
 * 'Legacy repayment-way flow'), through the real runtime and the sandbox: a
 * saved card with the optional SMS step (commit, countdown, confirm, cancel,
 * each failure), the e-wallet redirect, one payment in flight at a time, and
 * amounts that are not amounts (issue 16). Buttons are found and messages
 * compared by the screen's copy.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findNode, nodeIn as node, requestsTo as sent, formFields as form, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { answerWith, scenarioBody, setField } from '../../support/answerWith.ts';
import { HOSTILE_AMOUNTS } from '../../support/hostileAmounts.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import type { JsonObject } from '../../../renderer/types.ts';
import { waitForState } from '../../support/waitForState.ts';

const tapLabel = (run: ScreenRun, label: string) => run.tap((n) => n.props.label === label);
/** Taps the control labelled by a copy key of the screen. */
const tapKey = (run: ScreenRun, key: string) => tapLabel(run, screenCopy(run.screen, key));

const way = loadScreenDoc('repaymentWay').copy as Record<string, string>;
/** A node's id ends with the key the screen gives it ("body.0.amount"). */
const keyed = (id: string, key: string) => id === key || id.endsWith(`.${key}`);

describe('legacy repayment way', () => {
  const choose = (run: ScreenRun, title: RegExp) =>
    run.tap(
      (n) => n.widget === 'ChoiceList',
      'select',
      (findNode(run.tree().nodes, (n) => n.widget === 'ChoiceList')!.props.options as JsonObject[]).find((o) => title.test(String(o.title)))!.value,
    );

  it('without a card: says choose one, sends nothing', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await tapLabel(run, way.commit);
    expect(run.effects.toasts).toEqual([way.selectCard]);
    expect(sent(run, 'repaymentCommit')).toEqual([]);
  });

  it('commit → code step with countdown → confirm → back to the borrow detail', async () => {
    const run = await runScreen('repaymentWay', 'default');
    expect(sent(run, 'repaymentWay')[0].query.orderId).toBe('900001');
    await choose(run, /BDO/);
    await tapLabel(run, way.commit);
    expect(form(sent(run, 'repaymentCommit')[0].body)).toEqual({
      amount: '545000',
      bankName: 'BDO Unibank',
      cardId: '31',
      cardNo: '1234567890124321',
      couponId: '',
      orderId: '900001',
      repayToken: 'RT-5501',
      bankCode: 'BDO',
      sendMsg: '1',
    });
    expect(run.effects.toasts).toEqual([way.codeSent]);
    const state = run.runtime.store.getState().state;
    expect(state.smsOpen).toBe(true);
    expect(Number(state.codeEndsAt) - Date.now()).toBeGreaterThan(58_000);
    await run.tap((n) => n.widget === 'CodeInput', 'change', '12345');
    await tapLabel(run, way.confirm);
    expect(run.effects.toasts.at(-1)).toBe(way.wrongCodeLength);
    expect(sent(run, 'repaymentConfirm')).toEqual([]);
    await run.tap((n) => n.widget === 'CodeInput', 'change', '123456');
    await tapLabel(run, way.confirm);
    expect(form(sent(run, 'repaymentConfirm')[0].body)).toEqual({
      orderId: '900001',
      verifyCode: '123456',
      repaymentRecordId: 'RR-9001',
      receipt: expect.any(String),
      receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(run.effects.navigations).toEqual([{ kind: 'go', to: expect.stringMatching(/^\/orderDetail/), replace: true }]);
  });

  it('the confirmation carries a receipt through the same engine path: the amount, the card by its last four digits, the code step as drawn; never the code or the card number', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await choose(run, /BDO/);
    await tapLabel(run, way.commit);
    await run.tap((n) => n.widget === 'CodeInput', 'change', '123456');
    await tapLabel(run, way.confirm);
    const { receipt, receiptHash } = form(sent(run, 'repaymentConfirm')[0].body);
    expect(receiptHash).toBe(createHash('sha256').update(receipt, 'utf8').digest('hex'));
    const sentReceipt = JSON.parse(receipt);
    expect(sentReceipt).toMatchObject({
      screen: 'repaymentWay',
      figures: { amount: 545000, card: { bank: 'BDO Unibank', last4: '4321' } },
      query: { orderId: '900001' },
    });
    // The amount and the code step, in page order, in the screen's words.
    const smsMessage = way.smsMessage.replace('{amount}', '₱5,450.00').replace('{card}', 'BDO Unibank •••• 4321');
    expect(sentReceipt.texts).toEqual([way.amountLabel, '₱5,450.00', way.smsTitle, smsMessage, way.codeLabel, way.resend, way.cancel, way.confirm]);
    expect(sentReceipt.consentAt).not.toBeNull();
    for (const secret of ['1234567890124321', '123456', 'RT-5501', 'sandbox-session']) expect(receipt, secret).not.toContain(secret);
  });

  it('cancel resets the countdown', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await choose(run, /BPI/);
    await tapLabel(run, way.commit);
    await tapLabel(run, way.cancel);
    expect(run.runtime.store.getState().state).toMatchObject({ smsOpen: false, codeEndsAt: 0, code: '' });
  });

  it.each([
    ['legacy-wrong-code', 'confirm', way.wrongCode],
    ['legacy-duplicate', 'commit', way.duplicate],
    ['legacy-other-error', 'commit', String((scenarioBody('repaymentCommit', 'legacy-other-error') as { message: string }).message)],
  ])('%s: %s failure says %s', async (scenario, step, message) => {
    const run = await runScreen('repaymentWay', scenario);
    await choose(run, /BDO/);
    await tapLabel(run, way.commit);
    if (step === 'confirm') {
      await run.tap((n) => n.widget === 'CodeInput', 'change', '123456');
      await tapLabel(run, way.confirm);
    }
    expect(run.effects.toasts.at(-1)).toBe(message);
    expect(run.effects.navigations).toEqual([]);
  });

  it('needValid 0 goes straight back; the wallet option redirects to the huichao url', async () => {
    const direct = await runScreen('repaymentWay', 'legacy-no-sms');
    await choose(direct, /BDO/);
    await tapLabel(direct, way.commit);
    expect(direct.effects.navigations[0].to).toMatch(/^\/orderDetail/);
    const wallet = await runScreen('repaymentWay', 'default');
    await tapLabel(wallet, way.wallet);
    expect(form(sent(wallet, 'repaymentHuichao')[0].body)).toEqual({ userId: 'U5001', orderId: '900001', amount: '545000' });
    expect(wallet.effects.navigations).toEqual([{ kind: 'leave', to: 'https://pay.example.com/huichao?order=900001', replace: false }]);
  });

  it.each([
    ['legacy-cards-failure', way.cardsFailed],
    ['legacy-network', screenCopy(loadScreenDoc('repaymentWay'), 'networkError')],
  ])('%s: %s with a retry', async (scenario, message) => {
    const run = await runScreen('repaymentWay', scenario);
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message } });
  });
});

describe('issue 29: a card payment waiting for its code is never forgotten', () => {
  const choose = (run: ScreenRun, title: RegExp) =>
    run.tap(
      (n) => n.widget === 'ChoiceList',
      'select',
      (findNode(run.tree().nodes, (n) => n.widget === 'ChoiceList')!.props.options as JsonObject[]).find((o) => title.test(String(o.title)))!.value,
    );
  const dialogOf = (run: ScreenRun) => node(run, (n) => keyed(n.id, 'sms'));
  const pendingNotice = (run: ScreenRun) => node(run, (n) => keyed(n.id, 'pending'));
  const state = (run: ScreenRun) => run.runtime.store.getState().state;
  /** The amount and the card as the page draws them (its Figure and its card list). */
  const shown = (run: ScreenRun) => ({
    amount: String(node(run, (n) => keyed(n.id, 'amount'))!.props.value),
    card: String((node(run, (n) => n.widget === 'ChoiceList')!.props.options as JsonObject[]).find((o) => o.value === state(run).cardId)!.title),
  });
  const nativeBack = async (run: ScreenRun) => {
    expect(run.runtime.handleNative('goBack', null)).toBe(true);
    await waitForState(() => expect(run.effects.navigations.length + Number(!state(run).smsOpen)).toBeGreaterThan(0));
  };

  it.each(['en', 'fil'])('%s: the code step restates the amount and the card it pays with', async (lang) => {
    const run = await runScreen('repaymentWay', 'default', undefined, { lang });
    await choose(run, /BDO/);
    await tapKey(run, 'commit');
    const { amount, card } = shown(run);
    const message = String(dialogOf(run)!.props.message);
    expect(message).toContain(amount);
    expect(message).toContain(card);
  });

  it('the shell’s back with the code step open closes it, leaves nothing, and the page says what waits: finish it or cancel it', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await choose(run, /BDO/);
    await tapLabel(run, way.commit);
    const { amount, card } = shown(run);
    await nativeBack(run);
    expect(run.effects.navigations).toEqual([]);
    expect(dialogOf(run)).toBeUndefined();
    expect(pendingNotice(run)!.props.title).toBe(way.pendingTitle);
    expect(String(pendingNotice(run)!.props.message)).toContain(amount);
    expect(String(pendingNotice(run)!.props.message)).toContain(card);
    // Finish it: the code step again, the same record confirmed.
    await tapLabel(run, way.enterCode);
    expect(dialogOf(run)).toBeDefined();
    await run.tap((n) => n.widget === 'CodeInput', 'change', '123456');
    await tapLabel(run, way.confirm);
    expect(form(sent(run, 'repaymentConfirm')[0].body)).toMatchObject({ repaymentRecordId: 'RR-9001', verifyCode: '123456' });
    expect(sent(run, 'repaymentCommit')).toHaveLength(1);
  });

  it('the shell’s back without the code step leaves as usual', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await nativeBack(run);
    expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
  });

  it('coming back to the page (same tab, same order): the payment waits with its amount and card; Cancel forgets it', async () => {
    const first = await runScreen('repaymentWay', 'default');
    await choose(first, /BDO/);
    await tapLabel(first, way.commit);
    const { amount, card } = shown(first);
    const back = await runScreen('repaymentWay', 'default', undefined, { sameVisit: true });
    // The countdown is not carried over (deadlines come only from the page clock): Resend is free on return.
    expect(state(back)).toMatchObject({ payingBy: 'card', recordId: 'RR-9001', codeEndsAt: 0 });
    expect(String(pendingNotice(back)!.props.message)).toContain(amount);
    expect(String(pendingNotice(back)!.props.message)).toContain(card);
    expect(node(back, (n) => keyed(n.id, 'commit'))!.props).toMatchObject({ disabled: true, hint: way.payingPending });
    await tapLabel(back, way.cancelPayment);
    expect(pendingNotice(back)).toBeUndefined();
    expect(state(back).payingBy).toBe('');
    const again = await runScreen('repaymentWay', 'default', undefined, { sameVisit: true });
    expect(pendingNotice(again)).toBeUndefined();
  });

  it('another order, or a paid one, has nothing waiting', async () => {
    const first = await runScreen('repaymentWay', 'default');
    await choose(first, /BDO/);
    await tapLabel(first, way.commit);
    const other = await runScreen('repaymentWay', 'default', { ...scenario('default')!.query, orderId: '900002' }, { sameVisit: true });
    expect(pendingNotice(other)).toBeUndefined();
    const paid = await runScreen('repaymentWay', 'default', undefined, { sameVisit: true });
    await tapLabel(paid, way.enterCode);
    await paid.tap((n) => n.widget === 'CodeInput', 'change', '123456');
    await tapLabel(paid, way.confirm);
    const after = await runScreen('repaymentWay', 'default', undefined, { sameVisit: true });
    expect(pendingNotice(after)).toBeUndefined();
  });
});

describe('no second payment request while the page leaves', () => {
  it('the wallet option sends one repaymentHuichao', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await tapKey(run, 'wallet');
    await tapKey(run, 'wallet');
    expect(sent(run, 'repaymentHuichao')).toHaveLength(1);
  });
});

describe('issue 16: figures the borrower was not shown are never sent', () => {
  it.each(HOSTILE_AMOUNTS)('repaymentWay with amount %s: the "cannot be shown" state in its words, with a retry; nothing is sent', async (_name, value) => {
    answerWith('repaymentWay', (body) => setField(body, 'data.withholdingAmount', value));
    // repaymentWay falls back to the address's amount: take it away too.
    const query = { ...scenario('default')!.query, amount: '' };
    const run = await runScreen('repaymentWay', 'default', query);
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message: way.incomplete } });
    expect(sent(run, 'repaymentHuichao')).toEqual([]);
  });

  it('repaymentWay: card and e-wallet re-check the amount; confirm needs the record of this commit', async () => {
    const run = await runScreen('repaymentWay', 'default');
    const copy = run.screen.copy as Record<string, string>;
    run.runtime.store.setState((s) => ({ data: { ...s.data, way: { ...(s.data.way as JsonObject), withholdingAmount: -5 } } }));
    await tapLabel(run, copy.wallet);
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    await tapLabel(run, copy.commit);
    expect(run.effects.toasts).toEqual([copy.cannotPay, copy.cannotPay]);
    expect(sent(run, 'repaymentHuichao')).toEqual([]);
    expect(sent(run, 'repaymentCommit')).toEqual([]);
  });
});

describe('issue 16: one payment in flight on /repaymentWay', () => {
  const button = (run: ScreenRun, label: string) => node(run, (n) => n.widget === 'Button' && n.props.label === label)!;

  it('while the card payment is sent, the e-wallet is off and says why; a tap sends nothing', async () => {
    const run = await runScreen('repaymentWay', 'legacy-both-slow');
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    const card = tapLabel(run, way.commit);
    await waitForState(() => expect(sent(run, 'repaymentCommit')).toHaveLength(1));
    expect(button(run, way.wallet).props).toMatchObject({ disabled: true, hint: way.payingOther });
    expect(button(run, way.commit).props).toMatchObject({ disabled: true, hint: way.payingThis });
    await tapLabel(run, way.wallet);
    await card;
    expect(sent(run, 'repaymentHuichao')).toEqual([]);
    // The code dialog is open: the card payment is still in flight until it is cancelled.
    expect(button(run, way.wallet).props.disabled).toBe(true);
    await tapLabel(run, way.cancel);
    expect(button(run, way.wallet).props).toMatchObject({ disabled: false, hint: '' });
  });

  it('while the e-wallet request runs, the card waits; a card tap sends nothing', async () => {
    const run = await runScreen('repaymentWay', 'legacy-both-slow');
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    const wallet = tapLabel(run, way.wallet);
    await waitForState(() => expect(sent(run, 'repaymentHuichao')).toHaveLength(1));
    expect(button(run, way.commit).props).toMatchObject({ disabled: true, hint: way.payingOther });
    await tapLabel(run, way.commit);
    await wallet;
    expect(sent(run, 'repaymentCommit')).toEqual([]);
  });

  it.each([
    ['legacy-duplicate', 'a refused card payment'],
    ['legacy-other-error', 'a failed card payment'],
  ])('%s: %s frees the e-wallet again', async (scenarioName) => {
    const run = await runScreen('repaymentWay', scenarioName);
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    await tapLabel(run, way.commit);
    expect(button(run, way.wallet).props).toMatchObject({ disabled: false, hint: '' });
    await tapLabel(run, way.wallet);
    expect(sent(run, 'repaymentHuichao')).toHaveLength(1);
  });

  it('a refused wallet address frees the card again', async () => {
    const run = await runScreen('repaymentWay', 'legacy-wallet-unsafe');
    await tapLabel(run, way.wallet);
    expect(button(run, way.commit).props).toMatchObject({ disabled: false, hint: '' });
  });
});
