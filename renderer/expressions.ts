/**
 * evaluate(expr, context, screen): the one expression evaluator.
 *
 * - A one-key object whose key is a json-logic operation is evaluated by the
 *   engine's own json-logic instance (renderer/logic.ts): the standard
 *   operations plus those of operations.ts, `rule`, `where`, `table` and
 *   `check`, and the packed ones, whose code comes with the screen
 *   (renderer/operationPacks.ts).
 * - Any other object or array is walked, so a prop can be a literal object
 *   with expressions inside ({"label": {"var": "copy.ok"}, "tone": "blue"}).
 * - Everything else is a literal.
 *
 * `rule` and `table` need the screen and the whole context; json-logic
 * hands operations only their arguments (and the innermost data as `this`,
 * which inside `map` is the list element), so the screen being evaluated
 * travels down the call as the engine logic's scope (a Frame, renderer/logic.ts
 * ScopedOperation): nothing is kept in the module between two evaluations.
 */
import { createLogic, truthy as isTruthy, type ScopedOperation } from './logic.ts';
import { defaultFormat, plainOperations, styledOperations, type DayStyle, type FormatConfig } from './operations.ts';
import { evaluateChecks } from './checkList.ts';
import { evaluateTable, rowNumber } from './decisionTable.ts';
import { partOf } from './partRefs.ts';
import { settingsIn } from './settingsIn.ts';
import type { OperationPacks, PackName } from './operationPacks.ts';
import type { Expr, Json, JsonObject, ScreenContext, ScreenDoc, TraceEntry } from './types.ts';

/** What an evaluation reads of its screen: its rules, tables and checks, and the code of the operation packs it uses (renderer/operationPacks.ts withPacks). */
export type EvalScreen = Pick<ScreenDoc, 'rules' | 'tables' | 'checks' | 'id' | 'origins'> & { packs?: OperationPacks };

interface Frame {
  screen: EvalScreen;
  context: ScreenContext;
  trace?: TraceEntry[];
  /** Rules being evaluated, to stop a rule that refers to itself. */
  active: Set<string>;
}

/** A traced rule or table taken from a shared part says so (renderer/expandParts.ts). */
function fromPart(screen: Frame['screen'], section: 'rules' | 'tables' | 'checks', name: string): { from?: string } {
  const from = partOf(screen, section, name);
  return from === undefined ? {} : { from };
}

/** The screen being evaluated; a table's row check (renderer/decisionTable.ts checkTable) evaluates with none. */
function need(frame: Frame | undefined): Frame {
  if (!frame) throw new Error('rule/table used outside a screen evaluation');
  return frame;
}

/** The market profile of the screen being evaluated (config.market, schemas/markets/<id>.json). */
function marketOf(frame: Frame | undefined): Record<string, unknown> {
  const market = frame?.context.config?.market;
  return market && typeof market === 'object' && !Array.isArray(market) ? market : {};
}

function formatOf(frame: Frame | undefined): FormatConfig {
  const fromMarket = marketOf(frame).money;
  return { ...defaultFormat, ...(fromMarket && typeof fromMarket === 'object' ? (fromMarket as Partial<FormatConfig>) : {}) };
}

/** How the market writes a day, a day with its time, and the month names of the page's language (the `day`, `dayTime` and `dayText` operations). */
function dayStyleOf(frame: Frame | undefined): DayStyle {
  const dates = marketOf(frame).dates;
  const of = dates && typeof dates === 'object' ? (dates as Record<string, unknown>) : {};
  return { pattern: of.day, timePattern: of.dayTime, monthsShort: frame?.context.copy?.monthsShort };
}

/**
 * The code of a pack the screen being evaluated uses. A screen that names a packed operation whose code was not
 * handed over is a wiring mistake, said at once (never a wrong figure).
 */
function pack<N extends PackName>(scope: Frame | undefined, name: N, operation: string): NonNullable<OperationPacks[N]> {
  const frame = need(scope);
  const code = frame.screen.packs?.[name];
  if (!code)
    throw new Error(
      `Screen "${frame.screen.id}" uses the operation "${operation}", but its code was not handed to the engine (ScreenFeatures.packs: the app loads it with the screen, app/screenFeatures.ts; tests and the live preview hand renderer/allFeatures.ts).`,
    );
  return code as NonNullable<OperationPacks[N]>;
}

