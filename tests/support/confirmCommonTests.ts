/**
 * The tests of what the two confirm-loan pages share (schemas/parts/confirmCommon.json),
 * declared once and run by each page's own test file
 * (tests/unit/screens/confirmLoan.test.ts, confirmLoanNew.test.ts) with its
 * names: issue 16, a loan is never pushed with figures the borrower was not
 * shown, and never before the agreements can be opened. Through the real
 * runtime and the sandbox; messages are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { nodeIn as node, requestsTo as sent, runScreen, type ScreenRun } from './runScreen';
import { loadScreenDoc } from './loadScreenDoc';
import { setScenario } from '../../sandbox/scenario';
import type { Json, JsonObject, ViewNode } from '../../renderer/types';

export interface ConfirmPage {
  id: 'confirmLoan' | 'confirmLoanNew';
  /** The endpoint that confirms the loan. */
  push: string;
  /** The endpoint that lists the agreements, and the data source that holds them. */
  agreementsCall: string;
  agreementsSource: string;
  /** The field of the loaded detail that holds the amount. */
  amountField: string;
}

const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));
const confirmButton = (run: ScreenRun) => node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'));
/** The agreements' part of the page when they are not there: the error page's layout, compact (issue 17). */
const agreementsFailed = (n: ViewNode) => n.widget === 'ErrorState' && n.id.endsWith('agreementsMissing');
/** The confirm chain run directly, the way a tap on an enabled button would: the chain itself must refuse. */
const runConfirmChain = (run: ScreenRun) => run.runtime.run([{ action: 'run', args: { handler: 'confirm' } }]);
const allText = (run: ScreenRun) => JSON.stringify(run.tree());

export function confirmCommonTests({ id, push, agreementsCall, agreementsSource, amountField }: ConfirmPage): void {
  const copy = loadScreenDoc(id).copy as Record<string, string>;

  describe(`${id}: nothing is confirmed that the borrower was not shown (confirmCommon)`, () => {
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
      run.runtime.store.setState((s) => ({ sources: { ...s.sources, [agreementsSource]: { status: 'loading' } } }));
      expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsLoading });
      expect(allText(run)).not.toContain(JSON.stringify(copy.agreementsFailed));
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
    });

    it('an agreement without a title is not there (it could not be opened knowingly)', async () => {
      const run = await runScreen(id, 'default');
      const list: Json = id === 'confirmLoan' ? { data: [{ title: 'Loan Agreement' }, { title: ' ' }] } : [{ title: 'Loan Agreement' }, {}];
      run.runtime.store.setState((s) => ({ data: { ...s.data, [agreementsSource]: list } }));
      expect(confirmButton(run)?.props.disabled).toBe(true);
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
    });
  });
}
