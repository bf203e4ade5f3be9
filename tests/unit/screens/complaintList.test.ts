/**
 * The complaint list (schemas/screens/complaintList.json; SPEC 'Complaint
 * screens', List), through the real runtime and the sandbox: the server's
 * tabs with their badges, only the selected tab and its neighbours drawn, and
 * a complaint opening its detail.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import type { JsonObject, ViewNode } from '../../../renderer/types.ts';
import { answerWith } from '../../support/answerWith.ts';

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);

describe('complaint list', () => {
  it('lists each tab with badges; only the selected tab and its neighbour are drawn', async () => {
    const run = await runScreen('complaintList', 'complaint-list-many');
    const tabs = node(run, (n) => n.widget === 'SwipeTabs');
    expect((tabs?.props.tabs as JsonObject[]).map((t) => t.badge)).toEqual([120, 3, 2, 0, 1, 0]);
    expect(tabs?.children?.map((p) => p.props.selected)).toEqual([true, false]);
    run.runtime.store.setState((s) => ({ state: { ...s.state, tab: 3 } }));
    expect(node(run, (n) => n.widget === 'SwipeTabs')?.children?.map((p) => p.id)).toEqual([
      'body.0.tabs.panel.2',
      'body.0.tabs.panel.3',
      'body.0.tabs.panel.4',
    ]);
  });

  it('a complaint opens its detail', async () => {
    const run = await runScreen('complaintList', 'default');
    await run.tap((n) => n.widget === 'ListItem' && n.props.text === 'I paid through GCash but my order still shows due.', 'select');
    expect(run.effects.navigations[0].to).toMatch(/^\/complainDetails\?.*problemId=5001/);
  });
});

describe('complaint list: no complaint is no dead end', () => {
  const fileButton = (run: ScreenRun) => node(run, (n) => n.widget === 'Button' && n.props.label === run.screen.copy?.fileComplaint);

  for (const lang of ['en', 'fil']) {
    it(`${lang}: no tabs at all: the page says so and leads to complaint home`, async () => {
      const run = await runScreen('complaintList', 'complaint-list-none', undefined, { lang });
      expect(node(run, (n) => n.props.text === run.screen.copy?.none)).toBeTruthy();
      expect(fileButton(run)).toBeTruthy();
      await run.tap((n) => n.props.label === run.screen.copy?.fileComplaint);
      expect(run.effects.navigations.map((n) => [n.kind, n.to?.split('?')[0]])).toEqual([['go', '/complaint']]);
    });
  }

  it('tabs that are all empty: the same way to complaint home', async () => {
    answerWith('problemList', (body) => {
      const tabs = (body.data as { tabs: { list: unknown[] }[] }).tabs;
      tabs.forEach((tab) => (tab.list = []));
    });
    const run = await runScreen('complaintList', 'default');
    expect(fileButton(run)).toBeTruthy();
  });

  it('with complaints the list is the way (no extra button)', async () => {
    const run = await runScreen('complaintList', 'default');
    expect(fileButton(run)).toBeUndefined();
  });
});
