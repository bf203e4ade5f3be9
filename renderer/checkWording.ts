/**
 * The wording checks of a copy catalogue ({"en": {...}, "fil": {...}}), pure
 * (issue 30, "Filipino all the way"): run by `npm run check`
 * (scripts/schemaCheck.ts) on every screen's and part's copy,
 * schemas/copy.json and schemas/content/*.json.
 *
 * - A Filipino text identical to its English one is a copy nobody translated,
 *   unless schemas/sameInFilipino.json says it is the same on purpose (a
 *   brand, "OK", a glossary term Filipino borrows as is).
 * - A Filipino text using a variant schemas/glossary.json avoids: one term for
 *   one thing on every screen, one register.
 * - A word in capitals in any language that is not an acronym of the
 *   glossary: copy does not shout ("MAGBAYAD").
 *
 * Texts are compared without their placeholders ({amount}), so "E-mail:
 * {lender.supportEmail}" is the same text as "E-mail".
 */
import type { Finding } from './finding.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject } from './isObject.ts';
import { escapeRegExp } from './escapeRegExp.ts';
import { escapePointer as esc } from './jsonPointer.ts';

export interface WordingRules {
  /** schemas/sameInFilipino.json */
  same: {
    /** Texts Filipino writes as English does (compared without placeholders, case, spaces or a trailing colon). */
    texts: string[];
    /** Key names whose values are names, not texts (a section id, a path): never compared. */
    keys: string[];
    /** One text by its place, "<file>#<pointer>" (e.g. "schemas/copy.json#/fil/monthsShort/4"). */
    at: string[];
  };
  /** schemas/glossary.json */
  glossary: {
    terms: { en: string; fil: string; avoid: string[] }[];
    acronyms: string[];
  };
}

const withoutPlaceholders = (s: string) => s.replace(/\{[^}]*\}/g, ' ');
const normal = (s: string) => withoutPlaceholders(s).replace(/\s+/g, ' ').trim().replace(/\s*:$/, '').toLowerCase();
const shown = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}…` : s);
// Latin letters spelt out (the copy's English and Filipino, ñ included): a Unicode property class (\p{L}) costs V8
// milliseconds to compile per expression, seconds over a glossary. Matched on lower-cased text.
const LOWER = 'a-z\\u00df-\\u00ff\\u0100-\\u024f';
const UPPER = 'A-Z\\u00c0-\\u00de';
/** A whole word or phrase: not inside a longer word (letters, digits, a hyphen joining a word). */
const wordRe = (phrase: string) => new RegExp(`(?<![${LOWER}0-9-])${escapeRegExp(phrase.toLowerCase())}(?![${LOWER}0-9]|-[${LOWER}])`);
const WORDS = new RegExp(`[${LOWER}${UPPER}0-9]+`, 'g');
const TWO_CAPITALS = new RegExp(`[${UPPER}].*[${UPPER}]`);
const A_SMALL_LETTER = new RegExp(`[${LOWER}]`);
const A_LETTER = new RegExp(`[${LOWER}${UPPER}]`);

/** Every text of a catalogue, with its pointer below `at`; keys named in `skip` are left out. */
function texts(value: Json | undefined, at: string, skip: string[], into: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') into.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${at}/${i}`, skip, into));
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) if (!skip.includes(k) && k !== '$comment') texts(v, `${at}/${esc(k)}`, skip, into);
  }
  return into;
}

/** The text at a pointer below a value ("/a/0/b"), or undefined. */
function textAt(value: Json | undefined, pointer: string): Json | undefined {
  let at: Json | undefined = value;
  for (const step of pointer.split('/').slice(1)) {
    const key = step.replace(/~1/g, '/').replace(/~0/g, '~');
    at = Array.isArray(at) ? at[Number(key)] : isObject(at) ? at[key] : undefined;
  }
  return at;
}

