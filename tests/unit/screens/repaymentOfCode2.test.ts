/**
 * Repayment by code, second version (schemas/screens/repaymentOfCode2.json;
 * SPEC 'Repayment by code, second version'), through the real runtime and
 * the sandbox: the info a repayment page kept (local storage) gives the code,
 * the total and the grouped instructions; info for another order, too old,
 * corrupt or not kept (saved=0) shows the missing-info message instead. The
 * last test drives repay first, as the borrower does, then this page.
 * Messages are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { scenarioBody } from '../../support/answerWith.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import type { JsonObject, ViewNode } from '../../../renderer/types.ts';

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
/** Taps the control labelled by a copy key of the screen. */
const tapKey = (run: ScreenRun, key: string) => run.tap((n) => n.props.label === screenCopy(run.screen, key));

describe('pay by code, v2', () => {
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
