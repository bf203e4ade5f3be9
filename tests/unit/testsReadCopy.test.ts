// @vitest-environment node
/**
 * Tests read copy from the schemas (issue 19): a test finds a control or a
 * message by the copy key's current text, through the helpers (e2e:
 * screenCopy, bankCopy, repayCopy… of tests/e2e/*.ts; unit:
 * screenCopy(loadScreenDoc(id), key) of tests/support/loadScreenDoc.ts or
 * run.screen.copy), never by a literal. Then product staff can reword any text
 * in schemas/ and `npm test` stays green; only the snapshots change, for
 * review.
 *
 * This walks every string literal, template, `+` of strings, regular
 * expression and JSX text of the test sources (tests/**, but not test
 * titles) and fails on one that spells a text of the copy: a screen's (with
 * its parts), schemas/copy.json's, or a title or heading of schemas/content/,
 * in every language; at least 4 characters with a letter, since shorter words
 * ('OK', 'All') also mean too many other things. Spelled also counts split
 * (`${'Borrow'} Again`, 'Borrow ' + 'Again', `Borrow Again ${n}`) and in a
 * regular expression (/^Borrow Again$/, /Borrow\s+Again/, an alternative of
 * /REPAY|Borrow Again/, any case with the i flag), and a text whose
 * placeholders a test filled in by hand ('Open picture 2', `Open picture
 * ${i}` for 'Open picture {n}'). Each finding names the file and line, the
 * copy key and the helper that reads it.
 *
 * Not findings:
 * - server data, said so: a text the sandbox scenarios also send
 *   (sandbox/scenarios/*.json) with a `// server text` comment on its line or
 *   a comment line just above ('Repayment' is a complaint type the sandbox sends and
 *   the order screen's button: only the test knows which one it means);
 * - a SPEC-quoted text in a test file listed for it in tests/specTexts.json
 *   (`quotedIn`): a test whose point is that SPEC's words appear. A change of
 *   those texts is reported by tests/unit/specTexts.test.ts, not blocked;
 * - a widget's name ('Notice' is a widget and orderDetail's message title):
 *   tests name widgets, and widgets/<Name>.tsx is where they are;
 * - the coincidences of NOT_COPY below, each with its reason;
 * - a screen's text in a unit test that names no screen having it: the
 *   test's own made-up label ('Send it' on a made-up button), which a later
 *   relabel to the same words must not turn into a failure.
 * Any other test's own text (a label made up beside an app-wide text) should
 * simply not be a text of the copy: pick another.
 */
import ts from 'typescript';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../renderer/types.ts';
import { readParts, readScreen, screenIdsIn } from '../../scripts/readScreen.ts';
import specTexts from '../specTexts.json' with { type: 'json' };
import { escapeRegExp } from '../../renderer/escapeRegExp.ts';

const root = join(import.meta.dirname, '..', '..');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as Json;
const isObject = (v: unknown): v is { [k: string]: Json } => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Texts that are the same letters as a copy text but are not copy where the
 * tests use them. Keep this short: each entry needs its reason.
 */
const NOT_COPY: Record<string, string> = {
  'YYYY-MM-DD': "a date format of the expression engine's date operation (bindBank's date placeholder happens to read the same)",
  Android: "the platform's name as the sandbox's fake shell logs it (sandbox/fakeShell.ts); the test page's log names it the same",
};

/** Copy entries that are not words a person reads: the site's links name a route and a section id there. */
const NOT_TEXT_KEYS = new Set(['path', 'section']);

interface CopyText {
  /** 'screen' (with its parts), 'app' (schemas/copy.json) or 'content' (schemas/content/). */
  kind: 'screen' | 'app' | 'content';
  /** The screen id or content file name; 'copy' for schemas/copy.json. */
  file: string;
  /** Accessor below the language: '.borrowAgainLabel', '.starLabels[1]', '.links[1].label'. */
  key: string;
  lang: string;
}

