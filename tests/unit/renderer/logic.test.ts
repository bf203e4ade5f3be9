// @vitest-environment node
/**
 * renderer/logic.ts: the engine's own json-logic instance. It answers as
 * json-logic-js does for the standard operations, and its operations stay its
 * own: importing the engine registers nothing on json-logic-js.
 */
import { describe, expect, it } from 'vitest';
import jsonLogic from 'json-logic-js';
import { createLogic, STANDARD_OPERATIONS, truthy } from '../../../renderer/logic.ts';
import { engineLogic, evaluate, OPERATIONS } from '../../../renderer/expressions.ts';

const data = {
  status: 174,
  text: '0',
  empty: '',
  none: null,
  list: [1, 2, 3, 4],
  people: [{ name: 'Ana', age: 30 }, { name: 'Ben' }],
  nested: { a: { b: 'deep' } },
};

/** Standard expressions, each operation and the corner cases of its evaluation (lazy branches, scopes, defaults, coercions). */
const expressions: unknown[] = [
  { '==': [1, '1'] },
  { '===': [1, '1'] },
  { '!=': [{ var: 'status' }, '174'] },
  { '!==': [{ var: 'status' }, '174'] },
  { '<': [1, { var: 'status' }, 200] },
  { '<=': [174, { var: 'status' }] },
  { '>': ['10', 9] },
  { '>=': [null, 0] },
  { '!': [{ var: 'list' }] },
  { '!!': [[]] },
  { '!!': [{ var: 'text' }] },
  { '%': [10, 4] },
  { '+': ['1', '2.5', { var: 'status' }] },
  { '+': '3' },
  { '-': [5] },
  { '*': [2, '3'] },
  { '/': [1, 4] },
  { min: [3, 1, { var: 'status' }] },
  { max: [] },
  { cat: ['₱', 5000, null, '.00'] },
  { substr: ['borrower', -4] },
  { substr: ['borrower', 1, -3] },
  { in: ['row', 'borrower'] },
  { in: [3, { var: 'list' }] },
  { merge: [[1], 2, [[3]], { var: 'list' }] },
  { var: 'nested.a.b' },
  { var: ['nested.x.y', 'fallback'] },
  { var: 'people.1.name' },
  { var: '' },
  { var: ['none', 'x'] },
  { missing: ['status', 'empty', 'none', 'absent'] },
  { missing: [['text', 'absent']] },
  { missing_some: [1, ['status', 'absent']] },
  { missing_some: [2, ['status', 'absent', 'empty']] },
  { if: [] },
  { if: [{ var: 'empty' }, 'a', { var: 'text' }, 'b', 'c'] },
  { if: [false, 'a', false, 'b'] },
  { '?:': [{ var: 'list' }, 'yes', 'no'] },
  { and: [1, { var: 'text' }, { var: 'empty' }, 'never'] },
  { and: [true, 'last'] },
  { or: [0, { var: 'empty' }, { var: 'status' }] },
  { or: [0, false] },
  { filter: [{ var: 'list' }, { '>': [{ var: '' }, 2] }] },
  { filter: [{ var: 'absent' }, true] },
  { map: [{ var: 'people' }, { var: ['age', 0] }] },
  { map: [{ var: 'status' }, 1] },
  { reduce: [{ var: 'list' }, { '+': [{ var: 'current' }, { var: 'accumulator' }] }, 10] },
  { reduce: [{ var: 'absent' }, 1] },
  { all: [{ var: 'list' }, { '>': [{ var: '' }, 0] }] },
  { all: [[], true] },
  { none: [{ var: 'people' }, { var: 'age' }] },
  { none: [[], true] },
  { some: [{ var: 'people' }, { var: 'age' }] },
  { some: [{ var: 'list' }, { '>': [{ var: '' }, 9] }] },
  // A value that is undefined (an empty and, var '' on no data) reaches json-logic-js's own operations as undefined, not null.
  { '<': [1, 2, { and: [] }] },
  { substr: ['abc', 1, { and: [] }] },
  { '===': [{ and: [] }, null] },
  { '!==': [{ and: [] }, null] },
  { max: [1, { and: [] }] },
  { in: [{ and: [] }, [null]] },
  { missing_some: [2, 'zz'] },
  { missing_some: [1, [['status', 'zz']]] },
  { missing: [['status', 'x'], 'empty'] },
  // The comparisons and negations the engine calls directly (logic.ts DIRECT): JavaScript's loose and strict
  // rules on mixed kinds, lists and objects, and `in` on what has no indexOf.
  { '==': [0, ''] },
  { '==': [null, 0] },
  { '==': [{ var: 'none' }, { var: 'absent' }] },
  { '==': [[1], '1'] },
  { '==': [{ var: 'list' }, { var: 'list' }] },
  { '!=': ['1', 1] },
  { '===': [{ var: 'list' }, { var: 'list' }] },
  { '!==': [{ var: 'nested' }, { var: 'nested' }] },
  { '<': ['2', '10'] },
  { '<': [1, '5', 3] },
  { '<=': [1, 1, 1] },
  { '<=': [2, 1, 3] },
  { '>': [{ var: 'none' }, -1] },
  { '>=': ['b', 'a'] },
  { '!': [{ var: 'text' }] },
  { '!': [0] },
  { '!!': ['0'] },
  { '!!': [{ var: 'nested' }] },
  { '%': ['7', 2] },
  { in: ['a', null] },
  { in: [1, 5] },
  { in: [{ var: 'status' }, [174, 175]] },
  { in: ['174', [174]] },
  [{ var: 'status' }, 'literal', { cat: ['a', 'b'] }],
  'plain',
  { two: 1, keys: 2 },
];

