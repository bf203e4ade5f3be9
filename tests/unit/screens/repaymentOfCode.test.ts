/**
 * Repayment by code (schemas/screens/repaymentOfCode.json; SPEC 'Repayment
 * by code'), through the real runtime and the sandbox: showType 1 shows the
 * copyable code, any other value the QR picture with its scan steps, and an
 * amount in the address that is not an amount shows no code (issue 16).
 * Messages are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import type { ViewNode } from '../../../renderer/types.ts';

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);

describe('pay by code', () => {
  it('showType 1: the code; copy puts it on the clipboard and says so', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void copied.push(t) }, configurable: true });
    const run = await runScreen('repaymentOfCode', 'default');
    expect(node(run, (n) => n.widget === 'PayCode')?.props.code).toBe('7012 3456 7890');
    await run.tap((n) => n.widget === 'PayCode', 'copy');
    expect(copied).toEqual(['7012 3456 7890']);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'copied')]);
  });

  it('another showType: the QR picture and the scan steps', async () => {
    const run = await runScreen('repaymentOfCode', 'code-qr');
    expect(node(run, (n) => n.widget === 'PayCode')).toBeUndefined();
    expect(node(run, (n) => n.widget === 'ImageGrid')?.props.images).toEqual(['/sandbox-assets/qr-sample.svg']);
    expect(node(run, (n) => n.widget === 'Steps')).toBeTruthy();
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
