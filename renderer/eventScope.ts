/**
 * eventScope(screen, events, scope): the part of a node's loop scope its
 * events can read, kept on the view node for the runtime (node.scope).
 *
 * Why not the whole scope: an inner loop's scope holds the outer loop's item,
 * and that item holds the inner list (a complaint tab and its complaints), so
 * every one of n rows would carry all n rows: the view tree, its snapshots and
 * what the live preview posts would grow as n². The events name what they read
 * ({"var": "entry.id"}), so each row keeps its own few fields and stays the
 * same size whatever the length of the list.
 *
 * What counts as read, conservatively (keeping more is always correct):
 * - every {"var": path} anywhere in the chains (then, catch, if, args), and in
 *   the rules, `where` rules, tables' inputs, check lists and `run`/`runEach` handlers they reach,
 *   transitively; a path keeps that field of the scope value and what is under it;
 * - a computed name ({"var": {...}}, {"rule": {...}}, a `run` of a computed
 *   handler name: every handler) or `missing`/`missing_some`, whose names are
 *   data: the whole scope, as before.
 */
import type { ActionStep, Json, JsonObject, ScreenDoc } from './types.ts';
import { isObject } from './isObject.ts';

/** true: the whole value is read; an object: only these fields (each with what is read under it). */
export type Reads = true | { [key: string]: Reads };

type Chains = { [event: string]: ActionStep[] };
type Screen = Pick<ScreenDoc, 'rules' | 'tables' | 'checks' | 'handlers'>;

const cache = new WeakMap<object, WeakMap<object, Reads>>();

export function eventScope(screen: Screen, events: Chains, scope: JsonObject): JsonObject | undefined {
  // Outside a loop the scope is empty and nothing is kept: the walk of the chains (every node with events, on
  // every draw of the first paint) is not needed.
  if (Object.keys(scope).length === 0) return undefined;
  let byEvents = cache.get(screen);
  if (!byEvents) cache.set(screen, (byEvents = new WeakMap()));
  let reads = byEvents.get(events);
  if (reads === undefined) byEvents.set(events, (reads = readsOf(screen, events)));
  const kept = reads === true ? scope : (pick(scope, reads) as JsonObject);
  return Object.keys(kept).length ? kept : undefined;
}

/** What the chains (or one expression, such as a step's `if`) read, as a tree of field names. */
export function readsOf(screen: Screen, events: Chains | Json | undefined): Reads {
  const tree: { [key: string]: Reads } = {};
  let everything = false;
  const seen = new Set<string>();
  const add = (path: string) => {
    if (path === '') {
      everything = true;
      return;
    }
    let at = tree;
    const parts = path.split('.');
    for (const [i, part] of parts.entries()) {
      if (at[part] === true) return;
      if (i === parts.length - 1) {
        at[part] = true;
        return;
      }
      at = (at[part] ??= {}) as { [key: string]: Reads };
    }
  };
  const follow = (kind: 'rule' | 'table' | 'check' | 'handler', name: unknown) => {
    if (typeof name !== 'string' && typeof name !== 'number') {
      if (kind === 'handler') for (const n of Object.keys(screen.handlers ?? {})) follow('handler', n);
      else everything = true;
      return;
    }
    const key = `${kind}:${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (kind === 'rule') walk(screen.rules?.[name] as Json);
    // A table's rows see only its inputs.
    else if (kind === 'table') walk((screen.tables?.[name]?.inputs ?? null) as Json);
    else if (kind === 'check') walk((screen.checks?.[name] ?? null) as unknown as Json);
    else walk((screen.handlers?.[name] ?? null) as unknown as Json);
  };
  const walk = (value: Json | undefined): void => {
    if (everything || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const [op] = keys;
      const arg = value[op];
      const first = Array.isArray(arg) ? arg[0] : arg;
      if (op === 'var') {
        if (first === null || first === undefined) everything = true;
        else if (typeof first === 'string' || typeof first === 'number') add(String(first));
        else everything = true;
      } else if (op === 'missing' || op === 'missing_some') everything = true;
      else if (op === 'rule') follow('rule', first);
      else if (op === 'table') follow('table', first);
      else if (op === 'check') follow('check', first);
      else if (op === 'where' && Array.isArray(arg)) follow('rule', arg[1]);
    }
    if (value.action === 'run' || value.action === 'runEach') follow('handler', isObject(value.args) ? (value.args as JsonObject).handler : undefined);
    for (const v of Object.values(value)) walk(v);
  };
  walk(events as unknown as Json);
  return everything ? true : tree;
}

/** The read fields of a value: plain objects are cut down to them; anything else (a list, a text) is kept whole. */
function pick(value: Json, reads: Reads): Json {
  if (reads === true || !isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, under] of Object.entries(reads)) {
    if (Object.prototype.hasOwnProperty.call(value, key)) out[key] = pick((value as JsonObject)[key], under);
  }
  return out;
}
