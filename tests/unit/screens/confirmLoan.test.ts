/**
 * Confirm loan V3 (schemas/screens/confirmLoan.json; SPEC 'Confirm loan V3'),
 * through the real runtime and the sandbox: the offer as drawn (amount, term
 * in the singular or plural, plan), the push, the agreement checkbox and
 * popup, native back with the exit popup and its 'Leave' under both shells
 * (never a trap: closes the web view on the first page, goes back in the app
 * otherwise), and what it shares with confirmLoanNew
 * (tests/support/confirmCommonTests.ts: nothing confirmed that the borrower
 * was not shown). Labels and messages are the screen's copy (its shared
 * part's included), so they may be reworded.
 */
import { describe, expect, it } from 'vitest';
import { findNode, nodeIn as node, requestsTo as sent, formFields as form, runScreen, tickAgreement, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { confirmCommonTests, disclosureTests } from '../../support/confirmCommonTests.ts';
import { installFakeShell } from '../../support/fakeShells.ts';
import { backGestures } from '../../support/backGestures.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { readyContext } from '../../../renderer/context.ts';
import { settings, settingsFor } from '../../../app/settings.ts';
import type { JsonObject } from '../../../renderer/types.ts';
import { withPacks } from '../../../renderer/operationPacks.ts';
import { allFeatures } from '../../../renderer/allFeatures.ts';

/** The English copy of the page, with what it shares with the alternate one (schemas/parts/confirmCommon.json). */
const confirmCopy = loadScreenDoc('confirmLoan').copy as Record<string, string>;

const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));

