/**
 * The checks of one screen document, pure (no file system, no schema
 * compiler): the meta-schema verdict comes in as a function, so the same
 * checks run in `npm run check` (scripts/schemaCheck.ts), in the live preview
 * as product staff type, and when the app loads a screen.
 *
 * Each finding names the file, the JSON pointer and what to do, in words
 * product staff understand. Rows of a table are counted from 1 in messages;
 * pointers count from 0 (/rows/0 is row 1).
 */
import { checkTable } from './decisionTable.ts';
import { checkLanguages, checkUnusedCopy } from './checkCopy.ts';
import { checkElementIds } from './checkElementIds.ts';
import { closest } from './closest.ts';
import { isObject } from './isObject.ts';
import { checkContracts, type Contracts } from './checkContracts.ts';
import { checkUses, locateFindings } from './checkParts.ts';
import { checkReceipt } from './checkReceipt.ts';
import { checkDraft } from './checkDraft.ts';
import { checkTypedKept } from './checkTypedKept.ts';
import { valueEvents } from './valueEvents.ts';
import { expandParts, placedFragment } from './expandParts.ts';

export { closest };
import { engineLogic, OPERATIONS } from './expressions.ts';
import { checkOperationCall, misspeltOperation, type CallFinding } from './checkOperationCall.ts';
import type { ActionStep, Json, JsonObject, NodeSpec, PartDoc, ScreenDoc } from './types.ts';
import type { Finding } from './finding.ts';
import { escapePointer, ptr } from './jsonPointer.ts';
import { readPath } from './fillNamed.ts';

export type { Finding };

export interface ProjectNames {
  widgets: string[];
  actions: string[];
  endpoints: string[];
  /** The widgets' and actions' contracts (app/projectNames.ts): props, events, arguments and their values are checked against them. */
  contracts?: Contracts;
  /** The widgets that say what they draw (widgets/drawnTexts.ts): the only ones a receipt's region may hold. */
  drawnWidgets?: string[];
  /** The widgets every page has before any screen's own arrive (widgets/appWidgets.ts): the only ones config.engineWidgets may name. */
  startWidgets?: readonly string[];
}

export { escapePointer, ptr };

interface ScreenScope {
  file: string;
  doc: ScreenDoc;
  /** The screen's texts in the reference language. */
  copy: Record<string, unknown>;
  appCopy: Record<string, unknown>;
  config: Record<string, unknown>;
  names: ProjectNames;
  findings: Finding[];
}

/** Walks an expression: rule/table references, copy/constants/config lookups. */
/**
 * `reads: 'context'` (every expression but a table row's) checks the `var` paths against the screen's context; a
 * table row's `when` reads the table's inputs, which renderer/decisionTable.ts checkTable checks.
 */
function checkExpr(s: ScreenScope, expr: Json | undefined, pointer: string, reads: 'context' | 'tableInputs' = 'context'): void {
  if (Array.isArray(expr)) return expr.forEach((e, i) => checkExpr(s, e, `${pointer}/${i}`, reads));
  if (!expr || typeof expr !== 'object') return;
  const keys = Object.keys(expr);
  const report = (f: CallFinding) => s.findings.push({ file: s.file, pointer: `${pointer}${f.at}`, message: f.message, fix: f.fix });
  const misspelt = keys.length === 1 ? misspeltOperation(keys[0], (expr as JsonObject)[keys[0]], OPERATIONS) : null;
  if (misspelt) report(misspelt);
  if (keys.length === 1 && OPERATIONS.has(keys[0])) {
    const [op] = keys;
    const arg = (expr as JsonObject)[op];
    // Its arguments, by number and by kind (renderer/operationSignatures.ts).
    checkOperationCall(op, arg, OPERATIONS).forEach(report);
    if (op === 'rule' && typeof arg === 'string' && !(arg in (s.doc.rules ?? {}))) {
      s.findings.push({
        file: s.file,
        pointer: `${pointer}/rule`,
        message: `unknown rule "${arg}"`,
        fix: `Add "${arg}" under "rules", or use one of: ${Object.keys(s.doc.rules ?? {}).join(', ') || '(none)'}.`,
      });
    }
    if (op === 'table' && typeof arg === 'string' && !(arg in (s.doc.tables ?? {}))) {
      s.findings.push({
        file: s.file,
        pointer: `${pointer}/table`,
        message: `unknown table "${arg}"`,
        fix: `Add "${arg}" under "tables", or use one of: ${Object.keys(s.doc.tables ?? {}).join(', ') || '(none)'}.`,
      });
    }
    if (op === 'check' && typeof arg === 'string' && !(arg in (s.doc.checks ?? {}))) {
      s.findings.push({
        file: s.file,
        pointer: `${pointer}/check`,
        message: `unknown check list "${arg}"`,
        fix: `Add "${arg}" under "checks", or use one of: ${Object.keys(s.doc.checks ?? {}).join(', ') || '(none)'}.`,
      });
    }
    if (op === 'var' && reads === 'context') {
      const path = Array.isArray(arg) ? arg[0] : arg;
      if (typeof path === 'string') checkVar(s, path, `${pointer}/var`);
    }
    if (COMPARISONS.has(op) && Array.isArray(arg) && arg.length === 2) checkTableComparison(s, op, arg, pointer);
  }
  for (const k of keys) checkExpr(s, (expr as JsonObject)[k], `${pointer}/${escapePointer(k)}`, reads);
}

