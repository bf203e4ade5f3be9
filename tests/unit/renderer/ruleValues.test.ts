// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { readyContext } from '../../../renderer/context.ts';
import type { ScreenDoc, ViewNode } from '../../../renderer/types.ts';

// json-logic's `log` prints its value and returns it: each console.log is one working-out of the rule.
const screen: ScreenDoc = {
  id: 'rules',
  rules: { heavy: { log: { cat: ['n=', { var: 'state.n' }] } } },
  body: [
    { widget: 'Text', key: 'a', props: { text: { rule: 'heavy' } } },
    { widget: 'Text', key: 'b', props: { text: { rule: 'heavy' }, tone: { if: [{ rule: 'heavy' }, 'muted', 'plain'] } } },
  ],
};
const texts = (nodes: ViewNode[]) => nodes.map((n) => n.props.text);

describe('rule values within one resolve', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a rule read by several props is worked out once per context, and again for a new state', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(texts(resolveScreen(screen, readyContext(screen, { query: {}, state: { n: 1 } })).nodes)).toEqual(['n=1', 'n=1']);
    expect(log).toHaveBeenCalledTimes(1);
    // A new state is a new context: never the old value.
    expect(texts(resolveScreen(screen, readyContext(screen, { query: {}, state: { n: 2 } })).nodes)).toEqual(['n=2', 'n=2']);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('with a trace every reading is still recorded on its node', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const tree = resolveScreen(screen, readyContext(screen, { query: {}, state: { n: 3 } }), { trace: true });
    expect(tree.nodes[0].trace).toEqual([{ kind: 'rule', name: 'heavy', value: 'n=3', for: 'text' }]);
    expect(tree.nodes[1].trace?.map((t) => t.for)).toEqual(['text', 'tone']);
  });
});
