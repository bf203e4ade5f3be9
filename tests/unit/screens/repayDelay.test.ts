/**
 * The extension (delay) repayment page (schemas/screens/repayDelay.json;
 * SPEC 'Extension (delay) repayment page'), through the real runtime and the
 * sandbox: the payment it shares with repay (tests/support/repayCommonTests.ts:
 * the default channel, what generateVcode sends with isDelay 1, the kept
 * info, one payment in flight, amounts that are not amounts) and its optional
 * instructions picture. Buttons are found by the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { findNode, requestsTo, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { answerWith, setField } from '../../support/answerWith.ts';
import { screenCopy } from '../../support/loadScreenDoc.ts';
import { repayCommonTests } from '../../support/repayCommonTests.ts';

repayCommonTests({
  screen: 'repayDelay',
  payload: { productId: '1001', orderId: '900001', amount: '75000', channelNumber: 'CMAYA', isDelay: '1' },
  endpoint: 'extensionDetail',
  field: 'data.delayInfo.delayAmount',
  dataPath: 'data.detail.delayInfo.delayAmount',
});

describe('extension', () => {
  it('instructions picture only with isShowReyTop 1', async () => {
    expect(findNode((await runScreen('repayDelay', 'default')).tree().nodes, (n) => n.id.endsWith('instructions'))).toBeTruthy();
    expect(findNode((await runScreen('repayDelay', 'repay-no-image')).tree().nodes, (n) => n.id.endsWith('instructions'))).toBeUndefined();
  });
});

describe('issue 29: the dates of a payment still to make', () => {
  const notice = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.id.endsWith('datesWrong'));
  const tapKey = (run: ScreenRun, key: string) => run.tap((n) => n.props.label === screenCopy(run.screen, key));
  async function pay(run: ScreenRun) {
    await tapKey(run, 'paymentMethod');
    await tapKey(run, 'pay');
  }

  it('the sandbox’s extension holds together: no word, Payment sends', async () => {
    const run = await runScreen('repayDelay', 'default');
    expect(notice(run)).toBeUndefined();
    await pay(run);
    expect(requestsTo(run, 'generateVcode')).toHaveLength(1);
  });

  it.each([
    ['the next payment date in the past', (b: Record<string, unknown>) => setField(b, 'data.repayDate', '2020-01-15')],
    ['the next payment date today', (b: Record<string, unknown>) => setField(b, 'data.repayDate', '2026-11-21')],
    ['a plan date in the past', (b: Record<string, unknown>) => setField(b, 'data.repayPlan.1.time', '2020-01-15')],
    ['a next payment date the plan does not have', (b: Record<string, unknown>) => setField(b, 'data.repayDate', '2027-01-05')],
    ['no real next payment date', (b: Record<string, unknown>) => setField(b, 'data.repayDate', '0000-00-00')],
  ])('%s: the page says so in its words (en, fil) and Payment sends nothing', async (_what, edit) => {
    for (const lang of ['en', 'fil']) {
      answerWith('extensionDetail', edit);
      const run = await runScreen('repayDelay', 'default', undefined, { lang });
      expect(notice(run)?.props).toMatchObject({ title: screenCopy(run.screen, 'datesWrongTitle'), message: screenCopy(run.screen, 'datesWrong') });
      await pay(run);
      expect(requestsTo(run, 'generateVcode')).toEqual([]);
      expect(run.effects.toasts.at(-1)).toBe(screenCopy(run.screen, 'datesWrong'));
    }
  });

  it('the installment page keeps a past repayment date payable (an overdue payment is still to pay)', async () => {
    answerWith('installmentDetail', (b) => setField(b, 'data.repayDate', '2020-01-15'));
    const run = await runScreen('repay', 'default');
    expect(notice(run)).toBeUndefined();
    await pay(run);
    expect(requestsTo(run, 'generateVcode')).toHaveLength(1);
  });
});
