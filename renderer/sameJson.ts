import type { Json } from './types.ts';

/**
 * Whether two JSON values are equal by value: what `ui.set` compares before it
 * changes the screen's state, so a rule that sets what is already there (the
 * order page closes its closed popups once its answer is in) does not make the
 * whole screen draw again. Not `canonicalJson` (renderer/canonicalJson.ts): it writes
 * a whole text per comparison, refuses values RFC 8785 cannot write, and comes
 * with the receipt's code, not on every page.
 */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameJson(a[key], b[key]));
}
