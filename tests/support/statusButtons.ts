/**
 * The buttons the order screen's status table (schemas/screens/orderDetail.json
 * tables.statusButtons) gives an order, with their labels in one language's
 * copy. Tests expect what the table says rather than a list of their own, so
 * product staff can relabel a button or give a status one (a row for 110)
 * without a test change; the snapshots show the change for review.
 */
import { combinations, evaluateTable, rowNumber } from '../../renderer/decisionTable.ts';
import { engineLogic } from '../../renderer/expressions.ts';
import { describeTrace } from '../../renderer/describeTrace.ts';
import type { DecisionTable, Json, JsonObject } from '../../renderer/types.ts';
import { readScreen } from '../../scripts/readScreen.ts';

export interface StatusButton {
  key: string;
  label: string;
  /** The line under the button ('Short of money?'), else null. */
  hint: string | null;
  /** The screen handler a tap runs. */
  handler: string;
}

/** The table's inputs as the screen's rules compute them: status '21' … '200', isDelay '0' or '1'. */
export interface StatusInputs {
  status: string;
  isDelay: string;
}

/** A copy text a row names ({"var": "copy.<key>"}), in `copy`; a plain text as it is. */
function text(value: Json | undefined, copy: JsonObject): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  const path = (value as { var?: Json }).var;
  if (typeof path === 'string' && path.startsWith('copy.')) {
    const found = copy[path.slice('copy.'.length)];
    if (typeof found === 'string') return found;
    throw new Error(`the status table names ${path}, which the copy does not have`);
  }
  throw new Error(`the status table gives a text tests cannot read: ${JSON.stringify(value)}`);
}

function table(): { table: DecisionTable; english: JsonObject } {
  const doc = readScreen('orderDetail');
  return { table: doc.tables?.statusButtons as DecisionTable, english: doc.copy?.en as JsonObject };
}

/** The buttons for `inputs`, worded by `copy` (default: the English copy as written, with its parts). */
export function statusButtons(inputs: StatusInputs, copy?: JsonObject): StatusButton[] {
  const { table: buttons, english } = table();
  const words = copy ?? english;
  const rows = evaluateTable(buttons, { ...inputs }, engineLogic).value;
  return (Array.isArray(rows) ? rows : []).map((row) => {
    const b = row as JsonObject;
    return { key: String(b.key), label: text(b.label, words) ?? '', hint: text(b.hint, words), handler: String(b.handler) };
  });
}

/** Every button the table can give, for each combination of the inputs it declares (its `domains`), once per label. */
export function everyStatusButton(copy?: JsonObject): StatusButton[] {
  const { table: buttons } = table();
  const all = combinations(buttons.domains ?? {}).flatMap((inputs) => statusButtons({ status: String(inputs.status), isDelay: String(inputs.isDelay) }, copy));
  return all.filter((b, i) => all.findIndex((o) => o.label === b.label && o.hint === b.hint) === i);
}

/**
 * The table's answer for `inputs` as the rule trace words it ("statusButtons row 3:
 * status 170, isDelay 1", "statusButtons else: …"): which row answers is the
 * table's business, so tests that show the trace read it from there.
 */
export function statusButtonsDecision(inputs: StatusInputs): string {
  const { table: buttons } = table();
  const { row, value } = evaluateTable(buttons, { ...inputs }, engineLogic);
  return describeTrace({ kind: 'table', name: 'statusButtons', row: rowNumber(row), inputs: { status: inputs.status, isDelay: inputs.isDelay }, value });
}
