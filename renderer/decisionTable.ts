/**
 * Decision tables: rows of `when` (json-logic over the table's named inputs
 * only) and `then` (a literal value); the first row that matches wins, else
 * the table's `else` (or null).
 *
 * Rows see only the declared inputs, never the whole screen context, so a
 * table is a pure function of a few named values: that is what lets the
 * schema check run every combination of input values and lets a trace say
 * "statusButtons row 1: status 174, isDelay 1".
 */
import jsonLogic from 'json-logic-js';
import type { DecisionTable, Json, JsonObject } from './types';

export interface TableResult {
  /** Index of the matching row; -1 when `else` answered; null when nothing matched and there is no else. */
  row: number | null;
  value: Json;
}

export function evaluateTable(table: DecisionTable, inputs: JsonObject): TableResult {
  for (let i = 0; i < table.rows.length; i++) {
    const matched = jsonLogic.truthy(jsonLogic.apply(table.rows[i].when as never, inputs));
    if (matched) return { row: i, value: table.rows[i].then };
  }
  if (table.else !== undefined) return { row: -1, value: table.else };
  return { row: null, value: null };
}

/** Every combination of the declared input domains (for the schema check and tests). */
export function combinations(domains: { [name: string]: Json[] }): JsonObject[] {
  let out: JsonObject[] = [{}];
  for (const [name, values] of Object.entries(domains)) {
    out = out.flatMap((partial) => values.map((v) => ({ ...partial, [name]: v })));
  }
  return out;
}

export interface TableFinding {
  kind: 'uncovered' | 'unreachable';
  /** For uncovered: the inputs no row covers. For unreachable: the row index. */
  inputs?: JsonObject;
  row?: number;
}

/**
 * Check a table over its declared domains: combinations no row covers (only
 * when there is no `else`) and rows that are never the first match.
 */
export function checkTable(table: DecisionTable): TableFinding[] {
  if (!table.domains) return [];
  const findings: TableFinding[] = [];
  const firstMatches = new Set<number>();
  for (const inputs of combinations(table.domains)) {
    const { row } = evaluateTable(table, inputs);
    if (row === null) findings.push({ kind: 'uncovered', inputs });
    else if (row >= 0) firstMatches.add(row);
  }
  table.rows.forEach((_, i) => {
    if (!firstMatches.has(i)) findings.push({ kind: 'unreachable', row: i });
  });
  return findings;
}
