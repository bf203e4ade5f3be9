/**
 * The installment repayment page (schemas/screens/repay.json; SPEC
 * 'Installment repayment page'), through the real runtime and the sandbox:
 * the payment it shares with repayDelay (tests/support/repayCommonTests.ts:
 * the default channel, what generateVcode sends, the kept info, one payment
 * in flight, amounts that are not amounts), its detail lines with the
 * more/hide toggle, and a failed generateVcode. Buttons are found and
 * messages compared by the screen's copy (its shared part's included), so
 * product staff may reword them.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { screenCopy } from '../../support/loadScreenDoc.ts';
import { repayCommonTests } from '../../support/repayCommonTests.ts';
import type { JsonObject, ViewNode } from '../../../renderer/types.ts';

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
/** Taps the control labelled by a copy key of the screen. */
const tapKey = (run: ScreenRun, key: string) => run.tap((n) => n.props.label === screenCopy(run.screen, key));

repayCommonTests({
  screen: 'repay',
  payload: { productId: '1001', orderId: '900001', amount: '181700', channelNumber: 'CMAYA' },
  endpoint: 'installmentDetail',
  field: 'data.repayAmount',
  dataPath: 'data.detail.repayAmount',
});

describe('installment', () => {
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

  it('a failed generateVcode says why and stays', async () => {
    const run = await runScreen('repay', 'repay-vcode-failure');
    await tapKey(run, 'paymentMethod');
    await tapKey(run, 'pay');
    expect(run.effects.toasts).toEqual(['This channel is under maintenance. Please choose another.']);
    expect(run.effects.navigations).toEqual([]);
  });
});