const COMPARISONS = new Set(['==', '===', '!=', '!==']);
const isPrimitive = (v: Json): v is string | number | boolean | null => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * {"==": [{"table": "popup"}, "ratng"]}: a table's answer compared with a
 * value it never gives is never true (never false for !=), so the node or
 * step it guards silently never shows. Checked when every answer of the
 * table is a plain value; compared as json-logic's == would, by text.
 */
function checkTableComparison(s: ScreenScope, op: string, arg: Json[], pointer: string): void {
  const side = arg.findIndex((a) => isObject(a) && Object.keys(a).length === 1 && typeof a.table === 'string');
  if (side < 0 || !isPrimitive(arg[1 - side])) return;
  const name = (arg[side] as JsonObject).table as string;
  const table = s.doc.tables?.[name];
  if (!table) return;
  const answers: Json[] = [...table.rows.map((r) => r.then), table.else === undefined ? null : table.else];
  if (!answers.every(isPrimitive)) return;
  const value = arg[1 - side];
  const same = (x: Json) => (op === '===' || op === '!==' ? x === value : String(x) === String(value));
  if (answers.some(same)) return;
  const given = [...new Set(answers.map((x) => JSON.stringify(x)))];
  s.findings.push({
    file: s.file,
    pointer: `${pointer}/${escapePointer(op)}/${1 - side}`,
    message: `compares table "${name}" with ${JSON.stringify(value)}, which it never answers`,
    fix: `Use one of: ${closest(JSON.stringify(value), given)} (the table's answers), or add a row that answers it.`,
  });
}

function checkVar(s: ScreenScope, path: string, pointer: string): void {
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (!tail) return;
  if (head === 'copy') {
    const key = rest[0];
    if (!(key in s.copy) && !(key in s.appCopy)) {
      s.findings.push({
        file: s.file,
        pointer,
        message: `no text "${key}" in this screen's copy or in schemas/copy.json`,
        fix: `Add "${key}" to "copy" of this screen in every language (or to schemas/copy.json if every screen needs it).`,
      });
    }
  } else if (head === 'constants') {
    if (readPath(s.doc.constants ?? {}, tail.split('.')) === undefined) {
      s.findings.push({
        file: s.file,
        pointer,
        message: `no constant "${tail}"`,
        fix: `Add "${rest[0]}" under "constants".`,
      });
    }
  } else if (head === 'config') {
    if (readPath(s.config, tail.split('.')) === undefined) {
      s.findings.push({
        file: s.file,
        pointer,
        message: `no setting "${tail}" in schemas/config.json`,
        fix: `Add it to schemas/config.json or correct the name.`,
      });
    }
  } else if (head === 'state' && !(rest[0] in (s.doc.state ?? {}))) {
    s.findings.push({
      file: s.file,
      pointer,
      message: `local state "${rest[0]}" has no initial value`,
      fix: `Add "${rest[0]}" under "state" with its starting value.`,
    });
  } else if (head === 'data' && !(rest[0] in (s.doc.data ?? {}))) {
    s.findings.push({
      file: s.file,
      pointer,
      message: `no data source "${rest[0]}"`,
      fix: `Declare "${rest[0]}" under "data", or use one of: ${Object.keys(s.doc.data ?? {}).join(', ') || '(none)'}.`,
    });
  }
}

