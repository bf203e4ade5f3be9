/**
 * A screen's draft (its `draft` declaration, docs/decisions/025-drafts.md):
 * what it keeps of the local state for the browser tab while the borrower
 * types, so going back and forward or a reload does not erase it. Pure: the
 * runtime's keeper (renderer/draftKeeper.ts) reads and writes the tab's storage.
 *
 * - `keep`: state key → `true` (its value as it is) or an expression (what is
 *   kept, e.g. only the pictures already uploaded), restored into that key.
 * - `never`: kept key (an object) → the names of its entries that are never
 *   written (card and account numbers), whatever `keep` says. Every name the
 *   page ever gave stays never written while the page is open: a field that is
 *   no longer on screen (another account type) still holds what was typed.
 *   When the names cannot be worked out, the key is not kept at all.
 * - What `never` left out and had a value is noted by name (never the value),
 *   so the restored page can ask for it again (`askAgain`).
 * - A restored value whose kind differs from the key's initial value (a list
 *   where the screen starts with a list, text for text) is not restored: the
 *   entry was written by another version of the page, or edited by hand.
 */
import { evaluate } from './expressions.ts';
import { isObject } from './isObject.ts';
import type { Json, JsonObject, ScreenContext, ScreenDoc } from './types.ts';

/** What one draft holds in the tab's storage. */
export interface DraftEntry {
  /** Whose draft: the declaration's `owner` when it was written. */
  owner: string;
  /** The kept state keys and their values, without what `never` leaves out. */
  state: JsonObject;
  /** The names `never` left out that had a value (the names only). */
  withheld: string[];
}

/** Names `never` gave for each kept key while the page was open. */
export type NeverSeen = Map<string, Set<string>>;

const hasValue = (v: Json | undefined) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v);

const failed = Symbol('failed');

/** The value of an expression, or `failed` when it throws (a broken rule must not stop the page). */
function tryEvaluate(expr: Json, context: ScreenContext, screen: ScreenDoc): Json | typeof failed {
  try {
    return evaluate(expr, context, screen);
  } catch {
    return failed;
  }
}

/** Whose draft this page would write or read: the declaration's `owner` as text ('' without one). */
export function draftOwner(screen: ScreenDoc, context: ScreenContext): string {
  const owner = screen.draft?.owner;
  if (owner === undefined) return '';
  const value = tryEvaluate(owner, context, screen);
  return value === failed || value === null || typeof value === 'object' ? '' : String(value);
}

/** What the draft keeps of the screen in this context; null for a screen without a declaration. */
export function draftOf(screen: ScreenDoc, context: ScreenContext, neverSeen: NeverSeen = new Map()): DraftEntry | null {
  const spec = screen.draft;
  if (!spec) return null;
  const state: JsonObject = {};
  const withheld = new Set<string>();
  for (const [key, how] of Object.entries(spec.keep ?? {})) {
    const value = how === true ? (context.state[key] ?? null) : tryEvaluate(how, context, screen);
    if (value === failed) continue;
    const never = spec.never?.[key];
    if (never === undefined) {
      state[key] = value;
      continue;
    }
    const names = tryEvaluate(never, context, screen);
    // Unknown names: nothing of this key is written, rather than a number in clear.
    if (names === failed) continue;
    const seen = neverSeen.get(key) ?? new Set<string>();
    for (const name of Array.isArray(names) ? names : []) if (typeof name === 'string' && name) seen.add(name);
    neverSeen.set(key, seen);
    if (!isObject(value)) {
      state[key] = value;
      continue;
    }
    const kept: JsonObject = {};
    for (const [name, entry] of Object.entries(value)) {
      if (!seen.has(name)) kept[name] = entry;
      else if (hasValue(entry)) withheld.add(name);
    }
    state[key] = kept;
  }
  // Still to be typed again since the last restore: the notice stays until it is.
  const asked = spec.askAgain === undefined ? null : context.state[spec.askAgain];
  for (const name of Array.isArray(asked) ? asked : []) if (typeof name === 'string' && name) withheld.add(name);
  return { owner: draftOwner(screen, context), state, withheld: [...withheld] };
}

/** The text a draft is kept as. */
export const draftText = (entry: DraftEntry): string => JSON.stringify(entry);

/**
 * The state a kept draft restores (a patch over the screen's initial state):
 * nothing when there is none, it cannot be read, or it belongs to another owner.
 */
export function restoredDraft(screen: ScreenDoc, raw: string | null, owner: string): JsonObject {
  const spec = screen.draft;
  if (!spec || raw === null) return {};
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isObject(entry) || entry.owner !== owner || !isObject(entry.state)) return {};
  const initial = screen.state ?? {};
  const withheld = Array.isArray(entry.withheld) ? entry.withheld.filter((n): n is string => typeof n === 'string' && n !== '') : [];
  const patch: JsonObject = {};
  for (const key of Object.keys(spec.keep ?? {})) {
    if (!Object.prototype.hasOwnProperty.call(entry.state, key)) continue;
    let value = entry.state[key];
    const start = initial[key];
    if (start !== undefined && start !== null && kindOf(value) !== kindOf(start)) continue;
    // What is never kept is never restored either, even from an entry written by hand.
    if (spec.never?.[key] !== undefined && isObject(value)) value = Object.fromEntries(Object.entries(value).filter(([name]) => !withheld.includes(name)));
    patch[key] = value;
  }
  if (spec.askAgain !== undefined && withheld.length) patch[spec.askAgain] = withheld;
  return patch;
}