/** A content file's borrowed-body language ("bodyIn") as comparable texts: its title and headings beside the reference's. */
function asCompared(entry: JsonObject, ref: JsonObject): { own: JsonObject; ref: JsonObject } {
  const sections = Array.isArray(ref.sections) ? ref.sections.filter(isObject) : [];
  const headings = isObject(entry.headings) ? entry.headings : {};
  const refHeadings = Object.fromEntries(sections.map((s) => [String(s.id), s.heading ?? '']));
  const { headings: _h, bodyIn: _b, bodyNote: _n, ...own } = entry;
  return { own: { ...own, headings }, ref: { ...ref, headings: refHeadings } };
}

/**
 * The wording findings of one catalogue. `base` is the pointer of the
 * catalogue in the file ("/copy" for a screen, "" for schemas/copy.json and
 * content); `reference` and `filipino` are its language keys.
 */
export function checkWording(file: string, byLanguage: Json | undefined, rules: WordingRules, base: string, reference = 'en', filipino = 'fil'): Finding[] {
  if (!isObject(byLanguage)) return [];
  const findings: Finding[] = [];
  const same = new Set(rules.same.texts.map(normal));
  const acronyms = new Set(rules.glossary.acronyms);
  const skip = rules.same.keys;
  let ref = byLanguage[reference];
  let fil = byLanguage[filipino];
  if (isObject(fil) && isObject(ref) && typeof fil.bodyIn === 'string') ({ own: fil, ref } = asCompared(fil, ref));

  // A copied text: the Filipino is the English, letter for letter.
  for (const [pointer, text] of texts(fil, '', skip)) {
    const english = textAt(ref, pointer);
    if (typeof english !== 'string' || english !== text) continue;
    const letters = A_LETTER.test(withoutPlaceholders(text));
    const where = `${base}/${esc(filipino)}${pointer}`;
    if (!letters || same.has(normal(text)) || rules.same.at.includes(`${file}#${where}`)) continue;
    findings.push({
      file,
      pointer: where,
      message: `Filipino text is the English one: ${shown(text)} (${pointer.slice(1)})`,
      fix: `Write it in Filipino (the glossary, schemas/glossary.json, has the terms), or, when Filipino writes it the same on purpose (a brand, a name), add ${JSON.stringify(normal(text))} to "texts" of schemas/sameInFilipino.json.`,
    });
  }

  // A variant the glossary avoids, in a Filipino text.
  const avoided = rules.glossary.terms.map((term) => ({ term, variants: term.avoid.map((v) => ({ v, re: wordRe(v) })) }));
  for (const [pointer, text] of texts(fil, '', skip)) {
    const plain = withoutPlaceholders(text).toLowerCase();
    for (const { term, variants } of avoided) {
      const variant = variants.find(({ re }) => re.test(plain))?.v;
      if (!variant) continue;
      findings.push({
        file,
        pointer: `${base}/${esc(filipino)}${pointer}`,
        message: `Filipino text says "${variant}" for "${term.en}": ${shown(text)}`,
        fix: `Write "${term.fil}" (schemas/glossary.json), as every other screen does.`,
      });
    }
  }

  // A word in capitals, in any language.
  for (const [lang, copy] of Object.entries(byLanguage)) {
    if (lang === '$comment') continue;
    const own = lang === filipino ? fil : lang === reference ? ref : copy;
    for (const [pointer, text] of texts(own, '', skip)) {
      const shouting = (withoutPlaceholders(text).match(WORDS) ?? []).filter((w) => TWO_CAPITALS.test(w) && !A_SMALL_LETTER.test(w) && !acronyms.has(w));
      if (!shouting.length) continue;
      findings.push({
        file,
        pointer: `${base}/${esc(lang)}${pointer}`,
        message: `all-capital word ${shouting.map((w) => `"${w}"`).join(', ')} in ${shown(text)}`,
        fix: `Write it in sentence case (capitals shout); an acronym goes into "acronyms" of schemas/glossary.json.`,
      });
    }
  }
  return findings;
}