describe('confirm loan V3', () => {
  it("draws the offer: money-formatted amount and term; under PH the rate text and the server's own rows give way to the disclosure", async () => {
    const run = await runScreen('confirmLoan', 'default');
    expect(node(run, (n) => n.widget === 'Figure')?.props.value).toBe('₱5,000.00');
    const details = node(run, (n) => n.id.endsWith('details'))?.props.rows as JsonObject[];
    // server text: pRateDsc and the details rows of the default scenario are not figures the page can check.
    expect(details).toEqual([{ text: confirmCopy.termLabel, value: '91 days' }]);
    expect(JSON.stringify(run.tree())).not.toContain('0.1% per day'); // server text
    expect((node(run, (n) => n.id.endsWith('schedule'))?.props.rows as JsonObject[])[0]).toEqual({ text: 'Dec 21, 2026', value: '₱1,819.00' });
    expect(form(sent(run, 'contractList')[0].body)).toEqual({ productId: '1001', scene: '3' });
  });

  it('pushes once with the SPEC payload and replaces the location with lendDetailsUrl + from=confirm', async () => {
    const run = await runScreen('confirmLoan', 'default');
    await tickAgreement(run);
    await confirm(run);
    await confirm(run);
    // SPEC's payload, and under PH the receipt of what was shown (tests/unit/screens/across/receipts.test.ts reads it).
    expect(sent(run, 'loanPush').map((r) => form(r.body))).toEqual([
      { amount: '500000', periods: '91', termUnit: '1', productId: '1001', receipt: expect.any(String), receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(run.effects.navigations).toEqual([{ kind: 'leave', to: 'https://lend.example.com/details?order=900001&from=confirm', replace: true }]);
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.disabled).toBe(true);
  });

  it('unchecked again: the button is disabled and a tap sends nothing', async () => {
    const run = await runScreen('confirmLoan', 'default');
    await tickAgreement(run);
    await run.tap((n) => n.widget === 'AgreementCheck', 'toggle', false);
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.disabled).toBe(true);
    await confirm(run);
    expect(sent(run, 'loanPush')).toEqual([]);
  });

  it('a refused lendDetailsUrl: not followed, said, and never pushed again', async () => {
    const run = await runScreen('confirmLoan', 'confirm-push-unsafe-url');
    await tickAgreement(run);
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

describe('the agreement popup: nobody agrees to a page that is not there', () => {
  const agree = (run: ScreenRun) => node(run, (n) => n.widget === 'Button' && n.props.label === confirmCopy.agreementAgree);
  const frame = (n: { widget: string }) => n.widget === 'Frame';
  const frameFailed = (n: { widget: string; id: string }) => n.widget === 'ErrorState' && n.id.endsWith('frameFailed');

  it('Agree is off, saying the agreement loads, until the frame has loaded it', async () => {
    const run = await runScreen('confirmLoan', 'confirm-agreement-popup');
    expect(agree(run)?.props).toMatchObject({ disabled: true, hint: confirmCopy.agreementLoading });
    await run.tap(frame, 'load');
    expect(agree(run)?.props).toMatchObject({ disabled: false, hint: '' });
    await run.tap((n) => n.props.label === confirmCopy.agreementAgree);
    expect(node(run, (n) => n.id.endsWith('agreement'))).toBeUndefined();
  });

  it('a frame that does not load: said in the popup, Agree stays off; Try again loads it anew, or it opens as a page', async () => {
    const run = await runScreen('confirmLoan', 'confirm-agreement-popup');
    await run.tap(frame, 'fail');
    expect(node(run, frame)).toBeUndefined();
    expect(node(run, frameFailed)?.props.message).toBe(confirmCopy.agreementFailed);
    expect(agree(run)?.props.disabled).toBe(true);
    // A tap on the disabled button's chain is refused by the widget; the screen's state says not loaded either way.
    await run.tap(frameFailed, 'retry');
    expect(node(run, frame)?.props).toMatchObject({ attempt: 1 });
    expect(agree(run)?.props).toMatchObject({ disabled: true, hint: confirmCopy.agreementLoading });
    await run.tap(frame, 'fail');
    await run.tap(frameFailed, 'openPage');
    expect(run.effects.navigations).toEqual([{ kind: 'leave', to: 'https://docs.example.com/contracts/loan-agreement-popup', replace: false }]);
  });
});

describe('the exit popup never promises more than the borrower receives', () => {
  const exit = (run: ScreenRun) => node(run, (n) => n.id.endsWith('exit'));
  const back = async (run: ScreenRun) => {
    expect(run.runtime.handleNative('goBack', null)).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
  };

  it.each(['en', 'fil'])("PH, %s: the screen's words over the amount received (₱4,850.00), not the server's sentence", async (lang) => {
    const run = await runScreen('confirmLoan', 'confirm-exit-popup', undefined, { lang });
    const copy = run.screen.copy as Record<string, string>;
    await back(run);
    expect(exit(run)?.props).toMatchObject({ title: copy.exitTitle, message: copy.exitMessage.replace('{amount}', '₱4,850.00') });
    expect(JSON.stringify(run.tree())).not.toContain('₱5,000.00 within minutes'); // server text
  });

  it('an offer that cannot be confirmed is not held on to: back leaves', async () => {
    const run = await runScreen('confirmLoan', 'confirm-exit-popup', undefined, { cameFromApp: true });
    run.runtime.store.setState((s) => ({ data: { ...s.data, detail: { ...(s.data.detail as JsonObject), amount: 600000 } } }));
    await back(run);
    expect(exit(run)).toBeUndefined();
    expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
  });

  it("seed (SPEC as written): the server's title and sentence", async () => {
    const run = await runScreen('confirmLoan', 'confirm-exit-popup', undefined, { settings: settingsFor('seed') });
    await back(run);
    // server text: popTitle and popContent of the confirm-exit-popup scenario.
    expect(exit(run)?.props).toMatchObject({ title: 'Wait! Your loan is almost ready', message: 'Confirm now and receive ₱5,000.00 within minutes.' }); // server text
  });
});

describe('the term in words (plural)', () => {
  it.each(['en', 'fil'])('confirm loan, %s: a one-day term reads in the singular, a 91-day term in the plural', (lang) => {
    const screen = withPacks(loadScreenDoc('confirmLoan', lang), allFeatures);
    const term = (periods: number) =>
      evaluate(screen.rules!.term, readyContext(screen, { query: {}, config: settings, data: { detail: { periods } } }), screen) as string;
    const copy = screen.copy as Record<string, string>;
    expect(term(1)).toBe(copy.termOne.replace('{n}', '1'));
    expect(term(91)).toBe(copy.termOther.replace('{n}', '91'));
    if (lang === 'en') expect([term(1), term(91)]).toEqual(['1 day', '91 days']);
  });
});

describe("confirm loan exit popup: 'Leave' is never a trap", () => {
  // Each case is a new gesture: well past the repeat guard of closeWebView.
  backGestures();

  const leave = async (cameFromApp: boolean) => {
    const run = await runScreen('confirmLoan', 'confirm-exit-popup', undefined, { cameFromApp });
    expect(run.runtime.handleNative('goBack', {})).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    await run.tap((n) => n.props.label === confirmCopy.exitLeave);
    expect(findNode(run.tree().nodes, (n) => n.props.label === confirmCopy.exitLeave)).toBeUndefined();
    return run;
  };

  for (const shell of ['ios', 'android'] as const) {
    it(`${shell}: on the web view's first page Leave closes the web view`, async () => {
      const got = installFakeShell(shell);
      const run = await leave(false);
      expect(got.map((m) => m.name)).toEqual(['closeWebView']);
      expect(run.effects.navigations).toEqual([]);
    });

    it(`${shell}: reached from another page of the app, Leave goes back to it`, async () => {
      const got = installFakeShell(shell);
      const run = await leave(true);
      expect(got).toEqual([]);
      expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
    });
  }
});

confirmCommonTests({ id: 'confirmLoan', push: 'loanPush', agreementsCall: 'contractList', agreementsSource: 'contracts', amountField: 'amount' });

disclosureTests('confirmLoan', 'loanPush', 'contracts', {
  costs: ['₱5,000.00', '₱150.00', '₱4,850.00', '₱455.00', '₱605.00', '₱5,455.00'],
  charges: ['Service fee'], // server text
  eir: '6.08',
  schedule: [
    ['Dec 21, 2026', 'Dis 21, 2026', '₱1,819.00'],
    ['Jan 20, 2027', 'Ene 20, 2027', '₱1,818.00'],
    ['Feb 20, 2027', 'Peb 20, 2027', '₱1,818.00'],
  ],
});

describe('the term shown agrees with the schedule (PH)', () => {
  it('a term of 30 days beside a plan that runs 91 days is refused as figures that do not add up (dueDates)', async () => {
    const run = await runScreen('confirmLoan', 'default');
    run.runtime.store.setState((s) => ({ data: { ...s.data, detail: { ...(s.data.detail as JsonObject), periods: 30 } } }));
    expect(evaluate({ check: 'disclosure' }, run.runtime.getContext(), run.screen)).toMatchObject({ failed: ['dueDates'] });
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.disabled).toBe(true);
  });
});