function checkChain(s: ScreenScope, chain: ActionStep[] | undefined, pointer: string): void {
  (chain ?? []).forEach((step, i) => {
    const at = `${pointer}/${i}`;
    if (!s.names.actions.includes(step.action)) {
      s.findings.push({
        file: s.file,
        pointer: `${at}/action`,
        message: `unknown action "${step.action}"`,
        fix: `Use one of: ${closest(step.action, s.names.actions)} (actions/index.ts lists them all).`,
      });
    }
    // With contracts, handler and route names are checked as the contracts' references (renderer/checkContracts.ts), data included.
    if (!s.names.contracts && step.action === 'run' && typeof step.args?.handler === 'string' && !(step.args.handler in (s.doc.handlers ?? {}))) {
      s.findings.push({
        file: s.file,
        pointer: `${at}/args/handler`,
        message: `unknown handler "${step.args.handler}"`,
        fix: `Add "${step.args.handler}" under "handlers".`,
      });
    }
    checkExpr(s, step.args as Json, `${at}/args`);
    checkExpr(s, step.if, `${at}/if`);
    checkChain(s, step.then, `${at}/then`);
    checkChain(s, step.catch, `${at}/catch`);
  });
}

function checkNodes(s: ScreenScope, nodes: NodeSpec[] | undefined, pointer: string): void {
  (nodes ?? []).forEach((node, i) => {
    const at = `${pointer}/${i}`;
    if (placedFragment(node) !== null) return; // A fragment that could not be placed: checkUses says why.
    if (!s.names.widgets.includes(node.widget)) {
      s.findings.push({
        file: s.file,
        pointer: `${at}/widget`,
        message: `unknown widget "${node.widget}"`,
        fix: `Use one of: ${closest(node.widget, s.names.widgets)} (widgets/index.ts lists them all).`,
      });
    }
    checkExpr(s, node.if, `${at}/if`);
    checkExpr(s, node.forEach, `${at}/forEach`);
    checkExpr(s, node.props as Json, `${at}/props`);
    for (const [event, chain] of Object.entries(node.events ?? {})) checkChain(s, chain, `${at}/events/${escapePointer(event)}`);
    checkNodes(s, node.children, `${at}/children`);
  });
}

function checkTables(s: ScreenScope): void {
  for (const [name, table] of Object.entries(s.doc.tables ?? {})) {
    const at = ptr('tables', name);
    checkExpr(s, table.inputs as Json, `${at}/inputs`);
    table.rows.forEach((row, i) => {
      // The row's condition: its operation calls (their arguments, a misspelt name), its reads by checkTable.
      checkExpr(s, row.when as Json, `${at}/rows/${i}/when`, 'tableInputs');
      checkExpr(s, row.then, `${at}/rows/${i}/then`);
    });
    checkExpr(s, table.else, `${at}/else`);
    const nearest = (input: string) => closest(input, Object.keys(table.inputs)) || '(none)';
    for (const f of checkTable(table, engineLogic)) {
      if (f.kind === 'unknownInput') {
        s.findings.push({
          file: s.file,
          pointer: ptr('tables', name, ...(f.path ?? [])),
          message: `row ${(f.row ?? 0) + 1} reads "${f.name}", which is not an input of the table`,
          fix: `Rows see only the table's "inputs": use one of them (nearest first: ${nearest(f.name ?? '')}), or declare "${f.name}" under "inputs".`,
        });
      } else if (f.kind === 'unknownDomain') {
        s.findings.push({
          file: s.file,
          pointer: ptr('tables', name, ...(f.path ?? [])),
          message: `"${f.name}" is not an input of the table`,
          fix: `Use the name of an input (nearest first: ${nearest(f.name ?? '')}), name it under "inputs", or remove its domain.`,
        });
      } else if (f.kind === 'uncovered') {
        s.findings.push({
          file: s.file,
          pointer: `${at}/rows`,
          message: `no row covers ${Object.entries(f.inputs ?? {})
            .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
            .join(', ')}`,
          fix: 'Add a row for it, or an "else" answer.',
        });
      } else {
        s.findings.push({
          file: s.file,
          pointer: `${at}/rows/${f.row}`,
          message: `row ${(f.row ?? 0) + 1} is never the first match (an earlier row always wins)`,
          fix: 'Move it above the row that hides it, or remove it.',
        });
      }
    }
  }
}

/** Check lists: every expression like a rule's, and each check named once (tracking and the snapshots report it by name). */
function checkCheckLists(s: ScreenScope): void {
  for (const [name, list] of Object.entries(s.doc.checks ?? {})) {
    const at = ptr('checks', name);
    checkExpr(s, list.applies, `${at}/applies`);
    const seen = new Map<string, number>();
    list.items.forEach((item, i) => {
      checkExpr(s, item.passes, `${at}/items/${i}/passes`);
      checkExpr(s, item.says, `${at}/items/${i}/says`);
      const first = seen.get(item.name);
      if (first !== undefined) {
        s.findings.push({
          file: s.file,
          pointer: `${at}/items/${i}/name`,
          message: `check "${item.name}" is listed twice (also item ${first + 1})`,
          fix: 'Give each check its own name, or remove one of them.',
        });
      } else seen.set(item.name, i);
    });
  }
}