/** The operations whose code lives in a module of its own (renderer/operationPacks.ts PACKED_OPERATIONS), loaded with the screens that use them. */
export const packedOperations: Record<string, ScopedOperation<Frame>> = {
  // Server-described fields (renderer/forms/fieldForm.ts).
  fieldForm: (f, items: unknown, config: unknown) => pack(f, 'forms', 'fieldForm').itemsToForm(items, config),
  formErrors: (f, form: unknown, values: unknown) => pack(f, 'forms', 'formErrors').formErrors(form, values),
  formValues: (f, form: unknown, values: unknown, extra: unknown) => pack(f, 'forms', 'formValues').formValues(form, values, extra),
  itemValues: (f, items: unknown) => pack(f, 'forms', 'itemValues').itemValues(items),
  // The SEC's effective interest rate (renderer/effectiveRate.ts).
  eir: (f, net: unknown, payments: unknown, release: unknown) => pack(f, 'rates', 'eir').eirPercent(net, payments, release),
  // The number the server gets, by the market's mobile rule (renderer/mobileNumber.ts).
  mobile: (f, value: unknown) => pack(f, 'mobile', 'mobile').canonicalMobile(value, marketOf(f).mobile) ?? '',
};

/**
 * json-logic literal objects: see prepareArgs. Not a name a schema may use
 * (it is not in OPERATIONS), only what prepare writes.
 */
const OBJECT_OP = '__object';

/** The engine's own json-logic instance (renderer/logic.ts): nothing is registered on json-logic-js's shared one. Tables and their check use it too. */
export const engineLogic = createLogic<Frame>(
  {
    ...plainOperations,
    [OBJECT_OP]: (...entries: unknown[]) => Object.fromEntries(entries.filter(Array.isArray).map((e) => [String(e[0]), e[1] ?? null])),
  },
  {
    ...styledOperations<Frame>(formatOf, dayStyleOf),
    ...packedOperations,
    rule: (frame, name: unknown) => evaluateRule(need(frame), String(name)),
    where: (frame, list: unknown, rule: unknown, scope: unknown) => where(need(frame), list, String(rule), scope),
    table: (frame, name: unknown) => evaluateNamedTable(need(frame), String(name)),
    check: (frame, name: unknown) => evaluateNamedChecks(need(frame), String(name)),
  },
);

/** Every operation a schema may use; the schema check uses this list too. */
export const OPERATIONS: ReadonlySet<string> = new Set([...engineLogic.operations].filter((name) => name !== OBJECT_OP));

export function isOperation(expr: unknown): boolean {
  if (!expr || typeof expr !== 'object' || Array.isArray(expr)) return false;
  const keys = Object.keys(expr);
  return keys.length === 1 && OPERATIONS.has(keys[0]);
}

/**
 * json-logic hands an object literal inside an operation's arguments over
 * untouched ({"formValues": [f, v, {"cardType": {"var": "state.cardType"}}]}
 * would send the {"var"} itself). Such literals are rewritten once into
 * {"__object": [[key, expr], ...]}, whose entries json-logic evaluates.
 */
const prepared = new WeakMap<object, Json>();

function prepareArgs(expr: Json): Json {
  if (Array.isArray(expr)) return expr.map(prepareArgs);
  if (!expr || typeof expr !== 'object') return expr;
  if (isOperation(expr)) {
    const [op] = Object.keys(expr);
    return { [op]: prepareArgs(expr[op]) };
  }
  return { [OBJECT_OP]: Object.entries(expr).map(([k, v]) => [k, prepareArgs(v)]) };
}

function prepare(expr: JsonObject): Json {
  let out = prepared.get(expr);
  if (out === undefined) {
    const [op] = Object.keys(expr);
    out = { [op]: prepareArgs(expr[op]) };
    prepared.set(expr, out);
  }
  return out;
}

/** `expr` worked out against the frame's context, the frame handed down to the operations that need the screen. */
function walk(expr: Expr, frame: Frame): Json {
  if (Array.isArray(expr)) return expr.map((e) => walk(e, frame));
  if (expr && typeof expr === 'object') {
    // An operation met before is known by its prepared form (a `where` walks the same rule once per element).
    const ready = prepared.get(expr);
    if (ready !== undefined) return (engineLogic.apply(ready, frame.context, frame) ?? null) as Json;
    if (isOperation(expr)) return (engineLogic.apply(prepare(expr as JsonObject), frame.context, frame) ?? null) as Json;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(expr as JsonObject)) out[k] = walk(v, frame);
    return out;
  }
  return expr;
}

/**
 * Rule values by context and screen. A rule is a pure function of the context,
 * and one resolve reads a rule in many props with the same context object
 * (the bank form's `form`, a `where` over every server field, is read by its
 * schema and its uiSchema): it is worked out once. Contexts are never changed
 * once built (a new state is a new context), so a value cannot go stale.
 * Not with a trace: there every reading is recorded, as before.
 */
const ruleValues = new WeakMap<object, WeakMap<object, Map<string, Json>>>();

