import { describe, expect, it } from 'vitest';
import { checkTable, combinations, evaluateTable } from '../../../renderer/decisionTable';
import type { DecisionTable } from '../../../renderer/types';

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
    expect(evaluateTable(table, inputs)).toEqual({ row, value });
  });

  it('answers null when nothing matches and there is no else', () => {
    expect(evaluateTable({ ...table, else: undefined }, { status: '1', isDelay: '0' })).toEqual({ row: null, value: null });
  });
});

describe('checkTable', () => {
  it('combinations are the cross product of the domains', () => {
    expect(combinations({ a: [1, 2], b: ['x', 'y'] })).toHaveLength(4);
  });

  it('finds nothing wrong in a complete table', () => {
    expect(checkTable(table)).toEqual([]);
  });

  it('reports a combination no row covers when there is no else', () => {
    const findings = checkTable({ ...table, else: undefined });
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
    expect(checkTable(shadowed)).toEqual([{ kind: 'unreachable', row: 1 }]);
  });
});
