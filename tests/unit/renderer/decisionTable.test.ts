// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTable, combinations, evaluateTable } from '../../../renderer/decisionTable.ts';
import { engineLogic } from '../../../renderer/expressions.ts';
import type { DecisionTable } from '../../../renderer/types.ts';

const table: DecisionTable = {
  inputs: { status: { var: 'x' }, isDelay: { var: 'y' } },
  domains: { status: ['170', '174', '200'], isDelay: ['0', '1'] },
  rows: [
    { when: { and: [{ '==': [{ var: 'status' }, '174'] }, { '==': [{ var: 'isDelay' }, '1'] }] }, then: 'both' },
    { when: { '==': [{ var: 'status' }, '174'] }, then: 'repay' },
    { when: { '==': [{ var: 'status' }, '200'] }, then: 'again' },
  ],
  else: 'none',
};

describe('evaluateTable', () => {
  it.each([
    [{ status: '174', isDelay: '1' }, 0, 'both'],
    [{ status: '174', isDelay: '0' }, 1, 'repay'],
    [{ status: '200', isDelay: '1' }, 2, 'again'],
    [{ status: '170', isDelay: '0' }, -1, 'none'],
  ])('%j → row %i, %s (first match wins, else answers)', (inputs, row, value) => {
    expect(evaluateTable(table, inputs, engineLogic)).toEqual({ row, value });
  });

  it('answers null when nothing matches and there is no else', () => {
    expect(evaluateTable({ ...table, else: undefined }, { status: '1', isDelay: '0' }, engineLogic)).toEqual({ row: null, value: null });
  });
});

describe('checkTable', () => {
  it('combinations are the cross product of the domains', () => {
    expect(combinations({ a: [1, 2], b: ['x', 'y'] })).toHaveLength(4);
  });

  it('finds nothing wrong in a complete table', () => {
    expect(checkTable(table, engineLogic)).toEqual([]);
  });

  it('reports a combination no row covers when there is no else', () => {
    const findings = checkTable({ ...table, else: undefined }, engineLogic);
    expect(findings.filter((f) => f.kind === 'uncovered').map((f) => f.inputs)).toEqual([
      { status: '170', isDelay: '0' },
      { status: '170', isDelay: '1' },
    ]);
  });

  it('reports a row that can never be the first match', () => {
    const shadowed: DecisionTable = {
      ...table,
      rows: [table.rows[1], table.rows[0], table.rows[2]],
    };
    expect(checkTable(shadowed, engineLogic)).toEqual([{ kind: 'unreachable', row: 1 }]);
  });
});

describe('checkTable: names a row reads', () => {
  it('reports a name no input declares, where the row reads it, and not the row as never the first match', () => {
    const misspelt: DecisionTable = {
      ...table,
      rows: [{ when: { and: [{ '==': [{ var: 'status' }, '174'] }, { '==': [{ var: 'isdelay' }, '1'] }] }, then: 'both' }, ...table.rows.slice(1)],
    };
    expect(checkTable(misspelt, engineLogic)).toEqual([{ kind: 'unknownInput', row: 0, name: 'isdelay', path: ['rows', 0, 'when', 'and', 1, '==', 0, 'var'] }]);
  });

  it('reads the input of a dotted path and of a var with a default; missing and missing_some name inputs too', () => {
    const reads: DecisionTable = {
      inputs: { status: { var: 'x' } },
      rows: [
        { when: { '==': [{ var: 'status.code' }, 1] }, then: 'a' },
        { when: { '==': [{ var: ['stauts', 0] }, 1] }, then: 'b' },
        { when: { missing: ['status', 'delay'] }, then: 'c' },
        { when: { missing_some: [1, ['status', 'late']] }, then: 'd' },
      ],
    };
    expect(checkTable(reads, engineLogic).map((f) => [f.row, f.name, f.path?.slice(3).join('/')])).toEqual([
      [1, 'stauts', '==/0/var/0'],
      [2, 'delay', 'missing/1'],
      [3, 'late', 'missing_some/1/1'],
    ]);
  });

  it("leaves a list element's fields inside map, filter, some, all, none and reduce alone", () => {
    const lists: DecisionTable = {
      inputs: { items: { var: 'x' } },
      domains: { items: [[], [{ paid: true }]] },
      rows: [{ when: { some: [{ var: 'items' }, { var: 'paid' }] }, then: 'paid' }],
      else: 'none',
    };
    expect(checkTable(lists, engineLogic)).toEqual([]);
    const outside = { ...lists, rows: [{ when: { some: [{ var: 'itmes' }, { var: 'paid' }] }, then: 'paid' }] };
    expect(checkTable(outside, engineLogic).map((f) => f.name)).toEqual(['itmes']);
  });

  it("runs rows with the engine's own operations, as the screen does (startsWith, len): checked, not a crash", () => {
    const links: DecisionTable = {
      inputs: { link: { var: 'x' } },
      domains: { link: ['app://offer', 'https://a.example', ''] },
      rows: [
        { when: { startsWith: [{ var: 'link' }, 'app://'] }, then: 'native' },
        { when: { '>': [{ len: [{ var: 'link' }] }, 0] }, then: 'web' },
      ],
      else: 'none',
    };
    expect(checkTable(links, engineLogic)).toEqual([]);
    expect(evaluateTable(links, { link: 'app://offer' }, engineLogic)).toEqual({ row: 0, value: 'native' });
    // Any link is longer than nothing: put first, that row hides the native one, and the check (running both operations) says so.
    const shadowed = { ...links, rows: [links.rows[1], links.rows[0]] };
    expect(checkTable(shadowed, engineLogic)).toEqual([{ kind: 'unreachable', row: 1 }]);
  });

  it('reports a domain of a name that is not an input, and judges no row while a name is wrong', () => {
    const { isDelay, ...rest } = table.domains!;
    expect(checkTable({ ...table, domains: { ...rest, isdelay: isDelay } }, engineLogic)).toEqual([
      { kind: 'unknownDomain', name: 'isdelay', path: ['domains', 'isdelay'] },
    ]);
  });
});
