/**
 * Switching the market to `seed` brings back the SPEC as written: its mobile
 * rule and texts (the Chinese register and legacy-repayment messages, the
 * Indonesian rating prompt, the template's rating thanks) and dot-grouped
 * money, through the same screens and the real runtime. The SPEC's own
 * words are quoted here on purpose: they are what the profile must restore.
 *
 * Walks orderDetail (rating without a star), complainDetails (rating
 * thanks), repaymentWay (legacy messages) and confirmLoan (money grouping)
 * under the seed market; promoRegister's seed texts are in
 * tests/unit/screens/promoRegister.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../../support/runScreen.ts';
import { settingsFor } from '../../../../app/settings.ts';

const seed = { settings: settingsFor('seed') };
const tapLabel = (run: ScreenRun, key: string) => run.tap((n) => n.props.label === run.screen.copy?.[key]);

describe('the seed profile (SPEC as written)', () => {
  it('order rating with no star: "Silakan pilih" (SPEC point 5)', async () => {
    const run = await runScreen('orderDetail', 'order-rating', undefined, seed);
    await tapLabel(run, 'submit');
    expect(run.effects.toasts).toEqual(['Silakan pilih']);
  });

  it('complaint rating sent: "Successful demonstration！" (SPEC point 8)', async () => {
    // The popup is opened here, so its 3 s after load are not waited (atOnce).
    const run = await runScreen('complainDetails', 'complaint-detail-answered', undefined, { ...seed, atOnce: true });
    run.runtime.store.setState((s) => ({ state: { ...s.state, ratingOpen: true, stars: 4 } }));
    await tapLabel(run, 'send');
    // Shown on the page until closed (issue 17: a success banner, not a passing toast).
    expect(findNode(run.tree().nodes, (n) => n.widget === 'SuccessNotice')?.props.text).toBe('Successful demonstration！');
  });

  it('legacy repayment without a card: the Chinese message; no answer: "error"', async () => {
    const run = await runScreen('repaymentWay', 'default', undefined, seed);
    await tapLabel(run, 'commit');
    expect(run.effects.toasts).toEqual(['请先选择银行卡']);
    const offline = await runScreen('repaymentWay', 'legacy-network', undefined, seed);
    expect(offline.tree()).toMatchObject({ phase: 'error', error: { message: 'error' } });
  });

  it('money is dot-grouped: ₱5.000.00', async () => {
    const run = await runScreen('confirmLoan', 'default', undefined, seed);
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Figure')?.props.value).toBe('₱5.000.00');
  });
});
