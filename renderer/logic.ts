/**
 * createLogic(operations): a json-logic evaluator of the engine's own, with
 * its own operations. Nothing is registered on json-logic-js's shared
 * instance, so importing the engine changes nothing for other code, and a
 * test or a second engine can build an instance with other operations.
 *
 * json-logic-js keeps its operations in one module-wide table
 * (`add_operation` changes it for every importer), so the evaluation is
 * written here, following json-logic-js 2.0.5 line for line:
 * - the operations that evaluate their arguments lazily or in a new scope
 *   (if, ?:, and, or, filter, map, reduce, all, none, some);
 * - the ones that read the data (var, missing, missing_some);
 * - the value operations (==, <, +, cat, substr, merge, …), copied as
 *   json-logic-js defines them (VALUE_OPERATIONS), so a `where` over 500
 *   server items builds no call per element, and no page downloads the
 *   library for a table of one-liners (issue 31: 2 KiB on every page).
 * json-logic-js stays the reference (a development dependency):
 * tests/unit/renderer/logic.test.ts holds the two to the same answers.
 */

/** An operation gets its worked-out arguments, and the data being evaluated as `this` (the element inside map/filter). */
export type Operation = (this: unknown, ...args: never[]) => unknown;

/**
 * An operation that needs more than its arguments (the engine's `rule` needs the screen being evaluated): it gets
 * the scope handed to `apply` first, then its worked-out arguments. The scope is passed down the call, never kept
 * between calls, so two evaluations cannot see each other's.
 */
export type ScopedOperation<S> = (scope: S | undefined, ...args: never[]) => unknown;

export interface Logic<S = unknown> {
  /** `scope` reaches the scoped operations, unchanged, at every depth (inside map and filter too). */
  apply(logic: unknown, data: unknown, scope?: S): unknown;
  /** Every operation this instance knows, the standard ones included. */
  readonly operations: ReadonlySet<string>;
}

/** json-logic truthiness: [] is false, "0" is true. */
export const truthy = (value: unknown): boolean => (Array.isArray(value) && value.length === 0 ? false : !!value);

type Loose = never;
const toFloat = (value: unknown) => parseFloat(value as string);

/**
 * The standard value operations as json-logic-js 2.0.5 defines them (node_modules/json-logic-js/logic.js, line for
 * line; its coercions are JavaScript's loose ones, kept on purpose).
 */
const VALUE_OPERATIONS = new Map<string, (...args: Loose[]) => unknown>([
  ['==', (a, b) => a == b],
  ['===', (a, b) => a === b],
  ['!=', (a, b) => a != b],
  ['!==', (a, b) => a !== b],
  ['>', (a, b) => a > b],
  ['>=', (a, b) => a >= b],
  ['<', (a, b, c) => (c === undefined ? a < b : a < b && b < c)],
  ['<=', (a, b, c) => (c === undefined ? a <= b : a <= b && b <= c)],
  ['!!', (a) => truthy(a)],
  ['!', (a) => !truthy(a)],
  ['%', (a, b) => (a as number) % (b as number)],
  [
    'log',
    (a) => {
      console.log(a);
      return a;
    },
  ],
  ['in', (a, b: { indexOf?: (x: unknown) => number } | null) => !!b && typeof b.indexOf !== 'undefined' && b.indexOf(a) !== -1],
  ['cat', (...args) => args.join('')],
  [
    'substr',
    (source, start: number, end: number) => {
      // JavaScript's substr has no negative end: json-logic-js emulates PHP's.
      if (end < 0) {
        const rest = String(source).substr(start);
        return rest.substr(0, rest.length + end);
      }
      return String(source).substr(start, end);
    },
  ],
  ['+', (...args) => args.reduce((a: number, b) => toFloat(a) + toFloat(b), 0)],
  // Without a start value, as json-logic-js: {"*": []} throws there too.
  ['*', (...args: unknown[]) => args.reduce((a, b) => toFloat(a) * toFloat(b))],
  ['-', (a: number, b) => (b === undefined ? -a : a - b)],
  ['/', (a: number, b: number) => a / b],
  ['min', (...args: number[]) => Math.min(...args)],
  ['max', (...args: number[]) => Math.max(...args)],
  ['merge', (...args) => args.reduce((a: unknown[], b) => a.concat(b), [])],
]);

const LAZY = ['if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some'];
const DATA = ['var', 'missing', 'missing_some'];

export const STANDARD_OPERATIONS: ReadonlySet<string> = new Set([...VALUE_OPERATIONS.keys(), ...LAZY, ...DATA]);

/** The operation of a json-logic node ({"op": args}), or undefined for a literal. */
function operationOf(logic: unknown): string | undefined {
  if (typeof logic !== 'object' || logic === null || Array.isArray(logic)) return undefined;
  const keys = Object.keys(logic);
  return keys.length === 1 ? keys[0] : undefined;
}

/** A `var` path's steps ("item.code" → ["item", "code"]); each instance keeps the ones it has split (the paths of its screens). */
type Steps = (path: string) => readonly string[];

