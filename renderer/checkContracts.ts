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
import { closest } from './closest.ts';
import type { ActionContract, ValueSpec, WidgetContract } from './contract.ts';
import { OPERATIONS } from './expressions.ts';
import { isObject } from './isObject.ts';
import type { ActionStep, Json, JsonObject, NodeSpec, ScreenDoc } from './types.ts';
import { escapePointer as esc } from './jsonPointer.ts';

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
  findings: Finding[];
  /** Findings already made (a table row reached by two nodes is reported once). */
  seen: Set<string>;
}

/** Whose contract a value is checked against: where that contract is, and the events of the node (none for an action's arguments). */
interface Owner {
  source: string;
  events: readonly string[];
}

/** forEach names in scope: what each element can be (null: not known). */
type Bindings = { [name: string]: Candidate[] | null };

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
    // {"var": ["state.x", "primary"]}: the default is a value the prop can take too.
    const fallback = Array.isArray(arg) && arg.length > 1 ? candidates(s, arg[1], `${pointer}/var/1`, bindings, rules) : null;
    if (typeof path !== 'string' || !path) return fallback;
    const [head, ...rest] = path.split('.');
    let found: Candidate[] | null = null;
    if (head === 'constants') {
      const c = descend({ value: (s.doc.constants ?? {}) as Json, pointer: '/constants' }, rest);
      found = c ? [c] : null;
    } else if (bindings[head]) {
      found = bindings[head].flatMap((c) => descend(c, rest) ?? []);
    }
    return known([found, fallback]);
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
    // A dotted path, as the operation reads it (renderer/operations.ts get): {"get": [{"table": "look"}, "banner.tone"]}.
    const path = arg[1].split('.').filter(Boolean);
    return from === null ? null : from.flatMap((c) => descend(c, path) ?? []);
  }
  if ((op === 'if' || op === '?:') && Array.isArray(arg)) {
    // The branches: every odd position, and the last one (the else).
    const branches = arg.map((a, i) => ({ a, i })).filter(({ i }) => i % 2 === 1 || i === arg.length - 1);
    return known(branches.map(({ a, i }) => candidates(s, a, `${pointer}/${esc(op)}/${i}`, bindings, rules)));
  }
  if (op === 'or' && Array.isArray(arg)) {
    // {"or": [{"var": "item.variant"}, "primary"]}: the first truthy value, else the last; a falsy one before the last is never the answer.
    const last = arg.length - 1;
    return known(
      arg.map((a, i) => {
        const c = candidates(s, a, `${pointer}/or/${i}`, bindings, rules);
        return c === null || i === last ? c : c.filter((x) => isOperation(x.value) || truthy(x.value));
      }),
    );
  }
  return null;
}

/**
 * The values of the parts that are known, together: a value one part gives
 * is a value the whole can take, even when another part (data from the
 * server) cannot be known. Null only when no part is known.
 */
function known(parts: (Candidate[] | null)[]): Candidate[] | null {
  const some = parts.filter((p): p is Candidate[] => p !== null);
  return some.length ? some.flat() : null;
}

/** json-logic's truthiness (an empty list is falsy). */
function truthy(v: Json): boolean {
  return Array.isArray(v) ? v.length > 0 : Boolean(v);
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
function checkValue(s: Scope, spec: ValueSpec, c: Candidate, what: string, owner: Owner): void {
  const { source } = owner;
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
  if (spec.ref && typeof v === 'string') checkRef(s, spec.ref, v, c.pointer, what, owner);
  if (spec.type === 'list' && Array.isArray(v)) {
    v.forEach((item, i) => {
      const at = { value: item, pointer: `${c.pointer}/${i}` };
      if (spec.items) checkValue(s, spec.items, at, `${what}, item ${i + 1},`, owner);
      if (spec.fields && isObject(item) && !isOperation(item)) checkFields(s, spec.fields, at, what, owner);
    });
  }
  if (spec.type === 'object' && spec.fields && isObject(v)) checkFields(s, spec.fields, c, what, owner);
}

function checkFields(s: Scope, fields: { readonly [name: string]: ValueSpec }, c: Candidate, what: string, owner: Owner): void {
  const value = c.value as JsonObject;
  for (const [name, v] of Object.entries(value)) {
    const spec = fields[name];
    const at = { value: v, pointer: `${c.pointer}/${esc(name)}` };
    if (!spec) {
      report(s, {
        file: s.file,
        pointer: at.pointer,
        message: `${what} has no field "${name}"`,
        fix: `Use one of: ${closest(name, Object.keys(fields))} (${owner.source}).`,
      });
    } else {
      checkValue(s, spec, at, `field "${name}" of ${what}`, owner);
    }
  }
}

function checkRef(s: Scope, ref: ValueSpec['ref'], v: string, pointer: string, what: string, owner: Owner): void {
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
  // Emitted with no chain under the node's "events", the control would draw and a tap do nothing ("": a control not drawn).
  if (ref === 'event' && v !== '' && !owner.events.includes(v)) {
    report(s, {
      file: s.file,
      pointer,
      message: `no chain for event "${v}" (${what})`,
      fix: owner.events.length
        ? `Use one of: ${closest(v, [...owner.events])}, or add "${v}" under the node's "events".`
        : `Add "${v}" under the node's "events", with the steps it runs.`,
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
    for (const c of found ?? []) checkValue(s, spec, c, `"${name}" of ${step.action}`, { source, events: [] });
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
      for (const c of found ?? []) checkValue(s, spec, c, `"${name}" of ${node.widget}`, { source, events: Object.keys(node.events ?? {}) });
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
}

/** Every contract finding of one (meta-schema valid) screen document. */
export function checkContracts(file: string, doc: ScreenDoc, scope: ContractScope): Finding[] {
  const s: Scope = { file, doc, contracts: scope.contracts, routes: scope.routes, findings: [], seen: new Set() };
  for (const [name, source] of Object.entries(doc.data ?? {})) checkArgs(s, source as ActionStep, `/data/${esc(name)}`, {});
  checkChain(s, doc.onLoad, '/onLoad', {});
  for (const [name, chain] of Object.entries(doc.handlers ?? {})) checkChain(s, chain, `/handlers/${esc(name)}`, {});
  for (const [name, chain] of Object.entries(doc.native ?? {})) checkChain(s, chain, `/native/${esc(name)}`, {});
  (doc.body ?? []).forEach((node, i) => checkNode(s, node, `/body/${i}`, {}));
  return s.findings;
}