describe('the engine json-logic instance', () => {
  const logic = createLogic();

  it.each(expressions.map((e) => [JSON.stringify(e), e]))('answers %s as json-logic-js does', (_, expression) => {
    expect(logic.apply(expression, data)).toEqual(jsonLogic.apply(expression as never, data as never));
  });

  // Every value operation over every pair (and triple) of kinds of value: the library's coercions, not ours.
  const values: unknown[] = [0, 1, -2.5, 174, '', '0', '1', '10', 'abc', ' 2 ', true, false, null, [], [1], [1, 2], ['a'], {}, { a: 1 }];
  const small: unknown[] = [-2, -1, 0, 1, 2, '1', '10', 'abc', null, [2]];
  const valueOps = [...STANDARD_OPERATIONS].filter(
    (op) => !['if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some', 'var', 'missing', 'missing_some', 'log'].includes(op),
  );
  const answer = (run: () => unknown) => {
    try {
      return { value: run() };
    } catch (e) {
      return { throws: (e as Error).constructor.name };
    }
  };
  it.each(valueOps)('%s answers every kind of value as json-logic-js does', (op) => {
    // Objects and lists reach the operation through var, as a rule's values do (a literal object would be read as logic).
    const arg = (i: number) => ({ var: String(i) });
    const lists = [
      [],
      ...values.map((a) => [a]),
      ...values.flatMap((a) => values.map((b) => [a, b])),
      ...small.flatMap((a) => small.flatMap((b) => small.map((c) => [a, b, c]))),
    ];
    for (const args of lists) {
      const expression = { [op]: args.map((_, i) => arg(i)) };
      const ours = answer(() => logic.apply(expression, args));
      const theirs = answer(() => jsonLogic.apply(expression as never, args as never));
      expect(ours, `${op} ${JSON.stringify(args)}`).toEqual(theirs);
    }
  });

  it('the truthiness of every kind of value is json-logic-js’s', () => {
    for (const value of [...values, undefined, NaN, -0, '  ']) expect(truthy(value), JSON.stringify(value)).toBe(jsonLogic.truthy(value));
  });

  it('answers on undefined data as json-logic-js does', () => {
    for (const expression of [{ var: '' }, { '<': [1, 2, { var: '' }] }, { substr: ['abc', 1, { var: '' }] }, { missing: ['a'] }]) {
      expect(logic.apply(expression, undefined), JSON.stringify(expression)).toEqual(jsonLogic.apply(expression as never, undefined as never));
    }
  });

  it('fails where json-logic-js fails: missing_some over no options', () => {
    expect(() => jsonLogic.apply({ missing_some: [1, null] } as never, data as never)).toThrow();
    expect(() => logic.apply({ missing_some: [1, null] }, data)).toThrow();
  });

  it('covers every standard operation json-logic-js has', () => {
    const used = new Set(expressions.flatMap((e) => (e && typeof e === 'object' && !Array.isArray(e) ? Object.keys(e) : [])));
    expect([...STANDARD_OPERATIONS].filter((op) => !used.has(op))).toEqual(['log']);
  });

  it('throws on an operation it does not know, as json-logic-js does', () => {
    expect(() => logic.apply({ repayy: [1] }, data)).toThrow('Unrecognized operation repayy');
    // Names every object has are no operations either.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => logic.apply(JSON.parse(`{"${name}": [1]}`), data), name).toThrow(`Unrecognized operation ${name}`);
    }
  });

  it('reads the same path again and again, and paths beyond any cache, as it read the first', () => {
    for (let i = 0; i < 2500; i++) expect(logic.apply({ var: `people.${i % 3}.name` }, data)).toEqual(data.people[i % 3]?.name ?? null);
    const many = Object.fromEntries(Array.from({ length: 2100 }, (_, i) => [`k${i}`, { v: i }]));
    for (let i = 0; i < 2100; i++) expect(logic.apply({ var: `k${i}.v` }, many)).toBe(i);
    expect(logic.apply({ var: 'k0.v' }, many)).toBe(0);
  });

  it('keeps its operations to itself: json-logic-js, and another instance, do not know them', () => {
    const mine = createLogic({ double: (n: number) => n * 2 });
    expect(mine.apply({ double: [{ var: 'status' }] }, data)).toBe(348);
    expect(() => createLogic().apply({ double: [1] }, {})).toThrow('Unrecognized operation double');
    expect(() => jsonLogic.apply({ double: [1] } as never)).toThrow('Unrecognized operation double');
  });

  it('importing the engine registers none of its operations on json-logic-js', () => {
    // evaluate() has run, so the engine is loaded and has worked out a rule.
    expect(evaluate({ rule: 'label' }, { state: {} } as never, { id: 't', rules: { label: { cat: ['a', 'b'] } } })).toBe('ab');
    for (const op of [...OPERATIONS].filter((name) => !STANDARD_OPERATIONS.has(name))) {
      expect(() => jsonLogic.apply({ [op]: [] } as never), op).toThrow(`Unrecognized operation ${op}`);
    }
  });

  it('hands an operation the data it is evaluated on as this: the element inside map', () => {
    const seen: unknown[] = [];
    const mine = createLogic({
      remember(this: unknown) {
        seen.push(this);
        return true;
      },
    });
    mine.apply({ map: [{ var: 'list' }, { remember: [] }] }, data);
    expect(seen).toEqual(data.list);
  });

  it('hands a scoped operation the scope of its own apply, at every depth, and none to a call given none', () => {
    const seen: unknown[] = [];
    const mine = createLogic<{ screen: string }>(
      {},
      {
        whose: (scope, n: unknown) => {
          seen.push(scope?.screen);
          return `${scope?.screen ?? 'none'}:${String(n)}`;
        },
      },
    );
    const inside = { map: [{ var: 'list' }, { if: [true, { whose: [{ var: '' }] }] }] };
    // Two evaluations, the second started while the first is being read: each keeps its own scope.
    const first = mine.apply(inside, { list: [1, 2] }, { screen: 'a' });
    const second = mine.apply({ cat: [{ whose: [0] }, { whose: [1] }] }, {}, { screen: 'b' });
    expect(first).toEqual(['a:1', 'a:2']);
    expect(second).toBe('b:0b:1');
    expect(mine.apply({ whose: [3] }, {})).toBe('none:3');
    expect(seen).toEqual(['a', 'a', 'b', 'b', undefined]);
  });

  it('says the engine has no screen when a rule is read outside an evaluation (a table row check evaluates with none)', () => {
    expect(() => engineLogic.apply({ rule: 'label' }, {})).toThrow('rule/table used outside a screen evaluation');
    // The money operations (centavos in) fall back to the default format without a screen.
    expect(engineLogic.apply({ peso: [500000] }, {})).toBe('₱5,000.00');
  });

  it('answers an expression it has met before as it did the first time, over other data (each is made a function once)', () => {
    const people = [{ name: 'Ana', age: 30 }, { name: 'Ben' }, { age: '7' }, null, 'x'];
    for (const expression of expressions) {
      for (const other of [data, { ...data, status: 110, list: [], text: '' }, { people }, {}, undefined]) {
        const ours = answer(() => logic.apply(expression, other));
        expect(ours, `${JSON.stringify(expression)} over ${JSON.stringify(other)}`).toEqual(answer(() => jsonLogic.apply(expression as never, other as never)));
      }
    }
  });

  it('works out what an expression reads when it is evaluated, in its order, and only the branch taken', () => {
    const order: unknown[] = [];
    const mine = createLogic({ note: (what: unknown) => (order.push(what), what) });
    const expression = {
      cat: [
        { note: ['first'] },
        { if: [{ note: [true] }, { note: ['then'] }, { repayy: [{ note: ['never'] }] }] },
        { var: [{ note: ['path'] }, { note: ['default'] }] },
        { reduce: [{ note: [[1, 2]] }, { '+': [{ var: 'accumulator' }, { var: 'current' }] }, { note: [0] }] },
      ],
    };
    expect(mine.apply(expression, {})).toBe('firstthendefault3');
    expect(order).toEqual(['first', true, 'then', 'path', 'default', [1, 2], 0]);
    // An unknown operation fails where it is met, not when the expression is first read; its arguments are worked out first.
    order.length = 0;
    expect(() => mine.apply({ if: [false, 'no', { repayy: [{ note: ['argument'] }] }] }, {})).toThrow('Unrecognized operation repayy');
    expect(order).toEqual(['argument']);
  });

  it('lets a value operation be replaced (the engine leaves objects out of cat) but not one that steers evaluation', () => {
    expect(createLogic({ cat: () => 'own' }).apply({ cat: ['a'] }, {})).toBe('own');
    for (const op of ['if', 'and', 'map', 'var', 'missing']) expect(() => createLogic({ [op]: () => null }), op).toThrow(op);
  });
});
