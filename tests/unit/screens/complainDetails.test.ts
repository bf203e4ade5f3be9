/**
 * The complaint detail (schemas/screens/complainDetails.json; SPEC 'Complaint
 * screens', Detail), through the real runtime and the sandbox: the rating
 * popup only when isNeedScore asks for it, 3 s after load, and Send posting
 * the stars. Labels are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen } from '../../support/runScreen';
import { loadScreenDoc } from '../../support/loadScreenDoc';

const detail = loadScreenDoc('complainDetails').copy as Record<string, string>;

describe('complaint detail', () => {
  it('detail: no rating popup when isNeedScore is 0', async () => {
    const run = await runScreen('complainDetails', 'default');
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Dialog')).toBeUndefined();
  });

  it('detail: the rating popup comes 3 s after load when isNeedScore is non-zero; Send posts the stars', async () => {
    // runScreen resolves when the onLoad chain ends, i.e. after the popup's delay.
    const started = Date.now();
    const run = await runScreen('complainDetails', 'complaint-detail-answered');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    const rating = () => findNode(run.tree().nodes, (n) => n.widget === 'Dialog');
    expect(rating()).toBeTruthy();
    await run.tap((n) => n.widget === 'StarRating', 'change', 4);
    await run.tap((n) => n.props.label === detail.send);
    const sent = run.effects.requests.filter((r) => r.endpoint === 'saveScore');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ score: 4, problemId: '4990' }]);
    expect(rating()).toBeUndefined();
  }, 10_000);
});
