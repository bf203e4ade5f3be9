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
import { truthy, type Logic } from './logic.ts';
import type { DecisionTable, Json, JsonObject } from './types.ts';

export interface TableResult {
  /** Index of the matching row; -1 when `else` answered; null when nothing matched and there is no else. */
  row: number | null;
  value: Json;
}

/**
 * The row that answers for these inputs. `logic` is the engine's json-logic
 * instance (renderer/expressions.ts `engineLogic`): a row reads only its
 * inputs, but with every operation a screen may use (`startsWith`, `len`, …).
 */
export function evaluateTable<S>(table: DecisionTable, inputs: JsonObject, logic: Logic<S>, scope?: S): TableResult {
  for (let i = 0; i < table.rows.length; i++) {
    const matched = truthy(logic.apply(table.rows[i].when, inputs, scope));
    if (matched) return { row: i, value: table.rows[i].then };
  }
  if (table.else !== undefined) return { row: -1, value: table.else };
  return { row: null, value: null };
}

/** A row as the trace, the snapshots and the live preview count it: from 1, 'else', or null when no row answered. */
export function rowNumber(row: TableResult['row']): number | 'else' | null {
  return row === null ? null : row < 0 ? 'else' : row + 1;
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
  kind: 'uncovered' | 'unreachable' | 'unknownInput' | 'unknownDomain';
  /** For uncovered: the inputs no row covers. */
  inputs?: JsonObject;
  /** For unreachable and unknownInput: the row index. */
  row?: number;
  /** For unknownInput and unknownDomain: the name that is not an input of the table. */
  name?: string;
  /** For unknownInput and unknownDomain: where the name is, below the table (["rows", 0, "when", "==", 0, "var"]). */
  path?: (string | number)[];
}

/** Operations whose second argument is evaluated per list element, so its `var`s name the element's fields, not inputs. */
const PER_ELEMENT = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

/** Every input name `expr` reads (`var`, `missing`, `missing_some`), with its path below `at`. */
function reads(expr: Json | undefined, at: (string | number)[], out: { name: string; path: (string | number)[] }[]): void {
  if (Array.isArray(expr)) return expr.forEach((e, i) => reads(e, [...at, i], out));
  if (!expr || typeof expr !== 'object') return;
  const keys = Object.keys(expr);
  if (keys.length !== 1) return keys.forEach((k) => reads(expr[k], [...at, k], out));
  const [op] = keys;
  const arg = expr[op];
  const args = Array.isArray(arg) ? arg : [arg];
  const here = Array.isArray(arg) ? (i: number) => [...at, op, i] : () => [...at, op];
  const name = (value: Json, path: (string | number)[]) => {
    // "status.code" reads the input "status"; "" (the whole data) and list indexes name no input.
    if (typeof value === 'string' && value !== '') out.push({ name: value.split('.')[0], path });
  };
  if (op === 'var') {
    if (typeof args[0] === 'string') name(args[0], here(0));
    else reads(args[0], here(0), out);
    return reads(args[1], here(1), out);
  }
  if (op === 'missing') return args.forEach((a, i) => name(a, here(i)));
  if (op === 'missing_some') {
    if (Array.isArray(args[1])) args[1].forEach((a, i) => name(a, [...here(1), i]));
    return;
  }
  args.forEach((a, i) => {
    if (!(PER_ELEMENT.has(op) && i === 1)) reads(a, here(i), out);
  });
}

/**
 * Check a table: rows that read a name the table does not declare, domains
 * of names that are not inputs, and over the declared domains, combinations
 * no row covers (only when there is no `else`) and rows that are never the
 * first match. While a name is wrong the domain run is skipped: a row reading
 * a misspelt name sees nothing, so "never the first match" or "no row covers"
 * would point at the symptom, not at the name.
 */
export function checkTable<S>(table: DecisionTable, logic: Logic<S>): TableFinding[] {
  const findings: TableFinding[] = [];
  table.rows.forEach((row, i) => {
    const found: { name: string; path: (string | number)[] }[] = [];
    reads(row.when as Json, ['rows', i, 'when'], found);
    for (const { name, path } of found) {
      if (!Object.prototype.hasOwnProperty.call(table.inputs, name)) findings.push({ kind: 'unknownInput', row: i, name, path });
    }
  });
  for (const name of Object.keys(table.domains ?? {})) {
    if (!Object.prototype.hasOwnProperty.call(table.inputs, name)) findings.push({ kind: 'unknownDomain', name, path: ['domains', name] });
  }
  if (!table.domains || findings.length) return findings;
  const firstMatches = new Set<number>();
  for (const inputs of combinations(table.domains)) {
    const { row } = evaluateTable(table, inputs, logic);
    if (row === null) findings.push({ kind: 'uncovered', inputs });
    else if (row >= 0) firstMatches.add(row);
  }
  table.rows.forEach((_, i) => {
    if (!firstMatches.has(i)) findings.push({ kind: 'unreachable', row: i });
  });
  return findings;
}
