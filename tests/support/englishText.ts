/**
 * English a Filipino page must not show (CONTRACT section 6, issue 30): the
 * texts the page could show in English, found in a page read with lang=fil.
 * They are the sandbox's server texts (the English keys of
 * sandbox/filipino.json, which it answers in Filipino when asked), and the
 * product's own English copy where its Filipino differs (schemas/copy.json,
 * every screen's `copy` with its shared parts, schemas/content). A text
 * counts when it is long enough not to be a word Filipino also uses (two
 * words or more, or 12 characters), is matched whole, case and all, on word
 * boundaries, and is not part of any Filipino text itself (a name or a term
 * the Filipino copy keeps on purpose, like "Securities and Exchange
 * Commission"). Used by the walk over every screen (tests/e2e/deadEnds.spec.ts) and
 * the view-tree walk (tests/snapshot/screens.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import catalogue from '../../sandbox/filipino.json' with { type: 'json' };
import appCopy from '../../schemas/copy.json' with { type: 'json' };
import { readParts, readScreen, screenIdsIn } from '../../scripts/readScreen.ts';
import { escapeRegExp } from '../../renderer/escapeRegExp.ts';

const root = join(import.meta.dirname, '..', '..');

/** Every text leaf of a value, by its path. */
function leaves(value: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(at, value);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, `${at}/${k}`, out);
  return out;
}

/** Each document that has its texts by language: its English and its Filipino. */
function copies(): { en: unknown; fil: unknown }[] {
  const parts = readParts(root);
  const screens = screenIdsIn(root).map((id) => readScreen(id, root, parts).copy ?? {});
  const contentDir = join(root, 'schemas', 'content');
  const content = readdirSync(contentDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(contentDir, f), 'utf8')) as Record<string, unknown>);
  return [appCopy as Record<string, unknown>, ...screens, ...content].map((doc) => ({ en: doc.en, fil: doc.fil }));
}

/** A text's runs of words between its placeholders ("{amount}", "{lender.tradeName}"). */
const runsOf = (text: string) => text.split(/\{[^{}]*\}|\n/).map((run) => run.replace(/^[^\p{L}\p{N}]+/u, '').replace(/[\s,;:–—-]+$/, ''));

const unambiguous = (run: string) => /\p{L}/u.test(run) && (/\S\s+\S/.test(run) || run.length >= 12);

/**
 * `run` as a whole, ending on a word boundary; `{number}` stands for digits, and a date in it for any date (the
 * sandbox moves the dates of its sentences to its day). Sticky: tried where a word starts.
 */
const patternOf = (run: string) =>
  new RegExp(
    `${escapeRegExp(run)
      .replace(/\\\{number\\\}/g, '\\d+')
      .replace(/\d{4}-\d{2}-\d{2}/g, '\\d{4}-\\d{2}-\\d{2}')}(?![\\p{L}\\p{N}])`,
    'uy',
  );

const WORD = /[\p{L}\p{N}]+/gu;
/** The first word of a run (any run of digits is one key: `{number}` and dates stand for digits). */
const keyOf = (word: string) => (/^\d/.test(word) ? '#' : word);

/** Runs indexed by their first word, longest first: a page is scanned once, word by word. */
type Finder = Map<string, { run: string; re: RegExp }[]>;

function finderOf(runs: string[]): Finder {
  const finder: Finder = new Map();
  for (const run of [...runs].sort((a, b) => b.length - a.length)) {
    const first = /^[\p{L}\p{N}]+/u.exec(run.replace(/\{number\}/g, '0'));
    const key = first ? keyOf(first[0]) : '';
    finder.set(key, [...(finder.get(key) ?? []), { run, re: patternOf(run) }]);
  }
  return finder;
}

/** The matches of the finder's runs in a text, each starting where a word starts: the longest there, or (`every`) the runs that match. */
function matchesIn(finder: Finder, text: string, every = false): string[] {
  const out: string[] = [];
  let after = 0; // a match's own words start no other
  for (const word of text.matchAll(WORD)) {
    if (word.index < after) continue;
    for (const { run, re } of finder.get(keyOf(word[0])) ?? []) {
      re.lastIndex = word.index;
      const m = re.exec(text);
      if (!m) continue;
      out.push(every ? run : m[0]);
      if (every) continue;
      after = word.index + m[0].length;
      break;
    }
  }
  return out;
}

let detector: Finder | null = null;

/** The English texts, indexed by first word (built once: some thousand texts; one expression of them all is slow). */
function englishDetector(): Finder {
  if (detector) return detector;
  const english = new Set<string>();
  const filipino: string[] = Object.values(catalogue.texts);
  for (const { en, fil } of copies()) {
    const filTexts = leaves(fil);
    filipino.push(...filTexts.values());
    for (const [at, text] of leaves(en)) if (filTexts.get(at) !== text) runsOf(text).forEach((run) => english.add(run));
  }
  Object.keys(catalogue.texts).forEach((text) => english.add(text));
  const candidates = [...english].filter(unambiguous);
  // A run the Filipino texts contain themselves is a name or a term they keep on purpose.
  const inFilipino = new Set(matchesIn(finderOf(candidates), filipino.join('\n'), true));
  detector = finderOf(candidates.filter((run) => !inFilipino.has(run)));
  return detector;
}

/** The English texts in a Filipino page's text (each once, in the order first seen); empty when there is none. */
export function englishTextsIn(text: string): string[] {
  return [...new Set(matchesIn(englishDetector(), text))];
}
