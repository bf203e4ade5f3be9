/**
 * Check lists: named conditions a screen's figures must meet before a step
 * (the disclosure checks of CONTRACT section 7: figures that add up, the
 * market's caps). Written under "checks" in a screen document or a part,
 * read with {"check": "disclosure"}; every item is json-logic over the whole
 * screen context, like a rule.
 *
 * - `applies` (optional): when falsy the list passes without running an item
 *   (the seed market shows no disclosure, so it checks none).
 * - Items run in order; each `passes` true or false. A failed item with
 *   `stop` ends the list there: the ones after it would read what is not
 *   there (no disclosure at all), so they are neither run nor reported.
 * - The answer: `passed`, the names that `failed` in order (one tracking
 *   event each), what the first failed item `says` to the borrower, and every
 *   item's result (`results`: true, false, or null when not run) for the
 *   snapshots and the live preview.
 */
import { truthy } from './logic.ts';
import type { CheckList, Expr, Json, JsonObject } from './types.ts';

export interface CheckResult {
  passed: boolean;
  failed: string[];
  says: Json;
  results: JsonObject;
}

export function evaluateChecks(list: CheckList, evaluate: (expr: Expr) => Json): CheckResult {
  const items = Array.isArray(list.items) ? list.items : [];
  const results: JsonObject = Object.fromEntries(items.map((item) => [item.name, null]));
  if (list.applies !== undefined && !truthy(evaluate(list.applies))) return { passed: true, failed: [], says: '', results };
  const failed: string[] = [];
  let says: Json = '';
  for (const item of items) {
    const ok = truthy(evaluate(item.passes));
    results[item.name] = ok;
    if (ok) continue;
    if (!failed.length) says = item.says === undefined ? '' : evaluate(item.says);
    failed.push(item.name);
    if (item.stop === true) break;
  }
  return { passed: failed.length === 0, failed, says, results };
}
