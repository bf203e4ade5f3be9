/**
 * One operation call held to its signature (renderer/operationSignatures.ts):
 * the number of its arguments, and each literal argument's kind. And a
 * one-key object that is no operation but is one letter or two from one
 * ({"pesoo": [...]}) is named as the misspelling it is, not left to show as
 * a wrong kind of value somewhere else. Used by `npm run check` through
 * renderer/checkScreenDoc.ts, which adds the file and the pointer.
 */
import { closest, distance } from './closest.ts';
import { SIGNATURES, type Parameter, type ValueKind } from './operationSignatures.ts';
import type { Json } from './types.ts';
import { escapePointer as esc } from './jsonPointer.ts';

export interface CallFinding {
  /** Below the call's own pointer: "/plural" (the call), "/plural/1" (one argument). */
  at: string;
  message: string;
  fix: string;
}

const KIND_WORDS: Record<ValueKind, string> = {
  any: 'anything',
  logic: 'an expression',
  text: 'a text',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list',
  object: 'an object',
  name: 'a name (a text)',
};

const isCall = (v: Json, operations: ReadonlySet<string>) =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && operations.has(Object.keys(v)[0]);

/** Whether a literal (not an operation) can be used where `kind` is taken; loose, as json-logic is. */
function fits(kind: ValueKind, v: Json): boolean {
  switch (kind) {
    case 'text':
    case 'name':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()));
    case 'boolean':
      return typeof v === 'boolean';
    case 'list':
      return Array.isArray(v);
    case 'object':
      return v === null || (typeof v === 'object' && !Array.isArray(v));
    default:
      return true;
  }
}

function count(params: Parameter[]): string {
  const required = params.filter((p) => !p.optional && !p.rest).length;
  const plural = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;
  if (params.some((p) => p.rest)) return required ? `at least ${plural(required)}` : 'any number of arguments';
  return required === params.length ? plural(required) : `${required} to ${plural(params.length)}`;
}

/** What is wrong with the call {op: arg} (nothing for an operation with no signature: the signature test says so). */
export function checkOperationCall(op: string, arg: Json, operations: ReadonlySet<string>): CallFinding[] {
  const signature = SIGNATURES[op];
  if (!signature) return [];
  const { params, usage } = signature;
  // json-logic's shorthand: an argument that is not a list is the one argument ({"var": "a"} is {"var": ["a"]}).
  const args = Array.isArray(arg) ? arg : [arg];
  const required = params.filter((p) => !p.optional && !p.rest).length;
  const most = params.some((p) => p.rest) ? Infinity : params.length;
  if (args.length < required || args.length > most) {
    return [
      {
        at: `/${esc(op)}`,
        message: `"${op}" takes ${count(params)} (${params.map((p) => p.name).join(', ')}); ${args.length} given`,
        fix: `Write it as ${usage}.`,
      },
    ];
  }
  const findings: CallFinding[] = [];
  args.forEach((value, i) => {
    const param = params[Math.min(i, params.length - 1)];
    if (isCall(value, operations) || fits(param.kind, value)) return;
    findings.push({
      at: Array.isArray(arg) ? `/${esc(op)}/${i}` : `/${esc(op)}`,
      message: `"${op}" takes ${KIND_WORDS[param.kind]} as its ${param.name}, not ${JSON.stringify(value)}`,
      fix: `Write it as ${usage}, ${param.name} being ${KIND_WORDS[param.kind]} or an expression that gives one.`,
    });
  });
  return findings;
}

/**
 * A one-key object whose key is no operation but close to one, holding a list as operations hold their arguments
 * (or one call, as an operation holds a lone argument):
 * the operation that was meant, or null. Names of four letters or fewer are left alone (too many words are near one:
 * "tone" is a letter from "none").
 */
export function misspeltOperation(key: string, value: Json, operations: ReadonlySet<string>): CallFinding | null {
  // Its arguments as a list, or the one argument written alone as a call ({"pesoo": {"var": "x"}}).
  const likeArguments = Array.isArray(value) || isCall(value, operations);
  if (operations.has(key) || !likeArguments || key.length < 5 || key.startsWith('$')) return null;
  const near = [...operations].filter((op) => op.length > 2 && distance(key.toLowerCase(), op.toLowerCase()) <= (key.length > 6 ? 2 : 1));
  if (!near.length) return null;
  return {
    at: `/${esc(key)}`,
    message: `unknown operation "${key}"`,
    fix: `Did you mean ${closest(key, near).split(', ')[0]}? As written it is an object with a field "${key}", not a call.`,
  };
}
