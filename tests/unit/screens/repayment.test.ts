/**
 * Repayment pages through the real runtime and the sandbox. Buttons are found
 * and messages compared by the screen's copy (run.screen.copy, its shared
 * part's included), so product staff may reword them.
 */
import { describe, expect, it, vi } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc';
import { answerWith, scenarioBody, setField } from '../../support/answerWith';
import { scenario } from '../../../sandbox/scenarios';
import type { JsonObject, ViewNode } from '../../../renderer/types';

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
const sent = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));
const tapLabel = (run: ScreenRun, label: string) => run.tap((n) => n.props.label === label);
/** The screen's words for a copy key. */
const words = (run: ScreenRun, key: string) => screenCopy(run.screen, key);
/** Taps the control labelled by a copy key of the screen. */
const tapKey = (run: ScreenRun, key: string) => tapLabel(run, words(run, key));
/** The kept entry as storage.set wrote it: {owner, savedAt, value}. */
const saved = () => JSON.parse(localStorage.getItem('loan-web.repaymentInfo') ?? 'null');

describe('extension and installment', () => {
  it.each([
    ['repayDelay', { productId: '1001', orderId: '900001', amount: '75000', channelNumber: 'CMAYA', isDelay: '1' }],
    ['repay', { productId: '1001', orderId: '900001', amount: '181700', channelNumber: 'CMAYA' }],
  ])('%s: first channel by default; the chosen one is sent; info saved before leaving for payUrl', async (screen, payload) => {
    const run = await runScreen(screen, 'default');
    expect(run.runtime.store.getState().state.channel).toBe('C711');
    await tapKey(run, 'paymentMethod');
    await run.tap((n) => n.widget === 'ListItem' && n.props.title === 'Maya', 'select'); // server text: a channel
    await tapKey(run, 'pay');
    expect(sent(run, 'generateVcode').map((r) => form(r.body))).toEqual([payload]);
    expect(saved()).toMatchObject({ owner: '900001', value: { isDelay: screen === 'repayDelay' ? 1 : 0, channel: { channel_number: 'CMAYA' } } });
    expect(Date.now() - saved().savedAt).toBeLessThan(5_000);
    // The code page of this site is told whose info it shows.
    expect(run.effects.navigations).toEqual([{ kind: 'leave', to: `${window.location.origin}/repaymentOfCode2?orderId=900001`, replace: false }]);
  });

  it.each(['repay', 'repayDelay'])(
    '%s: a browser that refuses to keep the info still goes to payUrl, with one generateVcode; the older entry is gone and the code page is told',
    async (screen) => {
      const run = await runScreen(screen, 'code2-saved');
      expect(saved()?.owner, 'an earlier order left its info').toBe('900001');
      const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      try {
        await tapKey(run, 'paymentMethod');
        await tapKey(run, 'pay');
      } finally {
        refuse.mockRestore();
      }
      expect(sent(run, 'generateVcode')).toHaveLength(1);
      expect(run.effects.toasts).toEqual([]);
      expect(saved(), 'no older info left to be read as this payment').toBeNull();
      expect(run.effects.navigations).toEqual([{ kind: 'leave', to: `${window.location.origin}/repaymentOfCode2?orderId=900001&saved=0`, replace: false }]);
    },
  );

  it('installment detail lines: 2 shown, more/hide toggles all', async () => {
    const run = await runScreen('repay', 'default');
    const rows = () => (node(run, (n) => n.id.endsWith('product'))?.props.rows as JsonObject[]).map((r) => r.text);
    expect(rows()).toEqual(['Principal', 'Interest']); // server text: the detail lines
    await tapKey(run, 'more');
    expect(rows()).toHaveLength(5);
    await tapKey(run, 'hide');
    expect(rows()).toHaveLength(2);
  });

  it.each([
    ['repay-one-line', false],
    ['repay-two-lines', false],
    ['default', true],
  ])('%s: toggle shown %s', async (scenario, toggle) => {
    const run = await runScreen('repay', scenario);
    expect(Boolean(node(run, (n) => n.id.endsWith('toggle')))).toBe(toggle);
  });

  it('instructions picture only with isShowReyTop 1; a failed generateVcode says why and stays', async () => {
    expect(node(await runScreen('repayDelay', 'default'), (n) => n.id.endsWith('instructions'))).toBeTruthy();
    expect(node(await runScreen('repayDelay', 'repay-no-image'), (n) => n.id.endsWith('instructions'))).toBeUndefined();
    const run = await runScreen('repay', 'repay-vcode-failure');
    await tapKey(run, 'paymentMethod');
    await tapKey(run, 'pay');
    expect(run.effects.toasts).toEqual(['This channel is under maintenance. Please choose another.']);
    expect(run.effects.navigations).toEqual([]);
  });
});

