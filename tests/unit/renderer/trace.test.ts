// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { readyContext } from '../../../renderer/context.ts';
import { describeTrace } from '../../../renderer/describeTrace.ts';
import type { ScreenDoc, ViewNode } from '../../../renderer/types.ts';

// A small order screen: a status table decides the buttons, a rule decides the banner.
const screen: ScreenDoc = {
  id: 'orders',
  rules: { late: { '==': [{ var: 'data.order.isDelay' }, 1] } },
  tables: {
    statusButtons: {
      inputs: { status: { var: 'data.order.status' }, isDelay: { var: 'data.order.isDelay' } },
      rows: [
        { when: { and: [{ '==': [{ var: 'status' }, 174] }, { '==': [{ var: 'isDelay' }, 1] }] }, then: [{ label: 'Rollover' }, { label: 'Pay it' }] },
        { when: { '==': [{ var: 'status' }, 174] }, then: [{ label: 'Pay it' }] },
      ],
      else: [],
    },
  },
  body: [
    { widget: 'Notice', key: 'late', if: { rule: 'late' }, props: { title: 'Overdue' } },
    {
      widget: 'ButtonBar',
      key: 'actions',
      children: [{ widget: 'Button', key: 'button', forEach: { table: 'statusButtons' }, as: 'b', props: { label: { var: 'b.label' } } }],
    },
  ],
};

const resolve = (order: { status: number; isDelay: number }) => resolveScreen(screen, readyContext(screen, { query: {}, data: { order } }), { trace: true });
const why = (node: ViewNode | undefined) => (node?.trace ?? []).map(describeTrace);

describe('rule trace', () => {
  it('says which table row drew each button, with the inputs it saw', () => {
    const tree = resolve({ status: 174, isDelay: 1 });
    const buttons = tree.nodes[1].children ?? [];
    expect(buttons.map((b) => b.props.label)).toEqual(['Rollover', 'Pay it']);
    expect(why(buttons[0])).toEqual(['button list ← statusButtons row 1: status 174, isDelay 1']);
  });

  it('says which rule showed a node', () => {
    expect(why(resolve({ status: 174, isDelay: 1 }).nodes[0])).toEqual(['if ← rule late: true']);
  });

  it('puts the decision of an empty list on the parent, so "why no buttons" has an answer', () => {
    const tree = resolve({ status: 21, isDelay: 0 });
    expect(tree.nodes.map((n) => n.widget)).toEqual(['ButtonBar']);
    expect(why(tree.nodes[0])).toEqual(['button list (empty) ← statusButtons else: status 21, isDelay 0']);
  });

  it('is left out unless asked for (the app does not pay for it)', () => {
    const tree = resolveScreen(screen, readyContext(screen, { query: {}, data: { order: { status: 174, isDelay: 1 } } }));
    expect(JSON.stringify(tree)).not.toContain('"trace"');
  });

  it('reads a row that nothing matched and a prop decided by a rule', () => {
    expect(describeTrace({ kind: 'table', name: 'look', row: null, inputs: { status: 9 }, value: null, for: 'tone' })).toBe(
      'tone ← look no row matched: status 9',
    );
    expect(describeTrace({ kind: 'rule', name: 'amount', value: 'x'.repeat(60), for: 'text' })).toBe(`text ← rule amount: ${'x'.repeat(39)}…`);
  });
});
