// @vitest-environment node
/**
 * Table inputs set by hand (ScreenContext.tableInputs, the live preview's
 * "what if status were 170 and isDelay 1"): the engine uses them instead of
 * the inputs' expressions, everywhere the table is read (drawing, traces,
 * action chains), and only for the inputs and table named.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import type { ScreenDoc, TraceEntry } from '../../../renderer/types.ts';

const screen: ScreenDoc = {
  id: 'demo',
  body: [],
  rules: { status: { var: 'data.order.status' } },
  tables: {
    buttons: {
      inputs: { status: { rule: 'status' }, isDelay: { var: 'data.order.isDelay' } },
      rows: [
        { when: { and: [{ '==': [{ var: 'status' }, '170'] }, { '==': [{ var: 'isDelay' }, '1'] }] }, then: 'repay and roll over' },
        { when: { '==': [{ var: 'status' }, '170'] }, then: 'repay' },
      ],
      else: 'none',
    },
    look: { inputs: { status: { rule: 'status' } }, rows: [{ when: { '==': [{ var: 'status' }, '170'] }, then: 'red' }], else: 'blue' },
  },
};

const data = { order: { status: '21', isDelay: '0' } };

describe('table inputs set by hand', () => {
  it('replace the named inputs of the named table; the trace shows the values the rows saw', () => {
    const context = buildContext(screen, { query: {}, data, tableInputs: { buttons: { status: '170', isDelay: '1' } } });
    const trace: TraceEntry[] = [];
    expect(evaluate({ table: 'buttons' }, context, screen, trace)).toBe('repay and roll over');
    expect(trace).toContainEqual({ kind: 'table', name: 'buttons', row: 1, inputs: { status: '170', isDelay: '1' }, value: 'repay and roll over' });
    // Another table reading the same rule keeps the scenario's value.
    expect(evaluate({ table: 'look' }, context, screen)).toBe('blue');
  });

  it('leave the other inputs to their expressions', () => {
    const context = buildContext(screen, { query: {}, data, tableInputs: { buttons: { status: '170' } } });
    const trace: TraceEntry[] = [];
    expect(evaluate({ table: 'buttons' }, context, screen, trace)).toBe('repay');
    expect(trace.find((t) => t.kind === 'table')?.inputs).toEqual({ status: '170', isDelay: '0' });
  });

  it('never invent an input the table does not declare, nor read a name of the object prototype', () => {
    const context = buildContext(screen, { query: {}, data, tableInputs: { buttons: { sttaus: '170' } } });
    const trace: TraceEntry[] = [];
    expect(evaluate({ table: 'buttons' }, context, screen, trace)).toBe('none');
    expect(trace.find((t) => t.kind === 'table')?.inputs).toEqual({ status: '21', isDelay: '0' });
    const odd: ScreenDoc = { id: 'odd', body: [], tables: { t: { inputs: { constructor: 'as written' }, rows: [], else: { var: 'constructor' } } } };
    const trace2: TraceEntry[] = [];
    evaluate({ table: 't' }, buildContext(odd, { query: {}, tableInputs: { t: {} } }), odd, trace2);
    expect(trace2[0].inputs).toEqual({ constructor: 'as written' });
  });

  it('are absent from a context nobody set them in (the app)', () => {
    expect('tableInputs' in buildContext(screen, { query: {}, data })).toBe(false);
  });

  it('reach action chains through the runtime', async () => {
    const seen: unknown[] = [];
    const runtime = createScreenRuntime(screen, {
      query: {},
      actions: { log: ({ args }) => void seen.push(args.value) },
      tableInputs: { buttons: { status: '170' } },
    });
    await runtime.run([{ action: 'log', args: { value: { table: 'buttons' } } }]);
    expect(seen).toEqual(['repay']);
    expect(runtime.getContext().tableInputs).toEqual({ buttons: { status: '170' } });
  });
});