describe('pay by code', () => {
  it('showType 1: the code; copy puts it on the clipboard and says so', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void copied.push(t) }, configurable: true });
    const run = await runScreen('repaymentOfCode', 'default');
    expect(node(run, (n) => n.widget === 'PayCode')?.props.code).toBe('7012 3456 7890');
    await run.tap((n) => n.widget === 'PayCode', 'copy');
    expect(copied).toEqual(['7012 3456 7890']);
    expect(run.effects.toasts).toEqual([words(run, 'copied')]);
  });

  it('another showType: the QR picture and the scan steps', async () => {
    const run = await runScreen('repaymentOfCode', 'code-qr');
    expect(node(run, (n) => n.widget === 'PayCode')).toBeUndefined();
    expect(node(run, (n) => n.widget === 'ImageGrid')?.props.images).toEqual(['/sandbox-assets/qr-sample.svg']);
    expect(node(run, (n) => n.widget === 'Steps')).toBeTruthy();
  });

  it.each([
    ['code2-saved', '₱1,817.00', true],
    ['code2-saved-extension', '₱750.00', true],
    ['code2-corrupt', null, false],
    ['default', null, false],
  ])('v2 in %s: total %s, code shown %s', async (scenario, total, ok) => {
    const run = await runScreen('repaymentOfCode2', scenario);
    expect(node(run, (n) => n.widget === 'Figure')?.props.value ?? null).toBe(total);
    expect(Boolean(node(run, (n) => n.widget === 'PayCode'))).toBe(ok);
    expect(Boolean(node(run, (n) => n.id.endsWith('missing')))).toBe(!ok);
    if (ok)
      expect(
        run
          .tree()
          .nodes[0].children!.filter((n) => n.widget === 'Steps')
          .map((n) => n.props.title),
      ).toEqual(['Pay at 7-Eleven', 'Pay with GCash']);
  });
});

describe('legacy repayment way', () => {
  const way = loadScreenDoc('repaymentWay').copy as Record<string, string>;
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
    expect(form(sent(run, 'repaymentConfirm')[0].body)).toEqual({ orderId: '900001', verifyCode: '123456', repaymentRecordId: 'RR-9001' });
    expect(run.effects.navigations).toEqual([{ kind: 'go', to: expect.stringMatching(/^\/orderDetail/), replace: true }]);
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
    ['legacy-cards-failure', way.serverError],
    ['legacy-network', screenCopy(loadScreenDoc('repaymentWay'), 'networkError')],
  ])('%s: %s with a retry', async (scenario, message) => {
    const run = await runScreen('repaymentWay', scenario);
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message } });
  });
});

describe('no second payment request while the page leaves', () => {
  it.each(['repay', 'repayDelay'])('%s: paying again after a successful generateVcode sends nothing more', async (screen) => {
    const run = await runScreen(screen, 'default');
    await tapKey(run, 'paymentMethod');
    await tapKey(run, 'pay');
    await tapKey(run, 'paymentMethod');
    await tapKey(run, 'pay');
    expect(sent(run, 'generateVcode')).toHaveLength(1);
    expect(node(run, (n) => n.id.endsWith('pay'))?.props.disabled).toBe(true);
  });

  it('the wallet option sends one repaymentHuichao', async () => {
    const run = await runScreen('repaymentWay', 'default');
    await tapKey(run, 'wallet');
    await tapKey(run, 'wallet');
    expect(sent(run, 'repaymentHuichao')).toHaveLength(1);
  });
});

