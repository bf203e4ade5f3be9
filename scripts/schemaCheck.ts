/**
 * The schema check behind `npm run check` (and the build): every screen
 * document against the meta-schema, then what JSON Schema cannot see —
 * widget, action, rule, table, handler, copy, constant, config, route and
 * fixture references — and every decision table over its declared domains.
 * Each finding names the file, the JSON pointer and what to do.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import { checkTable } from '../renderer/decisionTable';
import { OPERATIONS } from '../renderer/expressions';
import type { ActionStep, Json, JsonObject, NodeSpec, ScreenDoc } from '../renderer/types';

export interface Finding {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

export interface ProjectNames {
  widgets: string[];
  actions: string[];
  endpoints: string[];
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const ptr = (...parts: (string | number)[]) => '/' + parts.map((p) => escapePointer(String(p))).join('/');

function readJson(file: string, findings: Finding[], root: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    findings.push({
      file: relative(root, file),
      pointer: '',
      message: `not valid JSON: ${(e as Error).message}`,
      fix: 'Fix the JSON syntax (a missing comma or quote is the usual cause).',
    });
    return undefined;
  }
}

/** Edit distance, so a misspelt name suggests the one that was meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** The options nearest to `name`, nearest first. */
function closest(name: string, options: string[]): string {
  const lower = name.toLowerCase();
  return [...options]
    .sort((x, y) => distance(lower, x.toLowerCase()) - distance(lower, y.toLowerCase()))
    .slice(0, 6)
    .join(', ');
}