/** Every copy text, by its words. */
function copyTexts(): Map<string, CopyText[]> {
  const out = new Map<string, CopyText[]>();
  const add = (text: string, where: CopyText) => {
    if (text.trim().length < 4 || !/\p{L}/u.test(text)) return;
    out.set(text, [...(out.get(text) ?? []), where]);
  };
  const walk = (value: Json, key: string, at: Omit<CopyText, 'key'>) => {
    if (typeof value === 'string') add(value, { ...at, key });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key}[${i}]`, at));
    else if (isObject(value) && !('$content' in value))
      for (const [k, v] of Object.entries(value)) if (!NOT_TEXT_KEYS.has(k) && !k.startsWith('$')) walk(v, `${key}.${k}`, at);
  };
  const parts = readParts(root);
  for (const id of screenIdsIn(root)) {
    for (const [lang, copy] of Object.entries(readScreen(id, root, parts).copy ?? {})) walk(copy, '', { kind: 'screen', file: id, lang });
  }
  const app = readJson('schemas', 'copy.json');
  if (isObject(app)) for (const [lang, copy] of Object.entries(app)) if (!lang.startsWith('$')) walk(copy, '', { kind: 'app', file: 'copy', lang });
  for (const name of readdirSync(join(root, 'schemas', 'content')).filter((f) => f.endsWith('.json'))) {
    const content = readJson('schemas', 'content', name);
    if (!isObject(content)) continue;
    for (const [lang, entry] of Object.entries(content)) {
      if (!isObject(entry)) continue;
      const at = { kind: 'content' as const, file: name.replace(/\.json$/, ''), lang };
      if (typeof entry.title === 'string') add(entry.title, { ...at, key: '.title' });
      if (Array.isArray(entry.sections))
        entry.sections.forEach((s, i) => isObject(s) && typeof s.heading === 'string' && add(s.heading, { ...at, key: `.sections[${i}].heading` }));
      if (isObject(entry.headings)) for (const [id, h] of Object.entries(entry.headings)) if (typeof h === 'string') add(h, { ...at, key: `.headings.${id}` });
    }
  }
  return out;
}

/** Every widget name (widgets/<Name>.tsx): code, not copy. */
function widgetNames(): Set<string> {
  return new Set(
    readdirSync(join(root, 'widgets'))
      .flatMap((f) => /^[A-Z]\w*\.tsx$/.exec(f) ?? [])
      .map((f) => f.replace(/\.tsx$/, '')),
  );
}

/** Every text the sandbox sends: server data, when the test says so. */
function sandboxTexts(): Set<string> {
  const out = new Set<string>();
  const walk = (v: Json) => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  const dir = join(root, 'sandbox', 'scenarios');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) walk(readJson('sandbox', 'scenarios', f));
  return out;
}

/**
 * The e2e helper that holds each screen's English copy, read from the helper
 * modules themselves (`export const repayCopy = …('repay')` or
 * `= repayScreen.copy.en` with its import), so a new helper is found without
 * a change here.
 */
function e2eHelpers(): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'tests', 'e2e');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.spec.ts'))) {
    const src = readFileSync(join(dir, f), 'utf8');
    const imported = new Map([...src.matchAll(/import (\w+) from '\.\.\/\.\.\/schemas\/(?:screens\/(\w+)|(copy))\.json'/g)].map((m) => [m[1], m[2] ?? 'app']));
    for (const m of src.matchAll(/export const (\w+)\s*=\s*(?:\w+(?:<[^>]*>)?\('(\w+)'\)|(\w+)\.(?:copy\.)?en);/g)) {
      const screen = m[2] ?? imported.get(m[3]);
      if (screen && !out.has(screen)) out.set(screen, `${m[1]} (tests/e2e/${f})`);
    }
  }
  return out;
}

/** Where a copy text is, as a reader finds it: 'site.send (en)', 'schemas/copy.json retry (en)'. */
const named = (w: CopyText) =>
  `${w.kind === 'app' ? 'schemas/copy.json ' : w.kind === 'content' ? `schemas/content/${w.file}.json ` : `${w.file}`}${w.kind === 'screen' ? w.key : w.key.slice(1)} (${w.lang})`;

/** How `file` reads the text `w`: the e2e helper with the key, or the unit helpers. */
function helperFor(file: string, w: CopyText, helpers: Map<string, string>): string {
  if (w.kind === 'content') return `the copy key of the screen that shows it, or schemas/content/${w.file}.json`;
  if (file.startsWith('tests/e2e/')) {
    const helper = helpers.get(w.kind === 'app' ? 'app' : w.file);
    return helper ? helper.replace(/ \(/, `${w.key} (`) : `a helper in tests/e2e/copy.ts for the English copy of "${w.file}" (as screenCopy)`;
  }
  const key = w.key.slice(1);
  if (w.kind === 'app') return `screenCopy(screen, '${key}') (tests/support/loadScreenDoc.ts) or appCopyIn(lang).${key} (app/localized.ts)`;
  if (/^\w+$/.test(key)) return `screenCopy(loadScreenDoc('${w.file}'), '${key}') (tests/support/loadScreenDoc.ts), or run.screen.copy in a runScreen test`;
  return `loadScreenDoc('${w.file}').copy then ${w.key} (tests/support/loadScreenDoc.ts), or run.screen.copy in a runScreen test`;
}

/**
 * The finding's words: the copy keys with those words (the ones `source`
 * already deals with first: a screen id or e2e helper it names) and the way
 * to read the first one.
 */
function describeFinding({ at, text }: Finding, where: CopyText[], helpers: Map<string, string>, source: string): string {
  const file = at.replace(/:\d+$/, '');
  const mentioned = (w: CopyText) =>
    source.includes(`'${w.file}'`) ||
    source.includes(`/${w.file}.json`) ||
    source.includes((helpers.get(w.kind === 'app' ? 'app' : w.file) ?? '\0').split(' ')[0]);
  const ranked = [...where].sort((a, b) => Number(mentioned(b)) - Number(mentioned(a)) || Number(b.lang === 'en') - Number(a.lang === 'en'));
  const others = ranked.slice(1, 4).map(named);
  return `${at}: ${JSON.stringify(text)} is the copy ${named(ranked[0])}${others.length ? ` (also ${others.join(', ')})` : ''}: read it with ${helperFor(file, ranked[0], helpers)}`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === '__screens__' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(n) ? [p] : [];
  });
}

/** A test's title (the first argument of test/it/describe, their .each/.skip/.only, test.step): words about the test, not copy it reads. */
function isTitle(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  const callee = ts.isCallExpression(call.expression) ? call.expression.expression : call.expression;
  return /^(test|it|describe)(\.\w+)*$/.test(callee.getText()) || /\.step$/.test(callee.getText());
}

/** A text a literal can stand for; `ignoreCase` when it is a regular expression with the i flag. */
interface Words {
  text: string;
  ignoreCase?: boolean;
  /** A template with its substitutions as stand-ins: it can only fill a copy text's placeholders, never be a text itself. */
  filledOnly?: boolean;
}

/** The value of a string, a template or a `+` of them when every piece is written out (`${'Borrow'} Again`, 'Borrow ' + 'Again'), else null. */
function constantText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return constantText(node.expression);
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) {
      const value = constantText(span.expression);
      if (value === null) return null;
      out += value + span.literal.text;
    }
    return out;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [constantText(node.left), constantText(node.right)];
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** The top-level alternatives of a regular expression pattern (| outside groups and classes). */
function alternatives(pattern: string): string[] {
  const out: string[] = [];
  let [depth, inClass, start] = [0, false, 0];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  return [...out, pattern.slice(start)];
}

/** The index of the ) that closes the ( at `open`, or -1. */
function closing(pattern: string, open: number): number {
  let [depth, inClass] = [0, false];
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** A pattern piece as the plain words it matches ('\\s+' as a space, escapes undone), or null when it matches more than one text. */
function plainWords(piece: string): string | null {
  let out = '';
  const spaced = piece.replace(/\\s[+*]?| \+/g, ' ');
  for (let i = 0; i < spaced.length; i++) {
    const c = spaced[i];
    if (c === '\\') {
      const next = spaced[++i] ?? '';
      if (/[\p{L}\d]/u.test(next)) return null; // \d, \w, \b, \p{…}: a class, not a letter
      out += next;
    } else if ('.*+?()[]{}|^$'.includes(c)) return null;
    else out += c;
  }
  return out;
}

/**
 * The texts a regular expression pattern spells out: the whole pattern, or
 * each alternative of /^(Borrow Again|Repayment)$/ or /Borrow Again|REPAY/,
 * without ^ and $. An alternative anchored at one end only (/(Back|Leave)$/)
 * is the end of a longer word, a copy key's name say, not a text of its own.
 */
function patternTexts(pattern: string, inAlternation = false): string[] {
  const alts = alternatives(pattern);
  const alternation = inAlternation || alts.length > 1;
  return alts.flatMap((alt) => {
    const head = alt.startsWith('^');
    const body = head ? alt.slice(1) : alt;
    const tail = body.endsWith('$') && !body.endsWith('\\$');
    const inner = tail ? body.slice(0, -1) : body;
    if (inner.startsWith('(') && closing(inner, 0) === inner.length - 1) {
      const group = inner.slice(inner.startsWith('(?:') ? 3 : 1, -1);
      const choice = alternation || alternatives(group).length > 1;
      return choice && head !== tail ? [] : patternTexts(group, choice);
    }
    if (alternation && head !== tail) return [];
    const words = plainWords(inner);
    return words === null ? [] : [words];
  });
}

/**
 * The words of a literal: a string as it is; a template or a `+` of strings
 * whole when every piece is written out, else each written piece; each text a
 * regular expression spells out (any case with the i flag); JSX text.
 */
function wordsOf(node: ts.Node): Words[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) {
    if (isTitle(node)) return [];
    return [{ text: ts.isJsxText(node) ? node.text.trim() : node.text }];
  }
  if (ts.isTemplateExpression(node) || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)) {
    // A + inside a longer + is read with the whole; a title's words are the test's.
    if (ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === ts.SyntaxKind.PlusToken) return [];
    if (isTitle(node)) return [];
    const whole = constantText(node);
    if (whole !== null) return [{ text: whole }];
    if (!ts.isTemplateExpression(node)) return [];
    const pieces = [node.head, ...node.templateSpans.map((s) => s.literal)].map((p) => ({ text: p.text.trim() }));
    // `Open picture ${i + 1}`: each substitution stands in for a placeholder of the copy.
    return [...pieces, { text: [node.head, ...node.templateSpans.map((s) => s.literal)].map((p) => p.text).join('\u2063'), filledOnly: true }];
  }
  if (ts.isRegularExpressionLiteral(node)) {
    const slash = node.text.lastIndexOf('/');
    const ignoreCase = node.text.slice(slash).includes('i');
    return patternTexts(node.text.slice(1, slash)).map((text) => ({ text, ignoreCase }));
  }
  return [];
}

interface Finding {
  at: string;
  text: string;
}

/** What is not copy although it reads like it: code names, and the texts the server sends (said so by a comment). */
interface NotCopy {
  names: Set<string>;
  serverTexts: Set<string>;
}

/**
 * Whether the test in `file` can be reading the copy `where` from a screen:
 * an e2e test opens screens; a unit test reads a screen's copy only through
 * the screen's id (runScreen('repay'), loadScreenDoc('repay'), its JSON
 * file) or a walk over every screen. A unit test that names none of the
 * screens with those words made them up for its own widget or document
 * ('Send it' as a made-up button's label): a later relabel to the same words
 * is a coincidence, and must not fail the suite.
 */
function mayReadScreenCopy(file: string, source: string, where: CopyText[]): boolean {
  if (file.startsWith('tests/e2e/') || where.some((w) => w.kind !== 'screen')) return true;
  if (/\b(loadAllScreenDocs|screenIdsOnDisk|screenIdsIn)\b/.test(source)) return true;
  return where.some((w) => new RegExp(`(?<![\\w-])${w.file}(?![\\w-])`).test(source));
}

/**
 * Copy texts with placeholders ('Open picture {n}', 'Please enter your
 * {titleInSentence}.') as patterns, each placeholder any text: a test that
 * writes one out filled in by hand ('Open picture 2') breaks when the words
 * change as surely as the plain text would. Only texts with at least 6
 * letters of their own, so '{n} days' does not claim every '91 days'.
 */
function filledPatterns(copy: Map<string, CopyText[]>): [RegExp, string][] {
  return [...copy.keys()]
    .filter((t) => /\{\w+\}/.test(t) && (t.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? []).length >= 6)
    .map((t) => [
      new RegExp(
        `^${t
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('.+?')}$`,
        'u',
      ),
      t,
    ]);
}

/** Literals of `files` that are copy texts (not data, not an allowed SPEC quote, not a known coincidence). */
function literalCopy(files: string[], copy: Map<string, CopyText[]>, not: NotCopy, quoted: (file: string, text: string) => boolean): Finding[] {
  const out: Finding[] = [];
  const anyCase = new Map<string, string>();
  for (const t of copy.keys()) if (!anyCase.has(t.toLowerCase())) anyCase.set(t.toLowerCase(), t);
  const filled = filledPatterns(copy);
  for (const path of files) {
    const file = relative(root, path);
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      for (const { text: written, ignoreCase, filledOnly } of wordsOf(node)) {
        // The copy's own words: a regular expression with the i flag matches them in any case; a text with its placeholders filled in by hand.
        const words =
          !filledOnly && copy.has(written)
            ? written
            : !filledOnly && ignoreCase
              ? anyCase.get(written.toLowerCase())
              : filled.find(([pattern]) => pattern.test(written))?.[1];
        if (words === undefined || not.names.has(words) || words in NOT_COPY || quoted(file, words)) continue;
        if (!mayReadScreenCopy(file, text, copy.get(words) ?? [])) continue;
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
        // On the line itself, or on a comment line just above it.
        const saidServer = /\/\/.*\bserver text\b/.test(lines[line]) || /^\s*\/\/.*\bserver text\b/.test(lines[line - 1] ?? '');
        if (!(saidServer && not.serverTexts.has(words))) out.push({ at: `${file}:${line + 1}`, text: words });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

interface SpecText {
  copy: string;
  spec: string;
  quotedIn?: string[];
}

const allowed = (specTexts.texts as SpecText[]).flatMap((t) => (t.quotedIn ?? []).map((file) => ({ file, text: t.spec, copy: t.copy })));

describe('tests read copy from the schemas', () => {
  const copy = copyTexts();
  const files = sourceFiles(join(root, 'tests'));

  it('no test source has a literal that is a text of the copy', () => {
    const helpers = e2eHelpers();
    const server = sandboxTexts();
    const findings = literalCopy(files, copy, { names: widgetNames(), serverTexts: server }, (file, text) =>
      allowed.some((a) => a.file === file && a.text === text),
    );
    const described = findings.map(
      (f) =>
        describeFinding(f, copy.get(f.text) ?? [], helpers, readFileSync(join(root, f.at.replace(/:\d+$/, '')), 'utf8')) +
        (server.has(f.text) ? "; or, if the test means the sandbox's text, say so with a `// server text` comment on the line" : ''),
    );
    expect(described).toEqual([]);
  }, 60_000); // reads every test source: seconds on a busy two-core machine

  it('sees a copy text written out, split, in a regular expression or with its placeholders filled in, and not as a test title, server text said so, a widget name, an allowed SPEC quote or a key-name pattern', () => {
    // The guard itself must not pass by seeing nothing: a made-up test source with each case.
    // A text of one screen only (not also app copy), of two words at least.
    const [text, [where]] = [...copy.entries()].find(
      ([t, w]) => w.every((x) => x.kind === 'screen' && x.lang === 'en') && /^\p{L}+( \p{L}+)+$/u.test(t) && t !== t.toUpperCase(),
    )!;
    const [first, ...rest] = text.split(' ');
    const dir = mkdtempSync(join(tmpdir(), 'tests-read-copy-'));
    const made = join(dir, 'made.spec.ts');
    writeFileSync(
      made,
      [
        `test('${text}', async () => {`,
        `  const run = await runScreen('${where.file}');`,
        `  find('${text}');`,
        `  find(/^${text}$/);`,
        "  find('server says'); // server text: what the sandbox answers",
        "  find('server says');",
        "  find('spec words');",
        "  find('Widgetish');",
        `  find(/Other words|${text}/);`,
        `  find(/^(?:Other words|${text})$/);`,
        `  find(/${text.toUpperCase()}/i);`,
        `  find(/${text.replaceAll(' ', '\\s+')}/);`,
        `  find(\`\${'${first}'} ${rest.join(' ')}\`);`,
        `  find('${first} ' + '${rest.join(' ')}');`,
        `  find(\`${text} \${run.count}\`);`,
        `  keyNames(/(Other|${text})$/, /${text.toUpperCase()}/);`,
        "  find('Show the picture 2 large');",
        '  find(`Show the picture ${run.count} large`);',
        "  find('Show the picture');",
        '});',
      ].join('\n'),
    );
    // A unit test that names no screen with those words: its own made-up label, not the screen's copy.
    const own = join(dir, 'own.test.tsx');
    writeFileSync(own, [`it('draws', () => {`, `  draw({ label: '${text}' });`, `  find('${text}');`, '});'].join('\n'));
    try {
      const withMadeUp = new Map([...copy, ['server says', [where]], ['spec words', [where]], ['Widgetish', [where]], ['Show the picture {n} large', [where]]]);
      const findings = literalCopy(
        [made, own],
        withMadeUp,
        { names: new Set(['Widgetish']), serverTexts: new Set(['server says']) },
        (_f, t) => t === 'spec words',
      );
      expect(findings.map((f) => [f.at.replace(/^.*\//, ''), f.text])).toEqual([
        ...['3', '4'].map((line) => [`made.spec.ts:${line}`, text]),
        ['made.spec.ts:6', 'server says'],
        ...['9', '10', '11', '12', '13', '14', '15'].map((line) => [`made.spec.ts:${line}`, text]),
        // A placeholder filled in by hand, in a string or a template; the words alone are not the text.
        ...['17', '18'].map((line) => [`made.spec.ts:${line}`, 'Show the picture {n} large']),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the allow-list is still needed: each SPEC quote it allows is in the file it names', () => {
    const stale = allowed.filter(({ file, text }) => {
      const path = join(root, file);
      return !files.includes(path) || !readFileSync(path, 'utf8').includes(text);
    });
    expect(stale.map((a) => `${a.file} no longer quotes ${JSON.stringify(a.text)} (${a.copy}): remove it from quotedIn in tests/specTexts.json`)).toEqual([]);
  });
});