/** One meta-schema error, as ajv reports it (the compiled or the precompiled validator). */
export interface MetaError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface CheckScope {
  /** schemas/copy.json's texts in the reference language (the first of `languages`). */
  appCopy: Record<string, unknown>;
  /** Every language of the market profiles, the reference language (the default market's default) first. */
  languages: string[];
  config: Record<string, unknown>;
  /** Route path → screen id (product and promotion routes). */
  routes: Record<string, string | null>;
  names: ProjectNames;
  /** The meta-schema verdict: its errors, none when the document is valid. */
  validate(doc: unknown): MetaError[];
  /** Whether schemas/content/<name>.json exists (long texts). */
  contentExists?(name: string): boolean;
  /** The shared parts (schemas/parts/<name>.json) by name: a screen is checked with the parts it uses filled in. */
  parts?: { [name: string]: PartDoc };
  /** The parsed schemas/content/<name>.json, for the ids its sections put in a page (without it only the screen's own ids are checked). */
  content?(name: string): Json | undefined;
  /** Compiles a form's JSON Schema; throws when it does not compile. */
  compileForm?(schema: object): void;
}

const TYPE_WORDS: Record<string, string> = {
  array: 'a list ([…])',
  object: 'an object ({…})',
  string: 'a text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

const SCHEMA_FIX = 'Compare with schemas/screen.schema.json (your editor autocompletes it through "$schema").';

/** One meta-schema error in words product staff read without knowing JSON Schema. */
function metaFinding(file: string, err: MetaError): Finding {
  const p = err.params;
  switch (err.keyword) {
    case 'additionalProperties':
      return {
        file,
        pointer: err.instancePath,
        message: `unknown key "${String(p.additionalProperty)}" (must NOT have additional properties)`,
        fix: `Check its spelling, or remove it. ${SCHEMA_FIX}`,
      };
    case 'required':
      return {
        file,
        pointer: err.instancePath,
        message: `"${String(p.missingProperty)}" is missing`,
        fix: `Add "${String(p.missingProperty)}" here. ${SCHEMA_FIX}`,
      };
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t);
      return { file, pointer: err.instancePath, message: `must be ${types.join(' or ')}`, fix: SCHEMA_FIX };
    }
    case 'enum':
      return {
        file,
        pointer: err.instancePath,
        message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        fix: 'Use one of the values listed.',
      };
    default:
      return { file, pointer: err.instancePath, message: err.message ?? 'is not allowed here', fix: SCHEMA_FIX };
  }
}

/** Meta-schema errors as findings. */
export function metaFindings(file: string, errors: MetaError[]): Finding[] {
  // A node or a fragment placement (if/then/else) adds an "if" error beside its branch's, which says what is wrong.
  return errors.filter((err) => err.keyword !== 'if').map((err) => metaFinding(file, err));
}

/**
 * Every finding of one screen document. `id` is the id the file name gives
 * (orderDetail.json → orderDetail), when there is a file.
 */
