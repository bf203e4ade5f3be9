/**
 * The sandbox's server texts in Filipino (CONTRACT section 6): a copy of an
 * answer body with every text the catalogue sandbox/filipino.json knows put
 * in Filipino, as a real server answers a call that asks for `lang=fil`.
 * Applied before the dates inside sentences are moved to the sandbox day and
 * before the long-text mode, so both see the Filipino sentence.
 */
import catalogue from './filipino.json' with { type: 'json' };
import { escapeRegExp } from '../renderer/escapeRegExp.ts';

/** Fields whose text is a name the page acts on, not words it shows (as sandbox/longTexts.ts keeps them). */
const MACHINE_KEYS = new Set(['code', 'cate', 'inputType']);

const texts = new Map(Object.entries(catalogue.texts as Record<string, string>).filter(([en]) => !en.includes('{number}')));

/** Entries with `{number}` in them ("Complaint number {number}"): the digits there are kept. */
const patterns = Object.entries(catalogue.texts as Record<string, string>)
  .filter(([en]) => en.includes('{number}'))
  .map(([en, fil]) => ({ re: new RegExp(`^${en.split('{number}').map(escaped).join('(\\d+)')}$`), fil }));

function escaped(text: string): string {
  return escapeRegExp(text);
}

/** The Filipino of one server text, or the text itself when the catalogue has none (a name, a number, an address). */
export function filipinoOf(text: string): string {
  const exact = texts.get(text);
  if (exact !== undefined) return exact;
  for (const { re, fil } of patterns) {
    const m = re.exec(text);
    if (m) {
      let i = 1;
      return fil.replace(/\{number\}/g, () => m[i++]);
    }
  }
  return text;
}

/** A field name that is words, not a name in code: a group title the page shows ("Pay at 7-Eleven" in payNotice). */
export const isTextKey = (key: string) => !/^[\w$.]*$/.test(key);

/** A copy of an answer body (or of what a page kept from one) with its server texts in Filipino. */
export function inFilipino(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return MACHINE_KEYS.has(key) ? value : filipinoOf(value);
  if (Array.isArray(value)) return value.map((v) => inFilipino(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [isTextKey(k) ? filipinoOf(k) : k, inFilipino(v, k)]));
  return value;
}
