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
 * Each expression is read once, into a function of its data (`compile`), and
 * run from then on: the engine evaluates the same rules and table rows over
 * and over (a card-type switch of the bank form walks one rule per server
 * field), and deciding what each node is at every run was most of its cost.
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
  return readSteps(data, steps(String(path)), notFound);
}

function readSteps(data: unknown, steps: readonly string[], notFound: unknown): unknown {
  let value = data;
  for (const step of steps) {
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

  type Run = (data: unknown, scope: S | undefined) => unknown;
  /**
   * Each expression is turned into a function once, the first time it is evaluated (kept by the expression
   * object: the engine never changes an expression it has evaluated, renderer/expressions.ts `prepare`), and
   * every later evaluation runs that function: what to do at each node is decided once, not per element of
   * a `where` over 500 server fields (issue 31). No code is generated (the page's CSP allows none): the
   * functions are closures over the expression's parts, and they do what the evaluation did, in its order.
   */
  const compiled = new WeakMap<object, Run>();

  function compile(logic: unknown): Run {
    if (typeof logic !== 'object' || logic === null) return () => logic;
    let run = compiled.get(logic);
    if (run === undefined) compiled.set(logic, (run = build(logic)));
    return run;
  }

  /** The arguments worked out, left to right. */
  function argsOf(parts: Run[]): (data: unknown, scope: S | undefined) => unknown[] {
    return (data, scope) => {
      const args = new Array<unknown>(parts.length);
      for (let i = 0; i < parts.length; i++) args[i] = parts[i](data, scope);
      return args;
    };
  }

  function build(logic: object): Run {
    if (Array.isArray(logic)) return argsOf(logic.map(compile));
    const op = operationOf(logic);
    if (op === undefined) return () => logic;
    const raw = (logic as Record<string, unknown>)[op];
    const values = Array.isArray(raw) ? raw : [raw];

    switch (op) {
      case 'if':
      case '?:': {
        const parts = values.map(compile);
        return (data, scope) => {
          let i = 0;
          for (; i < parts.length - 1; i += 2) {
            if (truthy(parts[i](data, scope))) return parts[i + 1](data, scope);
          }
          return parts.length === i + 1 ? parts[i](data, scope) : null;
        };
      }
      case 'and':
      case 'or': {
        const parts = values.map(compile);
        const and = op === 'and';
        return (data, scope) => {
          let current: unknown;
          for (const part of parts) {
            current = part(data, scope);
            if (truthy(current) !== and) return current;
          }
          return current;
        };
      }
      case 'filter':
      case 'map':
      case 'reduce':
      case 'all':
      case 'none':
      case 'some':
        return listOperation(op, compile(values[0]), compile(values[1]), values[2] !== undefined ? compile(values[2]) : undefined);
    }

    const args = argsOf(values.map(compile));
    switch (op) {
      case 'var': {
        const [path] = values;
        // The usual `var`, a path written out and no default: its steps split once.
        if (typeof path === 'string' && path !== '' && values.length === 1) {
          const known = path.split('.');
          return (data) => readSteps(data, known, null);
        }
        return (data, scope) => {
          const [p, f] = args(data, scope);
          return readVar(data, p, f, steps);
        };
      }
      case 'missing':
        return (data, scope) => missing(data, args(data, scope), steps);
      case 'missing_some':
        return (data, scope) => {
          const [need, options] = args(data, scope) as [number, { length: number }];
          // As json-logic-js: {"missing": options}, then options.length (a text counts its characters; null throws there too).
          const absent = missing(data, Array.isArray(options) ? options : [options], steps);
          return options.length - absent.length >= need ? [] : absent;
        };
    }
    const operation = operations.get(op);
    if (operation) return (data, scope) => operation.apply(data, args(data, scope));
    const withScope = scoped.get(op);
    if (withScope) return (data, scope) => withScope(scope, ...args(data, scope));
    const value = VALUE_OPERATIONS.get(op) as ((...a: unknown[]) => unknown) | undefined;
    if (value) return (data, scope) => value(...args(data, scope));
    return (data, scope) => {
      args(data, scope);
      throw new Error(`Unrecognized operation ${op}`);
    };
  }

  /** The operations over a list: the list worked out first, then (reduce) the start value, then the element's logic per element. */
  function listOperation(op: string, listOf: Run, each: Run, initialOf: Run | undefined): Run {
    return (data, scope) => {
      const value = listOf(data, scope);
      const list = Array.isArray(value) ? value : null;
      switch (op) {
        case 'filter':
          return list ? list.filter((item) => truthy(each(item, scope))) : [];
        case 'map':
          return list ? list.map((item) => each(item, scope)) : [];
        case 'reduce': {
          const initial = initialOf ? initialOf(data, scope) : null;
          return list ? list.reduce((accumulator, current) => each({ current, accumulator }, scope), initial) : initial;
        }
        default: {
          if (!list || list.length === 0) return op === 'none';
          const hit = op === 'all' ? list.some((item) => !truthy(each(item, scope))) : list.some((item) => truthy(each(item, scope)));
          return op === 'some' ? hit : !hit;
        }
      }
    };
  }

  function apply(logic: unknown, data: unknown, scope?: S): unknown {
    if (typeof logic !== 'object' || logic === null) return logic;
    return compile(logic)(data, scope);
  }

  return { apply, operations: new Set([...STANDARD_OPERATIONS, ...operations.keys(), ...scoped.keys()]) };
}