function getPath(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

interface ScreenScope {
  file: string;
  doc: ScreenDoc;
  appCopy: Record<string, unknown>;
  config: Record<string, unknown>;
  routes: Record<string, string | null>;
  names: ProjectNames;
  findings: Finding[];
}

/** Walks an expression: rule/table references, copy/constants/config lookups. */
function checkExpr(s: ScreenScope, expr: Json | undefined, pointer: string): void {
  if (Array.isArray(expr)) return expr.forEach((e, i) => checkExpr(s, e, `${pointer}/${i}`));
  if (!expr || typeof expr !== 'object') return;
  const keys = Object.keys(expr);
  if (keys.length === 1 && OPERATIONS.has(keys[0])) {
    const [op] = keys;
    const arg = (expr as JsonObject)[op];
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
    if (op === 'var') {
      const path = Array.isArray(arg) ? arg[0] : arg;
      if (typeof path === 'string') checkVar(s, path, `${pointer}/var`);
    }
  }
  for (const k of keys) checkExpr(s, (expr as JsonObject)[k], `${pointer}/${escapePointer(k)}`);
}

function checkVar(s: ScreenScope, path: string, pointer: string): void {
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  if (!tail) return;
  if (head === 'copy') {
    const key = rest[0];
    if (!(key in (s.doc.copy ?? {})) && !(key in s.appCopy)) {
      s.findings.push({
        file: s.file,
        pointer,
        message: `no text "${key}" in this screen's copy or in schemas/copy.json`,
        fix: `Add "${key}" to "copy" of this screen (or to schemas/copy.json if every screen needs it).`,
      });
    }
  } else if (head === 'constants') {
    if (getPath(s.doc.constants ?? {}, tail) === undefined) {
      s.findings.push({
        file: s.file,
        pointer,
        message: `no constant "${tail}"`,
        fix: `Add "${rest[0]}" under "constants".`,
      });
    }
  } else if (head === 'config') {
    if (getPath(s.config, tail) === undefined) {
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
    if (step.action === 'run' && typeof step.args?.handler === 'string' && !(step.args.handler in (s.doc.handlers ?? {}))) {
      s.findings.push({
        file: s.file,
        pointer: `${at}/args/handler`,
        message: `unknown handler "${step.args.handler}"`,
        fix: `Add "${step.args.handler}" under "handlers".`,
      });
    }
    if (step.action === 'nav.go' && typeof step.args?.to === 'string' && !(step.args.to in s.routes)) {
      s.findings.push({
        file: s.file,
        pointer: `${at}/args/to`,
        message: `no route "${step.args.to}"`,
        fix: `Use a path from schemas/routes.json (e.g. ${Object.keys(s.routes).slice(0, 5).join(', ')}).`,
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
    for (const input of Object.keys(table.domains ?? {})) {
      if (!(input in table.inputs)) {
        s.findings.push({ file: s.file, pointer: `${at}/domains/${input}`, message: `"${input}" is not an input of the table`, fix: 'Name it under "inputs" or remove its domain.' });
      }
    }
    for (const f of checkTable(table)) {
      if (f.kind === 'uncovered') {
        s.findings.push({
          file: s.file,
          pointer: `${at}/rows`,
          message: `no row covers ${Object.entries(f.inputs ?? {}).map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}`,
          fix: 'Add a row for it, or an "else" answer.',
        });
      } else {
        s.findings.push({
          file: s.file,
          pointer: `${at}/rows/${f.row}`,
          message: `row ${f.row} is never the first match (an earlier row always wins)`,
          fix: 'Move it above the row that hides it, or remove it.',
        });
      }
    }
  }
}

/** Checks the whole project below `root` (the repository). */
export function checkProject(root: string, names: ProjectNames): Finding[] {
  const findings: Finding[] = [];
  const schemasDir = join(root, 'schemas');
  const metaSchema = readJson(join(schemasDir, 'screen.schema.json'), findings, root) as object;
  const appCopy = (readJson(join(schemasDir, 'copy.json'), findings, root) ?? {}) as Record<string, unknown>;
  const config = {
    ...((readJson(join(schemasDir, 'config.json'), findings, root) ?? {}) as Record<string, unknown>),
    lender: readJson(join(schemasDir, 'lender.json'), findings, root) ?? {},
  };
  const routesFile = (readJson(join(schemasDir, 'routes.json'), findings, root) ?? {}) as {
    routes?: Record<string, string | null>;
    promo?: Record<string, string>;
    notFound?: string;
  };
  // nav.go may target a product route or, on a promotion page, a promo hash route.
  const routes = { ...(routesFile.routes ?? {}), ...(routesFile.promo ?? {}) };
  if (!metaSchema) return findings;

  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(metaSchema);
  const screensDir = join(schemasDir, 'screens');
  const screenIds: string[] = [];

  for (const name of readdirSync(screensDir).filter((f) => f.endsWith('.json')).sort()) {
    const path = join(screensDir, name);
    const file = relative(root, path);
    const doc = readJson(path, findings, root) as ScreenDoc | undefined;
    if (!doc) continue;
    const id = name.replace(/\.json$/, '');
    screenIds.push(id);
    if (!validate(doc)) {
      for (const err of validate.errors ?? []) {
        const extra = err.keyword === 'additionalProperties' ? ` "${(err.params as { additionalProperty: string }).additionalProperty}"` : '';
        findings.push({
          file,
          pointer: err.instancePath,
          message: `${err.message}${extra}`,
          fix: 'Compare with schemas/screen.schema.json (your editor autocompletes it through "$schema").',
        });
      }
      continue;
    }
    if (doc.id !== id) {
      findings.push({ file, pointer: '/id', message: `id "${doc.id}" differs from the file name`, fix: `Set "id" to "${id}".` });
    }
    if (doc.$schema !== '../screen.schema.json') {
      findings.push({ file, pointer: '/$schema', message: 'no "$schema" reference', fix: 'Start the file with "$schema": "../screen.schema.json" so editors autocomplete it.' });
    }
    const s: ScreenScope = { file, doc, appCopy, config, routes, names, findings };
    for (const [key, value] of Object.entries(doc.copy ?? {})) {
      const ref = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).$content : undefined;
      if (typeof ref === 'string' && !existsSync(join(schemasDir, 'content', `${ref}.json`))) {
        findings.push({ file, pointer: ptr('copy', key), message: `no content file "${ref}"`, fix: `Create schemas/content/${ref}.json or correct the name.` });
      }
    }
    checkExpr(s, doc.title, '/title');
    for (const [rule, expr] of Object.entries(doc.rules ?? {})) checkExpr(s, expr, ptr('rules', rule));
    checkTables(s);
    for (const [source, spec] of Object.entries(doc.data ?? {})) {
      if (!names.actions.includes(spec.action)) {
        findings.push({ file, pointer: `${ptr('data', source)}/action`, message: `unknown action "${spec.action}"`, fix: `Use an api.* action: ${closest(spec.action, names.actions.filter((a) => a.startsWith('api.')))}.` });
      }
      checkExpr(s, spec.args as Json, `${ptr('data', source)}/args`);
      checkExpr(s, spec.loadingText, `${ptr('data', source)}/loadingText`);
    }
    for (const [name, form] of Object.entries(doc.forms ?? {})) {
      try {
        new Ajv({ strict: false }).compile(form.schema);
      } catch (e) {
        findings.push({ file, pointer: `${ptr('forms', name)}/schema`, message: `the form's JSON Schema does not compile: ${(e as Error).message}`, fix: 'Correct the JSON Schema (a pattern must be a valid regular expression).' });
      }
      for (const field of Object.keys((form.schema as { properties?: object }).properties ?? {})) {
        if (!form.messages?.[field]) {
          findings.push({ file, pointer: `${ptr('forms', name)}/messages`, message: `no message for field "${field}"`, fix: `Add "${field}": "<what to tell the person>" under messages.` });
        }
      }
    }
    checkChain(s, doc.onLoad, '/onLoad');
    for (const [h, chain] of Object.entries(doc.handlers ?? {})) checkChain(s, chain, ptr('handlers', h));
    for (const [m, chain] of Object.entries(doc.native ?? {})) checkChain(s, chain, ptr('native', m));
    checkNodes(s, doc.body, '/body');
  }

  const routesRel = relative(root, join(schemasDir, 'routes.json'));
  for (const [path, screen] of Object.entries(routes)) {
    if (screen !== null && !screenIds.includes(screen)) {
      findings.push({ file: routesRel, pointer: ptr('routes', path), message: `route ${path} points at a missing screen "${screen}"`, fix: `Create schemas/screens/${screen}.json or point the route at one of: ${screenIds.join(', ')}.` });
    }
  }
  if (!routesFile.notFound || !screenIds.includes(routesFile.notFound)) {
    findings.push({ file: routesRel, pointer: '/notFound', message: 'the not-found screen is missing', fix: 'Name an existing screen (notFound).' });
  }

  checkScenarios(root, screenIds, names, findings);
  return findings;
}

function checkScenarios(root: string, screenIds: string[], names: ProjectNames, findings: Finding[]): void {
  const dir = join(root, 'sandbox', 'scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const scenarioNames = files.map((f) => f.replace(/\.json$/, ''));
  for (const name of files) {
    const path = join(dir, name);
    const file = relative(root, path);
    const doc = readJson(path, findings, root) as Record<string, unknown> | undefined;
    if (!doc) continue;
    if (typeof doc.description !== 'string' || !doc.description) {
      findings.push({ file, pointer: '/description', message: 'no description', fix: 'Say in one sentence what this scenario shows.' });
    }
    if (typeof doc.extends === 'string' && !scenarioNames.includes(doc.extends)) {
      findings.push({ file, pointer: '/extends', message: `extends unknown scenario "${doc.extends}"`, fix: `Use one of: ${scenarioNames.join(', ')}.` });
    }
    for (const [i, screen] of ((doc.screens as string[]) ?? []).entries()) {
      if (!screenIds.includes(screen)) findings.push({ file, pointer: `/screens/${i}`, message: `unknown screen "${screen}"`, fix: `Use one of: ${screenIds.join(', ')}.` });
    }
    for (const endpoint of Object.keys((doc.responses as object) ?? {})) {
      if (!names.endpoints.includes(endpoint)) {
        findings.push({ file, pointer: ptr('responses', endpoint), message: `unknown endpoint "${endpoint}"`, fix: `Use a name from actions/api/endpoints.ts: ${closest(endpoint, names.endpoints)}.` });
      }
    }
  }
}

export function formatFinding(f: Finding): string {
  return `${f.file}#${f.pointer || '/'}: ${f.message}\n    → ${f.fix}`;
}
