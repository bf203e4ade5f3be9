/**
 * The complaint home (schemas/screens/complaint.json; SPEC 'Complaint
 * screens', Home), through the real runtime and the sandbox: the typeNext
 * table (sub-types only for type 1, the collection type refused when the
 * order's isShow says so) and choosing another order with 'All'. Labels and
 * messages are the screen's copy; the orders and types the server's.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import type { JsonObject, ViewNode } from '../../../renderer/types.ts';

const home = loadScreenDoc('complaint').copy as Record<string, string>;

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
const state = (run: ScreenRun) => run.runtime.store.getState().state as JsonObject;
const choose = (run: ScreenRun, label: string, value: string) => run.tap((n) => n.widget === 'ChoiceList' && n.props.label === label, 'select', value);
const TYPES = home.typeTitle;

describe('complaint home: the typeNext table', () => {
  it.each([
    ['default', '2', { go: 'problemType=2&problemSonType=&orderNo=PH20261120001' }],
    ['default', '3', { go: 'problemType=3&problemSonType=&orderNo=PH20261120001' }],
    ['default', '1', { subTypes: true }],
    ['complaint-no-collection', '3', { toast: home.collectionRefused }],
    ['complaint-no-collection', '2', { go: 'problemType=2' }],
  ] as [string, string, { go?: string; subTypes?: boolean; toast?: string }][])('%s, type %s → %j', async (scenario, type, expected) => {
    const run = await runScreen('complaint', scenario);
    await choose(run, TYPES, type);
    if (expected.go) {
      expect(run.effects.navigations).toHaveLength(1);
      expect(run.effects.navigations[0].to).toContain('/complainPageNext?');
      expect(run.effects.navigations[0].to).toContain(expected.go);
    } else if (expected.subTypes) {
      expect(run.effects.navigations).toEqual([]);
      expect(node(run, (n) => n.widget === 'ChoiceList' && n.props.label === home.subTypeTitle)).toBeTruthy();
    } else {
      expect(run.effects.navigations).toEqual([]);
      expect(run.effects.toasts).toEqual([expected.toast]);
      expect(state(run).type).toBe('');
    }
  });

  it('type 1 then a sub-type goes on with both', async () => {
    const run = await runScreen('complaint', 'default');
    await choose(run, TYPES, '1');
    await choose(run, home.subTypeTitle, '12');
    expect(run.effects.navigations[0].to).toContain('problemType=1&problemSonType=12&orderNo=PH20261120001');
  });

  it('choosing another order with All: its card shows, and its isShow decides the collection type', async () => {
    const run = await runScreen('complaint', 'default');
    await run.tap((n) => n.props.label === home.all);
    await run.tap((n) => n.widget === 'ListItem' && n.props.title === 'LendMo', 'select');
    expect(node(run, (n) => n.widget === 'ProductCard')?.props).toMatchObject({ name: 'LendMo', status: 'Paid off' });
    await choose(run, TYPES, '3');
    expect(run.effects.toasts).toEqual([home.collectionRefused]);
  });
});
