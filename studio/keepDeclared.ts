/**
 * The table inputs set by hand that the edited document still declares. One
 * for a table or input an edit removed or renamed would otherwise act unseen
 * (the form no longer shows it) should the name come back. The same object
 * when nothing goes, so the phone is not started afresh for nothing.
 */
import type { DecisionTable } from '../renderer/types';
import type { TableInputs } from './messages';

export function keepDeclared(inputs: TableInputs, tables: Record<string, DecisionTable>): TableInputs {
  let changed = false;
  const kept: TableInputs = {};
  for (const [table, values] of Object.entries(inputs)) {
    const declared = tables[table]?.inputs ?? {};
    const own = Object.fromEntries(Object.entries(values).filter(([input]) => Object.prototype.hasOwnProperty.call(declared, input)));
    if (Object.keys(own).length !== Object.keys(values).length) changed = true;
    if (Object.keys(own).length) kept[table] = own;
  }
  return changed ? kept : inputs;
}
