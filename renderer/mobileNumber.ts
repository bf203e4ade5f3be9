/**
 * The market's mobile-number rule (schemas/markets/<id>.json → mobile): which
 * ways of typing a number are accepted, and the one form the server gets.
 *
 * A number is first stripped of the characters people put between digits
 * (`ignore`, e.g. spaces and dashes), then tried against each of the `forms`
 * in order; the first that matches gives the number to send (`send`, a
 * replacement with $1…). Nothing matches: the number is refused (null).
 *
 * Data, not code, so product staff can widen a market's rule, and the SPEC's
 * literal rule (`^1[3-9]\d{9}$`, the seed profile) is the same function with
 * other data. Never throws: a broken pattern refuses the number.
 */
import type { Json } from './types.ts';
import { isObject } from './isObject.ts';

export interface MobileRule {
  /** Characters ignored anywhere in the number (a regular-expression character class). */
  ignore?: string;
  /** Accepted forms, tried in order: the stripped number must match `match`; `send` is what the server gets. */
  forms: { match: string; send: string }[];
}

/** The rule out of untrusted JSON (a profile edited by hand): forms without text are skipped. */
export function mobileRuleOf(value: Json | undefined | unknown): MobileRule {
  if (!isObject(value)) return { forms: [] };
  const forms = Array.isArray(value.forms)
    ? value.forms.filter(isObject).flatMap((f) => (typeof f.match === 'string' && typeof f.send === 'string' ? [{ match: f.match, send: f.send }] : []))
    : [];
  return { ignore: typeof value.ignore === 'string' ? value.ignore : undefined, forms };
}

function regex(source: string, flags = ''): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** The number the server gets, or null when the input is not a mobile number of the market. */
export function canonicalMobile(input: unknown, ruleValue: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const rule = mobileRuleOf(ruleValue);
  let number = String(input).trim();
  if (!number || number.length > 64) return null;
  if (rule.ignore) {
    const ignore = regex(rule.ignore, 'g');
    if (!ignore) return null;
    number = number.replace(ignore, '');
  }
  for (const form of rule.forms) {
    const match = regex(form.match);
    if (match?.test(number)) return number.replace(match, form.send);
  }
  return null;
}

/** This module as an operation pack (renderer/operationPacks.ts): the code of `mobile`. */
export const mobilePack = { canonicalMobile };