/** The values worked out so far for this frame's context and screen, in `cache`; none with a trace (every reading is recorded). */
function knownValues(cache: WeakMap<object, WeakMap<object, Map<string, Json>>>, frame: Frame): Map<string, Json> | undefined {
  if (frame.trace) return undefined;
  let byScreen = cache.get(frame.context);
  if (!byScreen) cache.set(frame.context, (byScreen = new WeakMap()));
  let known = byScreen.get(frame.screen);
  if (!known) byScreen.set(frame.screen, (known = new Map()));
  return known;
}

function evaluateRule(frame: Frame, name: string): Json {
  const rule = frame.screen.rules?.[name];
  if (rule === undefined) throw new Error(`Unknown rule "${name}" in screen ${frame.screen.id}`);
  if (frame.active.has(name)) throw new Error(`Rule "${name}" refers to itself`);
  const known = knownValues(ruleValues, frame);
  if (known?.has(name)) return known.get(name)!;
  frame.active.add(name);
  try {
    const value = walk(rule, frame);
    frame.trace?.push({ kind: 'rule', name, value, ...fromPart(frame.screen, 'rules', name) });
    known?.set(name, value);
    return value;
  } finally {
    frame.active.delete(name);
  }
}

/**
 * {"where": [list, "ruleName", {extra scope}]}: the elements for which the
 * screen's rule is true, the rule seeing the whole context plus the extra
 * scope plus the element as `item` (json-logic's `filter` sees only the element).
 */
function where(frame: Frame, list: unknown, name: string, scope: unknown): Json {
  if (!Array.isArray(list)) return [];
  const rule = frame.screen.rules?.[name];
  if (rule === undefined) throw new Error(`Unknown rule "${name}" in screen ${frame.screen.id}`);
  const extra = scope && typeof scope === 'object' && !Array.isArray(scope) ? (scope as JsonObject) : {};
  return list.filter((item) => {
    const context = { ...frame.context, ...extra, item } as ScreenContext;
    // Rules and tables the rule refers to see the element too; no trace per element.
    // The same set of active rules: a rule adds itself and takes itself out again (evaluateRule), so a rule met
    // inside the element's rule that is already being worked out is still refused.
    return truthy(walk(rule, { screen: frame.screen, context, active: frame.active }));
  }) as Json;
}

function evaluateNamedTable(frame: Frame, name: string): Json {
  const table = frame.screen.tables?.[name];
  if (!table) throw new Error(`Unknown table "${name}" in screen ${frame.screen.id}`);
  const inputs: JsonObject = {};
  // An input set by hand (the live preview) replaces its expression; the rows and the trace see it like any other.
  const byHand = frame.context.tableInputs?.[name];
  // No entries list per call: a `where` over a server list reads the same table once per element.
  for (const k in table.inputs) {
    if (!Object.prototype.hasOwnProperty.call(table.inputs, k)) continue;
    inputs[k] = byHand && Object.prototype.hasOwnProperty.call(byHand, k) ? byHand[k] : walk(table.inputs[k], frame);
  }
  // Rows read only their inputs, but with the market's style (a row may compare a `peso`): the frame goes along.
  const { row, value } = evaluateTable(table, inputs, engineLogic, frame);
  // An answer may name a setting ({"var": "config.…"}): read from the settings this evaluation runs with.
  const answer = settingsIn(value, frame.context.config ?? {});
  frame.trace?.push({ kind: 'table', name, row: rowNumber(row), inputs, value: answer, ...fromPart(frame.screen, 'tables', name) });
  return answer;
}

/**
 * {"check": "name"}: the screen's check list run over the whole context
 * (renderer/checkList.ts), once per context like a rule; traced with every
 * item's result.
 */
const checkValues = new WeakMap<object, WeakMap<object, Map<string, Json>>>();

function evaluateNamedChecks(frame: Frame, name: string): Json {
  const list = frame.screen.checks?.[name];
  if (!list) throw new Error(`Unknown check list "${name}" in screen ${frame.screen.id}`);
  const known = knownValues(checkValues, frame);
  if (known?.has(name)) return known.get(name)!;
  const value = evaluateChecks(list, (expr) => walk(expr, frame)) as unknown as Json;
  frame.trace?.push({ kind: 'check', name, value, ...fromPart(frame.screen, 'checks', name) });
  known?.set(name, value);
  return value;
}

/**
 * Evaluate an expression against a context. `trace`, when given, collects the
 * rules and table rows consulted (for tests, snapshots and the preview).
 */
export function evaluate(expr: Expr | undefined, context: ScreenContext, screen: EvalScreen = { id: '(none)' }, trace?: TraceEntry[]): Json {
  if (expr === undefined) return null;
  return walk(expr, { screen, context, trace, active: new Set() });
}

/** json-logic truthiness ("0" is truthy, [] is falsy), used for `if` and row `when`s. */
export function truthy(value: Json): boolean {
  return isTruthy(value);
}