describe('issue 16: figures the borrower was not shown are never sent', () => {
  const HOSTILE: [string, unknown][] = [
    ['"NaN"', 'NaN'],
    ['true', true],
    ['null', null],
    ['1e23', 1e23],
    ['-5', -5],
    ['absent', undefined],
  ];
  const PAGES = [
    { screen: 'repay', endpoint: 'installmentDetail', field: 'data.repayAmount', sends: 'generateVcode' },
    { screen: 'repayDelay', endpoint: 'extensionDetail', field: 'data.delayInfo.delayAmount', sends: 'generateVcode' },
    { screen: 'repaymentWay', endpoint: 'repaymentWay', field: 'data.withholdingAmount', sends: 'repaymentHuichao' },
  ] as const;

  it.each(PAGES.flatMap((p) => HOSTILE.map(([name, value]) => [p.screen, name, p, value] as const)))(
    '%s with amount %s: the "cannot be shown" state in its words, with a retry; nothing is sent',
    async (_screen, _name, page, value) => {
      answerWith(page.endpoint, (body) => setField(body, page.field, value));
      // repaymentWay falls back to the address's amount: take it away too.
      const query = { ...scenario('default')!.query, amount: '' };
      const run = await runScreen(page.screen, 'default', query);
      const copy = loadScreenDoc(page.screen).copy as Record<string, string>;
      expect(run.tree()).toMatchObject({ phase: 'error', error: { message: copy.incomplete } });
      expect(sent(run, page.sends)).toEqual([]);
    },
  );

  it.each([
    ['repay', 'data.detail.repayAmount'],
    ['repayDelay', 'data.detail.delayInfo.delayAmount'],
  ])('%s: the pay chain re-checks the amount: a figure gone bad after loading blocks Payment with a message', async (screen, path) => {
    const run = await runScreen(screen, 'default');
    const copy = run.screen.copy as Record<string, string>;
    const data = structuredClone(run.runtime.store.getState().data) as JsonObject;
    setField(data as Record<string, unknown>, path.replace(/^data\./, ''), 'NaN');
    run.runtime.store.setState({ data });
    await tapKey(run, 'paymentMethod');
    await tapKey(run, 'pay');
    expect(run.effects.toasts).toEqual([copy.cannotPay]);
    expect(sent(run, 'generateVcode')).toEqual([]);
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
  const wayCopy = loadScreenDoc('repaymentWay').copy as Record<string, string>;
  const button = (run: ScreenRun, label: string) => node(run, (n) => n.widget === 'Button' && n.props.label === label)!;

  it('while the card payment is sent, the e-wallet is off and says why; a tap sends nothing', async () => {
    const run = await runScreen('repaymentWay', 'legacy-both-slow');
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    const card = tapLabel(run, wayCopy.commit);
    await vi.waitFor(() => expect(sent(run, 'repaymentCommit')).toHaveLength(1));
    expect(button(run, wayCopy.wallet).props).toMatchObject({ disabled: true, hint: wayCopy.payingOther });
    expect(button(run, wayCopy.commit).props).toMatchObject({ disabled: true, hint: wayCopy.payingThis });
    await tapLabel(run, wayCopy.wallet);
    await card;
    expect(sent(run, 'repaymentHuichao')).toEqual([]);
    // The code dialog is open: the card payment is still in flight until it is cancelled.
    expect(button(run, wayCopy.wallet).props.disabled).toBe(true);
    await tapLabel(run, wayCopy.cancel);
    expect(button(run, wayCopy.wallet).props).toMatchObject({ disabled: false, hint: '' });
  });

  it('while the e-wallet request runs, the card waits; a card tap sends nothing', async () => {
    const run = await runScreen('repaymentWay', 'legacy-both-slow');
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    const wallet = tapLabel(run, wayCopy.wallet);
    await vi.waitFor(() => expect(sent(run, 'repaymentHuichao')).toHaveLength(1));
    expect(button(run, wayCopy.commit).props).toMatchObject({ disabled: true, hint: wayCopy.payingOther });
    await tapLabel(run, wayCopy.commit);
    await wallet;
    expect(sent(run, 'repaymentCommit')).toEqual([]);
  });

  it.each([
    ['legacy-duplicate', 'a refused card payment'],
    ['legacy-other-error', 'a failed card payment'],
  ])('%s: %s frees the e-wallet again', async (scenarioName) => {
    const run = await runScreen('repaymentWay', scenarioName);
    await run.tap((n) => n.widget === 'ChoiceList', 'select', '31');
    await tapLabel(run, wayCopy.commit);
    expect(button(run, wayCopy.wallet).props).toMatchObject({ disabled: false, hint: '' });
    await tapLabel(run, wayCopy.wallet);
    expect(sent(run, 'repaymentHuichao')).toHaveLength(1);
  });

  it('a refused wallet address frees the card again', async () => {
    const run = await runScreen('repaymentWay', 'legacy-wallet-unsafe');
    await tapLabel(run, wayCopy.wallet);
    expect(button(run, wayCopy.commit).props).toMatchObject({ disabled: false, hint: '' });
  });
});

describe("issue 16: the code page shows only this order's info, kept just now", () => {
  const code2 = loadScreenDoc('repaymentOfCode2').copy as Record<string, string>;
  it.each([
    ['code2-other-order', code2.missingMessage],
    ['code2-stale', code2.missingMessage],
  ])('%s: no code, the missing-info message', async (scenarioName, message) => {
    const run = await runScreen('repaymentOfCode2', scenarioName);
    expect(node(run, (n) => n.widget === 'PayCode')).toBeUndefined();
    expect(node(run, (n) => n.id.endsWith('missing'))?.props.message).toBe(message);
  });

  it('saved=0 (the repayment page could not keep the info): says so, even with an older entry there', async () => {
    const run = await runScreen('repaymentOfCode2', 'code2-saved', { ...scenario('code2-saved')!.query, saved: '0' });
    expect(node(run, (n) => n.widget === 'PayCode')).toBeUndefined();
    expect(node(run, (n) => n.id.endsWith('missing'))?.props.message).toBe(code2.notSavedMessage);
  });

  it("the repayment page then the code page: this payment's info, for this order, replaces another order's", async () => {
    const pay = await runScreen('repay', 'code2-other-order');
    await tapKey(pay, 'paymentMethod');
    await tapKey(pay, 'pay');
    const to = new URL(pay.effects.navigations[0].to!);
    const kept = localStorage.getItem('loan-web.repaymentInfo')!;
    const code = await runScreen('repaymentOfCode2', 'default', Object.fromEntries(to.searchParams));
    localStorage.setItem('loan-web.repaymentInfo', kept);
    await code.runtime.load();
    const detail = scenarioBody('installmentDetail').data as JsonObject;
    expect(node(code, (n) => n.widget === 'PayCode')?.props.code).toBe((detail.defDetail as JsonObject).payCode);
    expect(node(code, (n) => n.widget === 'Figure')?.props.value).toBe('₱1,817.00');
  });
});

describe('issue 16: /repaymentOfCode shows no code to pay with an amount that is not an amount', () => {
  const copy = loadScreenDoc('repaymentOfCode').copy as Record<string, string>;
  it.each(['NaN', 'true', '1e23', '-5', ''])('repayAmount %j: the message and a way back, no code', async (repayAmount) => {
    const run = await runScreen('repaymentOfCode', 'default', { ...scenario('default')!.query, repayAmount });
    expect(node(run, (n) => n.widget === 'PayCode')).toBeUndefined();
    expect(node(run, (n) => n.id.endsWith('missing'))?.props.message).toBe(copy.missingMessage);
  });
});
