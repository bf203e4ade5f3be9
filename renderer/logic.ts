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
 * Every other standard operation (==, <, +, cat, in, merge, …) is still
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

function isLogic(logic: unknown): logic is Record<string, unknown> {
  return typeof logic === 'object' && logic !== null && !Array.isArray(logic) && Object.keys(logic).length === 1;
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

function readVar(data: unknown, path: unknown, fallback: unknown): unknown {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === '' || path === null) return data;
  let value = data;
  for (const step of String(path).split('.')) {
    if (value === null || value === undefined) return notFound;
    value = (value as Record<string, unknown>)[step];
    if (value === undefined) return notFound;
  }
  return value;
}

/** json-logic-js's `missing`: the keys (a list as the first argument, else the arguments) whose value is null or "", each read as {"var": key}. */
function missing(data: unknown, args: unknown[]): unknown[] {
  const keys = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  return keys.filter((key) => {
    const value = Array.isArray(key) ? readVar(data, key[0], key[1]) : readVar(data, key, undefined);
    return value === null || value === '';
  });
}

export function createLogic(own: Record<string, Operation> = {}): Logic {
  // A standard operation that only works on its values may be replaced (the engine's `cat` leaves out objects); one that controls evaluation or reads the data may not.
  for (const name of Object.keys(own)) {
    if (LAZY.includes(name) || DATA.includes(name)) throw new Error(`Operation "${name}" is how json-logic evaluates and cannot be replaced`);
  }
  const operations = new Map(Object.entries(own) as [string, (this: unknown, ...args: unknown[]) => unknown][]);

  function scoped(values: unknown[], data: unknown): { list: unknown[] | null; logic: unknown } {
    const list = apply(values[0], data);
    return { list: Array.isArray(list) ? list : null, logic: values[1] };
  }

  function apply(logic: unknown, data: unknown): unknown {
    if (Array.isArray(logic)) return logic.map((l) => apply(l, data));
    if (!isLogic(logic)) return logic;
    const op = Object.keys(logic)[0];
    const raw = logic[op];
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
        return readVar(data, args[0], args[1]);
      case 'missing':
        return missing(data, args);
      case 'missing_some': {
        // As json-logic-js: {"missing": options}, then options.length (a text counts its characters; null throws there too).
        const options = args[1] as { length: number };
        const absent = missing(data, Array.isArray(options) ? options : [options]);
        return options.length - absent.length >= (args[0] as number) ? [] : absent;
      }
    }
    const operation = operations.get(op);
    if (operation) return operation.apply(data, args);
    if (STANDARD_OPERATIONS.has(op)) return delegated(op, args);
    throw new Error(`Unrecognized operation ${op}`);
  }

  return { apply, operations: new Set([...STANDARD_OPERATIONS, ...operations.keys()]) };
}
