// @vitest-environment node
/**
 * Counts read as a person writes them (issue 17: "1 day(s)"), everywhere a
 * count of days or items is shown: the long texts (About us, loan terms,
 * privacy policy, with every figure of schemas/lender.json set to 1 and to
 * 3), the copy of every screen document of schemas/screens/ and of its
 * parts, schemas/copy.json and the markets in every language, and the
 * `plural` operation screens use (confirm loan's term, whose rule is tested
 * in tests/unit/screens/confirmLoan.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillText } from '../../../../widgets/Article.tsx';
import { contentIn } from '../../../../renderer/content.ts';
import { plural } from '../../../../renderer/operations.ts';
import type { Json } from '../../../../renderer/types.ts';
import lender from '../../../../schemas/lender.json' with { type: 'json' };
import { root } from '../../../support/runScreen.ts';

const LANGUAGES = ['en', 'fil'];
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;
const jsonFiles = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${dir}/${f}`);
const CONTENT = jsonFiles('schemas/content');
const COPY_FILES = [...jsonFiles('schemas/screens'), ...jsonFiles('schemas/parts'), 'schemas/copy.json', ...jsonFiles('schemas/markets'), ...CONTENT];

/** Every text of a JSON value, with its pointer. */
function texts(value: Json, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}/${i}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, `${at}/${k}`));
  return [];
}

/** The copy of a file (a screen's or a shared part's "copy", or the whole file) as texts. */
const copyTexts = (file: string) => {
  const doc = read(file) as Record<string, Json>;
  return /^schemas\/(screens|parts)\//.test(file) ? texts(doc.copy ?? {}, '/copy') : texts(doc);
};

/** Every line of a long text as a borrower reads it, in `lang`, with every figure set to `n`. */
function readLongText(file: string, lang: string, n: number): string[] {
  const entry = contentIn(read(file), lang);
  const figures = Object.fromEntries(Object.keys(lender.figures).map((k) => [k, n]));
  const values = { lender, figures };
  return texts((entry?.sections ?? []) as Json)
    .filter(([at]) => !/\/id$/.test(at))
    .map(([, t]) => fillText(t, values));
}

const UNIT = '(?:calendar |business )?(?:days?|weekdays?|years?|months?|items?|pictures?)';

describe('counts in words', () => {
  it.each(COPY_FILES)('%s: no "(s)" plural for the reader to work out', (file) => {
    expect(copyTexts(file).filter(([, t]) => /\w\((?:s|es)\)/.test(t))).toEqual([]);
  });

  it.each(CONTENT)('%s: a figure followed by a count word gives both forms ({figures.x|# day|# days})', (file) => {
    expect(texts(read(file)).filter(([, t]) => new RegExp(`\\{figures\\.\\w+\\} ${UNIT}\\b`).test(t))).toEqual([]);
  });

  it.each(CONTENT.flatMap((file) => LANGUAGES.map((lang) => [file, lang])))('%s in %s: with every figure 1, one day; with 3, days', (file, lang) => {
    const one = readLongText(file, lang, 1);
    expect(one.filter((t) => /\b1 (?:calendar |business )?(?:days|weekdays|years|months|items|pictures)\b/.test(t))).toEqual([]);
    expect(
      one.filter((t) => /\{[\w.]+(\|[^}]*)?\}/.test(t)),
      'no placeholder left',
    ).toEqual([]);
    const three = readLongText(file, lang, 3);
    expect(three.filter((t) => new RegExp(`\\b3 (?:calendar |business )?(?:day|weekday|year)\\b`).test(t))).toEqual([]);
  });

  it.each(COPY_FILES.filter((f) => !f.startsWith('schemas/content/')))('%s: no text is a bare count word a schema glues to a number', (file) => {
    expect(copyTexts(file).filter(([, t]) => /^(?:days?|araw|items?)$/i.test(t.trim()))).toEqual([]);
  });
});

describe('plural', () => {
  it.each([
    // The test's own words (the copy's: confirm loan's term in tests/unit/screens/confirmLoan.test.ts).
    [1, '1 night'],
    ['1', '1 night'],
    [0, '0 nights'],
    [2, '2 nights'],
    [1000, '1,000 nights'],
  ])('%j → %s', (n, shown) => {
    expect(plural(n, '{n} night', '{n} nights')).toBe(shown);
  });

  it.each([[null], ['soon'], [{}], [[1]], [Number.NaN]])('not a count (%j) → the not-available mark', (n) => {
    expect(plural(n, '{n} night', '{n} nights')).toBe('—');
  });
});