export function checkScreenDoc(file: string, input: unknown, scope: CheckScope, id?: string): Finding[] {
  const findings: Finding[] = [];
  const errors = scope.validate(input);
  if (errors.length) return metaFindings(file, errors);
  // Checked as drawn, with its parts filled in; each finding is then reported in the file that holds it (renderer/checkParts.ts).
  const doc = expandParts(input as ScreenDoc, scope.parts ?? {});
  const placing = checkUses(file, input as ScreenDoc, doc, scope.parts ?? {});
  if (id !== undefined && doc.id !== id) {
    findings.push({ file, pointer: '/id', message: `id "${doc.id}" differs from the file name`, fix: `Set "id" to "${id}".` });
  }
  if (doc.$schema !== '../screen.schema.json') {
    findings.push({
      file,
      pointer: '/$schema',
      message: 'no "$schema" reference',
      fix: 'Start the file with "$schema": "../screen.schema.json" so editors autocomplete it.',
    });
  }
  const copyByLang = (doc.copy ?? {}) as Record<string, Record<string, unknown>>;
  const refCopy = copyByLang[scope.languages[0]];
  const s: ScreenScope = {
    file,
    doc,
    copy: refCopy && typeof refCopy === 'object' ? refCopy : {},
    appCopy: scope.appCopy,
    config: scope.config,
    names: scope.names,
    findings,
  };
  for (const [lang, texts] of Object.entries(copyByLang)) {
    for (const [key, value] of Object.entries(texts && typeof texts === 'object' ? texts : {})) {
      const ref = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).$content : undefined;
      if (typeof ref === 'string' && scope.contentExists && !scope.contentExists(ref)) {
        findings.push({
          file,
          pointer: ptr('copy', lang, key),
          message: `no content file "${ref}"`,
          fix: `Create schemas/content/${ref}.json or correct the name.`,
        });
      }
    }
  }
  findings.push(...checkLanguages(file, doc.copy as Json, scope.languages, '/copy'));
  findings.push(...checkUnusedCopy(file, doc, scope.languages));
  // Texts and market settings inside constants, forms and table answers ({"var": "copy.…"}) are filled per language.
  checkExpr(s, doc.constants as Json, '/constants');
  checkExpr(s, doc.title, '/title');
  for (const [rule, expr] of Object.entries(doc.rules ?? {})) checkExpr(s, expr, ptr('rules', rule));
  checkTables(s);
  checkCheckLists(s);
  if (doc.receipt) {
    const { applies, figures, agreements, consent } = doc.receipt;
    checkExpr(s, applies, '/receipt/applies');
    for (const [name, expr] of Object.entries(figures ?? {})) checkExpr(s, expr, ptr('receipt', 'figures', name));
    checkExpr(s, agreements, '/receipt/agreements');
    checkExpr(s, consent, '/receipt/consent');
    findings.push(...checkReceipt(file, doc, scope.names.drawnWidgets));
  }
  if (doc.draft) {
    const { owner, keep, never } = doc.draft;
    checkExpr(s, owner, '/draft/owner');
    for (const [key, expr] of Object.entries(keep ?? {})) checkExpr(s, expr, ptr('draft', 'keep', key));
    for (const [key, expr] of Object.entries(never ?? {})) checkExpr(s, expr, ptr('draft', 'never', key));
    findings.push(...checkDraft(file, doc));
  }
  for (const [source, spec] of Object.entries(doc.data ?? {})) {
    if (!scope.names.actions.includes(spec.action)) {
      findings.push({
        file,
        pointer: `${ptr('data', source)}/action`,
        message: `unknown action "${spec.action}"`,
        fix: `Use an action that answers with data, e.g. ${closest(spec.action, scope.names.actions)} (actions/index.ts lists them all).`,
      });
    }
    checkExpr(s, spec.args as Json, `${ptr('data', source)}/args`);
    checkExpr(s, spec.loadingText, `${ptr('data', source)}/loadingText`);
    checkExpr(s, spec.complete, `${ptr('data', source)}/complete`);
    checkExpr(s, spec.incompleteText, `${ptr('data', source)}/incompleteText`);
    checkExpr(s, spec.failedText, `${ptr('data', source)}/failedText`);
  }
  for (const [name, form] of Object.entries(doc.forms ?? {})) {
    checkExpr(s, form.uiSchema as Json, `${ptr('forms', name)}/uiSchema`);
    checkExpr(s, form.messages as Json, `${ptr('forms', name)}/messages`);
    try {
      scope.compileForm?.(form.schema);
    } catch (e) {
      findings.push({
        file,
        pointer: `${ptr('forms', name)}/schema`,
        message: `the form's JSON Schema does not compile: ${(e as Error).message}`,
        fix: 'Correct the JSON Schema (a pattern must be a valid regular expression).',
      });
    }
    for (const field of Object.keys((form.schema as { properties?: object }).properties ?? {})) {
      if (!form.messages?.[field]) {
        findings.push({
          file,
          pointer: `${ptr('forms', name)}/messages`,
          message: `no message for field "${field}"`,
          fix: `Add "${field}": "<what to tell the person>" under messages.`,
        });
      }
    }
  }
  checkChain(s, doc.onLoad, '/onLoad');
  for (const [h, chain] of Object.entries(doc.handlers ?? {})) checkChain(s, chain, ptr('handlers', h));
  for (const [m, chain] of Object.entries(doc.native ?? {})) checkChain(s, chain, ptr('native', m));
  checkNodes(s, doc.body, '/body');
  if (scope.names.contracts) {
    findings.push(...checkContracts(file, doc, { contracts: scope.names.contracts, routes: scope.routes }));
    findings.push(...checkTypedKept(file, doc, scope.names.contracts.actions, valueEvents(scope.config as JsonObject)));
  }
  findings.push(...checkElementIds(file, doc, scope.languages, (name) => scope.content?.(name)));
  return [...placing, ...locateFindings(file, doc, findings)];
}

/** "file#/pointer: message → fix", for a terminal or a log. */
export function formatFinding(f: Finding): string {
  return `${f.file}#${f.pointer || '/'}: ${f.message}\n    → ${f.fix}`;
}
