// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shareView } from '../../../renderer/shareView.ts';
import type { ViewNode, ViewTree } from '../../../renderer/types.ts';

const tree = (nodes: ViewNode[], phase: ViewTree['phase'] = 'ready'): ViewTree => ({ screen: 's', title: 'T', phase, nodes });
const page = (tick: boolean, note = 'Hello'): ViewNode[] => [
  { id: 'head', widget: 'Text', props: { text: note } },
  {
    id: 'form',
    widget: 'Card',
    props: {},
    children: [
      { id: 'form.box', widget: 'Checkbox', props: { checked: tick, label: 'I agree' }, events: { change: [{ action: 'ui.set' }] } },
      { id: 'form.terms', widget: 'Text', props: { text: 'Terms', list: [1, { a: 2 }] } },
    ],
  },
];

describe('shareView', () => {
  it('keeps every node that resolved the same; a changed node and those above it are new, their other children kept', () => {
    const before = tree(page(false));
    const next = shareView(before, tree(page(true)));
    expect(next).toEqual(tree(page(true)));
    expect(next.nodes[0]).toBe(before.nodes[0]);
    expect(next.nodes[1]).not.toBe(before.nodes[1]);
    expect(next.nodes[1].children![0]).not.toBe(before.nodes[1].children![0]);
    expect(next.nodes[1].children![1]).toBe(before.nodes[1].children![1]);
  });

  it('the same tree again: the same nodes, all of them', () => {
    const before = tree(page(true));
    const next = shareView(before, tree(page(true)));
    expect(next.nodes).toBe(before.nodes);
  });

  it('a node gone, added or moved is matched by its id; a new phase or screen starts afresh', () => {
    const before = tree(page(false));
    const reordered = tree([page(false)[1], page(false)[0], { id: 'new', widget: 'Text', props: { text: 'New' } }]);
    const next = shareView(before, reordered);
    expect(next.nodes[0]).toBe(before.nodes[1]);
    expect(next.nodes[1]).toBe(before.nodes[0]);
    expect(next.nodes[2]).toBe(reordered.nodes[2]);
    const fewer = shareView(before, tree([{ ...page(false)[1], children: [page(false)[1].children![1]] }]));
    expect(fewer.nodes[0]).not.toBe(before.nodes[1]);
    expect(fewer.nodes[0].children![0]).toBe(before.nodes[1].children![1]);
    const loading = tree([], 'loading');
    expect(shareView(before, loading)).toBe(loading);
    const other = { ...tree(page(false)), screen: 'other' };
    expect(shareView(before, other)).toBe(other);
    expect(shareView(null, other)).toBe(other);
  });

  it('a change in props, events or scope at any depth is a change', () => {
    const before = tree(page(false));
    const deep = page(false);
    (deep[1].children![1].props.list as { a: number }[])[1] = { a: 3 };
    expect(shareView(before, tree(deep)).nodes[1].children![1]).not.toBe(before.nodes[1].children![1]);
    const events = page(false);
    events[1].children![0].events = { change: [{ action: 'ui.toast' }] };
    expect(shareView(before, tree(events)).nodes[1].children![0]).not.toBe(before.nodes[1].children![0]);
    const scoped = page(false);
    scoped[0].scope = { item: { id: 1 } };
    expect(shareView(before, tree(scoped)).nodes[0]).not.toBe(before.nodes[0]);
  });
});
