/**
 * The table inputs set by hand that the edited document still declares. One
 * for a table or input an edit removed or renamed would otherwise act unseen
 * (the form no longer shows it) should the name come back; so would a value
 * an edit took out of the input's `domains` (the form's choice cannot show
 * it). The same object when nothing goes, so the phone is not started afresh
 * for nothing.
 */
import type { DecisionTable, Json } from '../renderer/index.ts';
import type { TableInputs } from './messages.ts';

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

export function keepDeclared(inputs: TableInputs, tables: Record<string, DecisionTable>): TableInputs {
  let changed = false;
  const kept: TableInputs = {};
  for (const [table, values] of Object.entries(inputs)) {
    const declared = tables[table]?.inputs ?? {};
    const domains = tables[table]?.domains ?? {};
    const own = Object.fromEntries(
      Object.entries(values).filter(
        ([input, value]) =>
          Object.prototype.hasOwnProperty.call(declared, input) &&
          (!Object.prototype.hasOwnProperty.call(domains, input) || domains[input].some((d) => same(d, value))),
      ),
    );
    if (Object.keys(own).length !== Object.keys(values).length) changed = true;
    if (Object.keys(own).length) kept[table] = own;
  }
  return changed ? kept : inputs;
}
