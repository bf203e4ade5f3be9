// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluate, isOperation } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import type { ScreenDoc, TraceEntry } from '../../../renderer/types.ts';
import { withPacks } from '../../../renderer/operationPacks.ts';
import { allFeatures } from '../../../renderer/allFeatures.ts';

const screen: ScreenDoc = {
  id: 'demo',
  body: [],
  copy: { hello: 'Hello' },
  constants: { limit: 3 },
  rules: {
    big: { '>': [{ var: 'data.d.n' }, { var: 'constants.limit' }] },
    loop: { rule: 'loop' },
    // A rule met again inside a `where` over a list is still a rule referring to itself.
    loopInList: { where: [{ var: 'data.d.list' }, 'elementLoops'] },
    elementLoops: { '!!': [{ rule: 'loopInList' }] },
    bigItems: { where: [{ var: 'data.d.list' }, 'itemIsBig'] },
    itemIsBig: { '>': [{ var: 'item' }, { var: 'constants.limit' }] },
  },
  tables: {
    size: {
      inputs: { big: { rule: 'big' } },
      rows: [{ when: { var: 'big' }, then: 'large' }],
      else: 'small',
    },
  },
};

const ctx = (n: number) => buildContext(screen, { query: { a: '1' }, data: { d: { n } } });

describe('evaluate', () => {
  it('leaves literals alone and walks plain objects and arrays', () => {
    expect(evaluate('x', ctx(1), screen)).toBe('x');
    expect(evaluate({ label: { var: 'copy.hello' }, tone: 'blue', list: [{ var: 'query.a' }, 2] }, ctx(1), screen)).toEqual({
      label: 'Hello',
      tone: 'blue',
      list: ['1', 2],
    });
  });

  it('evaluates rules and tables by name, and traces them', () => {
    const trace: TraceEntry[] = [];
    expect(evaluate({ table: 'size' }, ctx(5), screen, trace)).toBe('large');
    expect(evaluate({ table: 'size' }, ctx(1), screen)).toBe('small');
    expect(trace).toContainEqual({ kind: 'table', name: 'size', row: 1, inputs: { big: true }, value: 'large' });
    expect(trace).toContainEqual({ kind: 'rule', name: 'big', value: true });
  });

  it('throws a clear error for an unknown rule, a self-reference and an unknown table', () => {
    expect(() => evaluate({ rule: 'nope' }, ctx(1), screen)).toThrow(/Unknown rule "nope"/);
    expect(() => evaluate({ rule: 'loop' }, ctx(1), screen)).toThrow(/refers to itself/);
    const withList = buildContext(screen, { query: {}, data: { d: { n: 1, list: [1, 5, 9] } } });
    expect(() => evaluate({ rule: 'loopInList' }, withList, screen)).toThrow(/Rule "loopInList" refers to itself/);
    // The list's elements each see the rule afresh: a rule used per element is no loop.
    expect(evaluate({ rule: 'bigItems' }, withList, screen)).toEqual([5, 9]);
    expect(evaluate({ cat: [{ len: [{ rule: 'bigItems' }] }, { len: [{ rule: 'bigItems' }] }] }, withList, screen)).toBe('22');
    expect(() => evaluate({ table: 'nope' }, ctx(1), screen)).toThrow(/Unknown table/);
  });

  it('recognises operations only as one-key objects with a known key', () => {
    expect(isOperation({ var: 'x' })).toBe(true);
    expect(isOperation({ money: [1] })).toBe(true);
    expect(isOperation({ label: 'x' })).toBe(false);
    expect(isOperation({ var: 'x', other: 1 })).toBe(false);
    expect(isOperation([1])).toBe(false);
  });
});

describe('object literals inside operations', () => {
  it('evaluates expressions inside an object literal argument', () => {
    const s = withPacks<ScreenDoc>({ id: 'x', body: [], rules: { r: { formValues: [null, {}, { cardType: { var: 'state.t' }, fixed: 'a' }] } } }, allFeatures);
    expect(evaluate({ rule: 'r' }, buildContext(s, { query: {}, state: { t: 2 } }), s)).toEqual({ cardType: 2, fixed: 'a' });
    expect(evaluate({ if: [true, { a: { var: 'state.t' } }, null] }, buildContext(s, { query: {}, state: { t: 3 } }), s)).toEqual({ a: 3 });
  });

  it('where filters by a named rule that sees `item` and the context, tables included', () => {
    const s: ScreenDoc = {
      id: 'w',
      body: [],
      rules: { keep: { table: 't' } },
      tables: { t: { inputs: { same: { '==': [{ var: 'item.k' }, { var: 'state.k' }] } }, rows: [{ when: { var: 'same' }, then: true }], else: false } },
    };
    const ctx = buildContext(s, { query: {}, state: { k: 2 } });
    expect(evaluate({ where: [[{ k: 1 }, { k: 2 }, { k: 2, n: 1 }], 'keep'] }, ctx, s)).toEqual([{ k: 2 }, { k: 2, n: 1 }]);
    expect(evaluate({ where: [null, 'keep'] }, ctx, s)).toEqual([]);
  });
});
