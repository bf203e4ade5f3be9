/**
 * createLogic(operations): a json-logic evaluator of the engine's own, with
 * its own operations. Nothing is registered on json-logic-js's shared
 * instance, so importing the engine changes nothing for other code, and a
 * test or a second engine can build an instance with other operations.
 *
 * json-logic-js keeps its operations in one module-wide table
 * (`add_operation` changes it for every importer), so the parts of `apply`
 * that must reach our operations are written here, following json-logic-js
 * line for line:
 * - the operations that evaluate their arguments lazily or in a new scope
 *   (if, ?:, and, or, filter, map, reduce, all, none, some);
 * - the ones that read the data (var, missing, missing_some).
 * - the equalities, negations and `in` every table uses per list element,
 *   copied as json-logic-js defines them (DIRECT), so a
 *   `where` over 500 server items builds no json-logic call per element.
 * Every other standard operation (+, cat, substr, merge, …) is still
 * json-logic-js's own: it is handed the values already worked out (a
 * primitive, undefined included, as itself; an object or a list through
 * `var`, so it is never taken for logic), so their coercions stay exactly
 * json-logic's.
 * tests/unit/renderer/logic.test.ts holds the two to the same answers.
 */
import jsonLogic from 'json-logic-js';

/** An operation gets its worked-out arguments, and the data being evaluated as `this` (the element inside map/filter). */
export type Operation = (this: unknown, ...args: never[]) => unknown;

export interface Logic {
  apply(logic: unknown, data: unknown): unknown;
  /** Every operation this instance knows, the standard ones included. */
  readonly operations: ReadonlySet<string>;
}

/** The standard operations json-logic-js evaluates for us (their arguments worked out first). */
const DELEGATED = ['==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', 'log', 'in', 'cat', 'substr', '+', '*', '-', '/', 'min', 'max', 'merge'];
const LAZY = ['if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some'];
const DATA = ['var', 'missing', 'missing_some'];

export const STANDARD_OPERATIONS: ReadonlySet<string> = new Set([...DELEGATED, ...LAZY, ...DATA]);

/** json-logic truthiness: [] is false, "0" is true. */
export const truthy = (value: unknown): boolean => jsonLogic.truthy(value);

/**
 * The standard value operations most rules use (tables compare and negate per list element), as json-logic-js
 * defines them (node_modules/json-logic-js/logic.js, line for line): called directly, without building a
 * json-logic call per use. The rest go through `delegated`.
 */
const DIRECT = new Map<string, (a: never, b: never) => unknown>([
  // json-logic's == and != are JavaScript's loose ones.
  ['==', (a, b) => a == b],
  ['!=', (a, b) => a != b],
  ['===', (a, b) => a === b],
  ['!==', (a, b) => a !== b],
  ['!!', (a) => truthy(a)],
  ['!', (a) => !truthy(a)],
  ['in', (a, b: { indexOf?: (x: unknown) => number } | null) => !!b && typeof b.indexOf !== 'undefined' && b.indexOf(a) !== -1],
]);

/** The operation of a json-logic node ({"op": args}), or undefined for a literal. */
function operationOf(logic: unknown): string | undefined {
  if (typeof logic !== 'object' || logic === null || Array.isArray(logic)) return undefined;
  const keys = Object.keys(logic);
  return keys.length === 1 ? keys[0] : undefined;
}

/**
 * The call json-logic-js gets for a standard value operation: the worked-out
 * values, a primitive as itself (json-logic hands it back untouched, undefined
 * too) and an object or a list as {"var": "<index>"} over the values, so it is
 * read as it is and never taken for logic.
 */
function delegated(op: string, args: unknown[]): unknown {
  return jsonLogic.apply({ [op]: args.map((value, i) => (value !== null && typeof value === 'object' ? { var: String(i) } : value)) } as never, args as never);
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

export function createLogic(own: Record<string, Operation> = {}): Logic {
  // A standard operation that only works on its values may be replaced (the engine's `cat` leaves out objects); one that controls evaluation or reads the data may not.
  for (const name of Object.keys(own)) {
    if (LAZY.includes(name) || DATA.includes(name)) throw new Error(`Operation "${name}" is how json-logic evaluates and cannot be replaced`);
  }
  const operations = new Map(Object.entries(own) as [string, (this: unknown, ...args: unknown[]) => unknown][]);
  const steps = stepsCache();

  function scoped(values: unknown[], data: unknown): { list: unknown[] | null; logic: unknown } {
    const list = apply(values[0], data);
    return { list: Array.isArray(list) ? list : null, logic: values[1] };
  }

  function apply(logic: unknown, data: unknown): unknown {
    if (Array.isArray(logic)) return logic.map((l) => apply(l, data));
    const op = operationOf(logic);
    if (op === undefined) return logic;
    const raw = (logic as Record<string, unknown>)[op];
    const values = Array.isArray(raw) ? raw : [raw];

    switch (op) {
      case 'if':
      case '?:': {
        let i = 0;
        for (; i < values.length - 1; i += 2) {
          if (truthy(apply(values[i], data))) return apply(values[i + 1], data);
        }
        return values.length === i + 1 ? apply(values[i], data) : null;
      }
      case 'and':
      case 'or': {
        let current: unknown;
        for (const value of values) {
          current = apply(value, data);
          if (truthy(current) !== (op === 'and')) return current;
        }
        return current;
      }
      case 'filter': {
        const { list, logic: each } = scoped(values, data);
        return list ? list.filter((item) => truthy(apply(each, item))) : [];
      }
      case 'map': {
        const { list, logic: each } = scoped(values, data);
        return list ? list.map((item) => apply(each, item)) : [];
      }
      case 'reduce': {
        const { list, logic: each } = scoped(values, data);
        const initial = values[2] !== undefined ? apply(values[2], data) : null;
        return list ? list.reduce((accumulator, current) => apply(each, { current, accumulator }), initial) : initial;
      }
      case 'all':
      case 'none':
      case 'some': {
        const { list, logic: each } = scoped(values, data);
        if (!list || list.length === 0) return op === 'none';
        const hit = op === 'all' ? list.some((item) => !truthy(apply(each, item))) : list.some((item) => truthy(apply(each, item)));
        return op === 'some' ? hit : !hit;
      }
    }

    const args = values.map((value) => apply(value, data));
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
    const direct = DIRECT.get(op);
    if (direct) return (direct as (...a: unknown[]) => unknown)(...args);
    if (STANDARD_OPERATIONS.has(op)) return delegated(op, args);
    throw new Error(`Unrecognized operation ${op}`);
  }

  return { apply, operations: new Set([...STANDARD_OPERATIONS, ...operations.keys()]) };
}
