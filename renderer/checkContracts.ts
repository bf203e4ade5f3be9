/**
 * Checks a screen document against the widget and action contracts
 * (renderer/contract.ts): every prop, event and argument name, every
 * required prop, and every value the check can know — written in place, or
 * reaching the prop through data: a table's rows, a rule's branches, a
 * constant, the item of a forEach over those. So `"handler": "repayy"` in a
 * row of the table a button list is drawn from is reported at that row,
 * with the nearest handler, instead of a tap that does nothing.
 *
 * Pure, like the other checks: the same findings in `npm run check` and in
 * the live preview.
 */
import { closest } from './closest';
import type { ActionContract, ValueSpec, WidgetContract } from './contract';
import { OPERATIONS } from './expressions';
import { isObject } from './isObject';
import type { ActionStep, Json, JsonObject, NodeSpec, ScreenDoc } from './types';

export interface Contracts {
  widgets: { readonly [name: string]: WidgetContract };
  actions: { readonly [name: string]: ActionContract };
}

/** What checkContracts reports (renderer/checkScreenDoc.ts's Finding). */
interface Finding {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

/** A value the document can give a prop, and where it is written. */
interface Candidate {
  value: Json;
  pointer: string;
}

interface Scope {
  file: string;
  doc: ScreenDoc;
  contracts: Contracts;
  routes: Record<string, unknown>;
  /** Copy keys of the screen (reference language) and of schemas/copy.json. */
  copyKeys: string[];
  findings: Finding[];
  /** Findings already made (a table row reached by two nodes is reported once). */
  seen: Set<string>;
}

/** forEach names in scope: what each element can be (null: not known). */
type Bindings = { [name: string]: Candidate[] | null };

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function isOperation(v: unknown): v is JsonObject {
  if (!isObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && OPERATIONS.has(keys[0]);
}

function report(s: Scope, f: Finding): void {
  const key = `${f.pointer}\n${f.message}`;
  if (s.seen.has(key)) return;
  s.seen.add(key);
  s.findings.push(f);
}

/** `value.a.b`, with the pointer following it; undefined when a step is missing. */
function descend(c: Candidate, path: string[]): Candidate | undefined {
  let cur = c;
  for (const part of path) {
    if (Array.isArray(cur.value) && /^\d+$/.test(part) && Number(part) < cur.value.length) {
      cur = { value: cur.value[Number(part)], pointer: `${cur.pointer}/${part}` };
    } else if (isObject(cur.value) && !isOperation(cur.value) && part in cur.value) {
      cur = { value: (cur.value as JsonObject)[part], pointer: `${cur.pointer}/${esc(part)}` };
    } else {
      return undefined;
    }
  }
  return cur;
}

/**
 * The literal values an expression can have, each with the place it is
 * written; null when the check cannot know (data from the server, state, a
 * computation). A candidate that is itself an expression is kept: the
 * caller skips it.
 */
function candidates(s: Scope, expr: Json | undefined, pointer: string, bindings: Bindings, rules: Set<string> = new Set()): Candidate[] | null {
  if (expr === undefined) return [];
  if (!isOperation(expr)) return [{ value: expr, pointer }];
  const [op] = Object.keys(expr);
  const arg = expr[op];
  if (op === 'var') {
    const path = Array.isArray(arg) ? arg[0] : arg;
    if (typeof path !== 'string' || !path) return null;
    const [head, ...rest] = path.split('.');
    if (head === 'constants') {
      const found = descend({ value: (s.doc.constants ?? {}) as Json, pointer: '/constants' }, rest);
      return found ? [found] : null;
    }
    const bound = bindings[head];
    if (bound === undefined || bound === null) return null;
    return bound.flatMap((c) => {
      const found = descend(c, rest);
      return found ? [found] : [];
    });
  }
  if (op === 'table' && typeof arg === 'string') {
    const table = s.doc.tables?.[arg];
    if (!table) return null;
    const base = `/tables/${esc(arg)}`;
    const out = table.rows.map((row, i) => ({ value: row.then, pointer: `${base}/rows/${i}/then` }));
    if (table.else !== undefined) out.push({ value: table.else, pointer: `${base}/else` });
    return out;
  }
  if (op === 'rule' && typeof arg === 'string') {
    if (rules.has(arg) || !s.doc.rules || !(arg in s.doc.rules)) return null;
    return candidates(s, s.doc.rules[arg], `/rules/${esc(arg)}`, bindings, new Set([...rules, arg]));
  }
  if (op === 'get' && Array.isArray(arg) && typeof arg[1] === 'string') {
    const from = candidates(s, arg[0], `${pointer}/get/0`, bindings, rules);
    if (from === null) return null;
    return from.flatMap((c) => {
      const found = descend(c, [arg[1] as string]);
      return found ? [found] : [];
    });
  }
  if (op === 'if' && Array.isArray(arg)) {
    // The branches: every odd position, and the last one (the else).
    const branches = arg.map((a, i) => ({ a, i })).filter(({ i }) => i % 2 === 1 || i === arg.length - 1);
    const out: Candidate[] = [];
    for (const { a, i } of branches) {
      const c = candidates(s, a, `${pointer}/if/${i}`, bindings, rules);
      if (c === null) return null;
      out.push(...c);
    }
    return out;
  }
  return null;
}

const TYPE_WORDS: Record<ValueSpec['type'], string> = {
  string: 'a text',
  text: 'a text',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list ([…])',
  object: 'an object ({…})',
  any: 'any value',
};

function typeFits(spec: ValueSpec, v: Json): boolean {
  switch (spec.type) {
    case 'string':
      return typeof v === 'string';
    case 'text':
      return typeof v === 'string' || typeof v === 'number';
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'list':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    default:
      return true;
  }
}

/** Checks one known value against its spec; `what` names it in messages ('prop "tone" of Text'). */
function checkValue(s: Scope, spec: ValueSpec, c: Candidate, what: string, source: string): void {
  const v = c.value;
  if (v === null || isOperation(v)) return;
  if (!typeFits(spec, v)) {
    report(s, {
      file: s.file,
      pointer: c.pointer,
      message: `${what} must be ${TYPE_WORDS[spec.type]}, not ${JSON.stringify(v)}`,
      fix: `Give it ${TYPE_WORDS[spec.type]} (${source}).`,
    });
    return;
  }
  if (spec.enum && !spec.enum.includes(v as string | number)) {
    report(s, {
      file: s.file,
      pointer: c.pointer,
      message: `${what} cannot be ${JSON.stringify(v)}`,
      fix: `Use one of: ${closest(String(v), spec.enum.map(String))} (${source}).`,
    });
  }
  if (spec.ref && typeof v === 'string') checkRef(s, spec.ref, v, c.pointer, what);
  if (spec.type === 'list' && Array.isArray(v)) {
    v.forEach((item, i) => {
      const at = { value: item, pointer: `${c.pointer}/${i}` };
      if (spec.items) checkValue(s, spec.items, at, `${what}, item ${i + 1},`, source);
      if (spec.fields && isObject(item) && !isOperation(item)) checkFields(s, spec.fields, at, what, source);
    });
  }
  if (spec.type === 'object' && spec.fields && isObject(v)) checkFields(s, spec.fields, c, what, source);
}

function checkFields(s: Scope, fields: { readonly [name: string]: ValueSpec }, c: Candidate, what: string, source: string): void {
  const value = c.value as JsonObject;
  for (const [name, v] of Object.entries(value)) {
    const spec = fields[name];
    const at = { value: v, pointer: `${c.pointer}/${esc(name)}` };
    if (!spec) {
      report(s, {
        file: s.file,
        pointer: at.pointer,
        message: `${what} has no field "${name}"`,
        fix: `Use one of: ${closest(name, Object.keys(fields))} (${source}).`,
      });
    } else {
      checkValue(s, spec, at, `field "${name}" of ${what}`, source);
    }
  }
}

function checkRef(s: Scope, ref: ValueSpec['ref'], v: string, pointer: string, what: string): void {
  if (ref === 'handler' && !(v in (s.doc.handlers ?? {}))) {
    const names = Object.keys(s.doc.handlers ?? {});
    report(s, {
      file: s.file,
      pointer,
      message: `unknown handler "${v}" (${what})`,
      fix: names.length ? `Use one of: ${closest(v, names)}, or add "${v}" under "handlers".` : `Add "${v}" under "handlers".`,
    });
  }
  if (ref === 'route' && !(v in s.routes)) {
    report(s, {
      file: s.file,
      pointer,
      message: `no route "${v}" (${what})`,
      fix: `Use a path from schemas/routes.json: ${closest(v, Object.keys(s.routes))}.`,
    });
  }
  if (ref === 'copyKey' && !s.copyKeys.includes(v)) {
    report(s, {
      file: s.file,
      pointer,
      message: `no text "${v}" in the copy (${what})`,
      fix: `Use one of: ${closest(v, s.copyKeys)}, or add "${v}" to "copy".`,
    });
  }
}

/** The names a node or step gives, checked against a contract's list. */
function checkNames(s: Scope, given: string[], allowed: string[], base: string, kind: string, owner: string, source: string, verb = 'takes'): void {
  for (const name of given) {
    if (allowed.includes(name)) continue;
    report(s, {
      file: s.file,
      pointer: `${base}/${esc(name)}`,
      message: `${owner} has no ${kind} "${name}"`,
      fix: allowed.length
        ? `Did you mean ${closest(name, allowed).split(', ')[0]}? ${owner} ${verb}: ${allowed.join(', ')} (${source}).`
        : `${owner} ${verb} none (${source}).`,
    });
  }
}

function checkArgs(s: Scope, step: ActionStep, at: string, bindings: Bindings): void {
  const contract = s.contracts.actions[step.action];
  if (!contract) return; // an unknown action is reported by checkScreenDoc
  const source = 'its contract is in actions/contracts.ts';
  const args = (step.args ?? {}) as JsonObject;
  // `$spread` merges an object's fields into the arguments at run time (renderer/runtime.ts): its names are not known here.
  const spread = '$spread' in args;
  const named = Object.keys(args).filter((k) => k !== '$spread');
  if (!contract.openArgs) checkNames(s, named, Object.keys(contract.args), `${at}/args`, 'argument', step.action, source);
  for (const [name, spec] of Object.entries(contract.args)) {
    if (spec.required && !(name in args) && !spread) {
      report(s, { file: s.file, pointer: step.args ? `${at}/args` : at, message: `${step.action} needs "${name}"`, fix: `Add "${name}": ${spec.description}` });
    }
    if (!(name in args)) continue;
    const found = candidates(s, args[name], `${at}/args/${esc(name)}`, bindings);
    for (const c of found ?? []) checkValue(s, spec, c, `"${name}" of ${step.action}`, source);
  }
}

function checkChain(s: Scope, chain: ActionStep[] | undefined, at: string, bindings: Bindings): void {
  (chain ?? []).forEach((step, i) => {
    const p = `${at}/${i}`;
    checkArgs(s, step, p, bindings);
    checkChain(s, step.then, `${p}/then`, bindings);
    checkChain(s, step.catch, `${p}/catch`, bindings);
  });
}

function checkNode(s: Scope, node: NodeSpec, at: string, outer: Bindings): void {
  let bindings = outer;
  if (node.forEach !== undefined) {
    const lists = candidates(s, node.forEach, `${at}/forEach`, outer);
    // Each element of each list the forEach can be is one item the node is drawn with.
    const items =
      lists === null ? null : lists.flatMap((c) => (Array.isArray(c.value) ? c.value.map((v, i) => ({ value: v, pointer: `${c.pointer}/${i}` })) : []));
    bindings = { ...outer, [node.as ?? 'item']: items, index: null };
  }
  const contract = s.contracts.widgets[node.widget];
  if (contract) {
    const source = `its contract is widgets/${node.widget}.contract.ts`;
    const props = (node.props ?? {}) as JsonObject;
    checkNames(s, Object.keys(props), Object.keys(contract.props), `${at}/props`, 'prop', node.widget, source);
    if (!contract.openEvents) {
      checkNames(s, Object.keys(node.events ?? {}), Object.keys(contract.events ?? {}), `${at}/events`, 'event', node.widget, source, 'emits');
    }
    for (const [name, spec] of Object.entries(contract.props)) {
      if (spec.required && !(name in props)) {
        report(s, {
          file: s.file,
          pointer: node.props ? `${at}/props` : at,
          message: `${node.widget} needs the prop "${name}"`,
          fix: `Add "${name}": ${spec.description}`,
        });
      }
      if (!(name in props)) continue;
      const found = candidates(s, props[name], `${at}/props/${esc(name)}`, bindings);
      for (const c of found ?? []) checkValue(s, spec, c, `"${name}" of ${node.widget}`, source);
    }
    if (node.children?.length && !contract.children) {
      report(s, {
        file: s.file,
        pointer: `${at}/children`,
        message: `${node.widget} does not draw children`,
        fix: `Put them in a widget that does (e.g. Section or Page), or remove them (${source}).`,
      });
    }
  }
  for (const [event, chain] of Object.entries(node.events ?? {})) checkChain(s, chain, `${at}/events/${esc(event)}`, bindings);
  (node.children ?? []).forEach((child, i) => checkNode(s, child, `${at}/children/${i}`, bindings));
}

export interface ContractScope {
  contracts: Contracts;
  routes: Record<string, unknown>;
  copyKeys: string[];
}

/** Every contract finding of one (meta-schema valid) screen document. */
export function checkContracts(file: string, doc: ScreenDoc, scope: ContractScope): Finding[] {
  const s: Scope = { file, doc, contracts: scope.contracts, routes: scope.routes, copyKeys: scope.copyKeys, findings: [], seen: new Set() };
  for (const [name, source] of Object.entries(doc.data ?? {})) checkArgs(s, source as ActionStep, `/data/${esc(name)}`, {});
  checkChain(s, doc.onLoad, '/onLoad', {});
  for (const [name, chain] of Object.entries(doc.handlers ?? {})) checkChain(s, chain, `/handlers/${esc(name)}`, {});
  for (const [name, chain] of Object.entries(doc.native ?? {})) checkChain(s, chain, `/native/${esc(name)}`, {});
  (doc.body ?? []).forEach((node, i) => checkNode(s, node, `/body/${i}`, {}));
  return s.findings;
}