function stepsCache(): Steps {
  const known = new Map<string, readonly string[]>();
  return (path) => {
    let steps = known.get(path);
    if (steps === undefined) {
      // Paths worked out at run time could be endless: the memo is a memo, not a store.
      if (known.size > 2000) known.clear();
      known.set(path, (steps = path.split('.')));
    }
    return steps;
  };
}

function readVar(data: unknown, path: unknown, fallback: unknown, steps: Steps): unknown {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === '' || path === null) return data;
  let value = data;
  for (const step of steps(String(path))) {
    if (value === null || value === undefined) return notFound;
    value = (value as Record<string, unknown>)[step];
    if (value === undefined) return notFound;
  }
  return value;
}

/** json-logic-js's `missing`: the keys (a list as the first argument, else the arguments) whose value is null or "", each read as {"var": key}. */
function missing(data: unknown, args: unknown[], steps: Steps): unknown[] {
  const keys = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  return keys.filter((key) => {
    const value = Array.isArray(key) ? readVar(data, key[0], key[1], steps) : readVar(data, key, undefined, steps);
    return value === null || value === '';
  });
}

export function createLogic<S = unknown>(own: Record<string, Operation> = {}, scopedOwn: Record<string, ScopedOperation<S>> = {}): Logic<S> {
  // A standard operation that only works on its values may be replaced (the engine's `cat` leaves out objects); one that controls evaluation or reads the data may not.
  for (const name of [...Object.keys(own), ...Object.keys(scopedOwn)]) {
    if (LAZY.includes(name) || DATA.includes(name)) throw new Error(`Operation "${name}" is how json-logic evaluates and cannot be replaced`);
  }
  const operations = new Map(Object.entries(own) as [string, (this: unknown, ...args: unknown[]) => unknown][]);
  const scoped = new Map(Object.entries(scopedOwn) as [string, (scope: S | undefined, ...args: unknown[]) => unknown][]);
  const steps = stepsCache();

  function listOf(values: unknown[], data: unknown, scope: S | undefined): { list: unknown[] | null; logic: unknown } {
    const list = apply(values[0], data, scope);
    return { list: Array.isArray(list) ? list : null, logic: values[1] };
  }

  function apply(logic: unknown, data: unknown, scope?: S): unknown {
    if (Array.isArray(logic)) return logic.map((l) => apply(l, data, scope));
    const op = operationOf(logic);
    if (op === undefined) return logic;
    const raw = (logic as Record<string, unknown>)[op];
    const values = Array.isArray(raw) ? raw : [raw];

    switch (op) {
      case 'if':
      case '?:': {
        let i = 0;
        for (; i < values.length - 1; i += 2) {
          if (truthy(apply(values[i], data, scope))) return apply(values[i + 1], data, scope);
        }
        return values.length === i + 1 ? apply(values[i], data, scope) : null;
      }
      case 'and':
      case 'or': {
        let current: unknown;
        for (const value of values) {
          current = apply(value, data, scope);
          if (truthy(current) !== (op === 'and')) return current;
        }
        return current;
      }
      case 'filter': {
        const { list, logic: each } = listOf(values, data, scope);
        return list ? list.filter((item) => truthy(apply(each, item, scope))) : [];
      }
      case 'map': {
        const { list, logic: each } = listOf(values, data, scope);
        return list ? list.map((item) => apply(each, item, scope)) : [];
      }
      case 'reduce': {
        const { list, logic: each } = listOf(values, data, scope);
        const initial = values[2] !== undefined ? apply(values[2], data, scope) : null;
        return list ? list.reduce((accumulator, current) => apply(each, { current, accumulator }, scope), initial) : initial;
      }
      case 'all':
      case 'none':
      case 'some': {
        const { list, logic: each } = listOf(values, data, scope);
        if (!list || list.length === 0) return op === 'none';
        const hit = op === 'all' ? list.some((item) => !truthy(apply(each, item, scope))) : list.some((item) => truthy(apply(each, item, scope)));
        return op === 'some' ? hit : !hit;
      }
    }

    const args = values.map((value) => apply(value, data, scope));
    switch (op) {
      case 'var':
        return readVar(data, args[0], args[1], steps);
      case 'missing':
        return missing(data, args, steps);
      case 'missing_some': {
        // As json-logic-js: {"missing": options}, then options.length (a text counts its characters; null throws there too).
        const options = args[1] as { length: number };
        const absent = missing(data, Array.isArray(options) ? options : [options], steps);
        return options.length - absent.length >= (args[0] as number) ? [] : absent;
      }
    }
    const operation = operations.get(op);
    if (operation) return operation.apply(data, args);
    const withScope = scoped.get(op);
    if (withScope) return withScope(scope, ...args);
    const value = VALUE_OPERATIONS.get(op);
    if (value) return (value as (...a: unknown[]) => unknown)(...args);
    throw new Error(`Unrecognized operation ${op}`);
  }

  return { apply, operations: new Set([...STANDARD_OPERATIONS, ...operations.keys(), ...scoped.keys()]) };
}
