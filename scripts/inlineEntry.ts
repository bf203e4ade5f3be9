/**
 * The entry's code in the page itself (decision 045, issue 31). The entry
 * (app/main.tsx: hold taps, the back button, the early request, the
 * boot-failure page) and the `start` file it imports were two requests beside
 * the app's file on slow 4G. Written into the HTML, the page runs them as soon
 * as it is parsed: the first paint and the early request no longer wait for a
 * round trip, and the app's file shares the line with fewer files.
 *
 * After `vite build`, on the built files (scripts/prerender.tsx calls it):
 *
 * - `start` (scripts/firstPaintChunks.ts) becomes one script that hands its
 *   exports over under one name, `globalThis[START_GLOBAL]`, instead of
 *   exporting them: every file that imported them (the app's file, the
 *   sandbox, the entries) takes them from there. So there is one copy of each
 *   module, as before (the early requests' table, the held taps), and no page
 *   fetches `start` any more.
 * - The bundler's runtime helpers (`rolldown-runtime`, a file of their own
 *   that nearly every built file imports) are handed over the same way,
 *   under `globalThis[RUNTIME_GLOBAL]`, in the same script before `start`
 *   (decision 046): one file fewer in flight beside the app's on every route.
 * - A page gets that script first, as a `<script type="module">` of its own
 *   (module scripts run in document order, and each one's imports only after
 *   the scripts before it have run), then its entry: in the page as well for
 *   the app's and the promotion's entries, still a file for the live
 *   preview's pages.
 * - Their paths become absolute (`./app-….js` → `/assets/app-….js`): in the
 *   page, a relative path would be read against the page's address.
 *
 * The Content-Security-Policy allows these scripts by their hashes (the
 * prerender lists them, scripts/csp.ts writeScriptHashes): an injected inline
 * script still does not run.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { START_GROUP } from './firstPaintChunks.ts';
import { MODULE_FILES } from './moduleFilesPlugin.ts';
import { RUNTIME_GLOBAL, START_GLOBAL } from './startGlobal.ts';
import { ASSETS, EXPORT_LIST, PAGE_ENTRIES, RUNTIME, escapeRegExp, namePairs, references } from './builtCode.ts';

/** `import{a as b,c}from"./start-….js";` → `const{a:b,c}=globalThis.__loanStart;` (the shape the bundler writes). */
function takeFromGlobal(code: string, startFile: string, where: string, global: string): string {
  const ways = references(startFile);
  const out = code
    .replace(ways.named, (_all, names: string) => {
      const pairs = namePairs(names).map(([exported, local]) => (local ? `${exported}:${local}` : exported));
      return `const{${pairs.join(',')}}=globalThis.${global};`;
    })
    // An import for its effects only: `start` has run in the page already.
    .replace(ways.bare, '');
  // Any other way of naming the file (a dynamic import, a re-export) would load a second copy of its modules.
  if (out.includes(startFile))
    throw new Error(`inlineEntry: ${where} names ${startFile} in a way other than a plain import of names; it cannot take them from globalThis.${global}.`);
  return out;
}

/** The built files' relative paths to each other made absolute, for code that runs in the page. */
function absolutePaths(code: string, files: Set<string>): string {
  return code.replace(/([`"'])\.\/([\w.-]+\.js)\1/g, (all, quote: string, file: string) => (files.has(file) ? `${quote}/${ASSETS}/${file}${quote}` : all));
}

/** A standalone file's code (`start`, the bundler's runtime) as a script that hands its exports over under `global` instead of exporting them. */
function handOver(code: string, files: Set<string>, what: string, global: string): string {
  const exports = EXPORT_LIST.exec(code);
  if (!exports) throw new Error(`inlineEntry: the ${what} file does not end in one export list.`);
  const body = code.slice(0, exports.index);
  if (/(^|[;}\s])import\s*[{"'`*\w]/.test(body.replace(/import\(/g, '')))
    throw new Error(`inlineEntry: the ${what} file imports another file; it must stand alone.`);
  const given = namePairs(exports[1]).map(([local, exported]) => `${exported ?? local}:${local}`);
  // In a function: its names stay its own, apart from the code that follows it.
  return absolutePaths(`(()=>{${body};globalThis.${global}={${given.join(',')}}})();`, files);
}

export interface InlineEntries {
  /** A built page with its entry's code in it. */
  page(html: string): string;
  /** The scripts the pages carry, for their hashes (scripts/csp.ts). */
  scripts(): string[];
  /** The built files (`assets/…`) whose code the pages carry: no page links or fetches them. */
  inPage: string[];
}

/**
 * The modules in `start` (the build's module-files list) that export a `let` or a `var`: a file that takes `start`'s
 * exports reads them once, so one that changes later would be seen stale there.
 */
function changingExports(dist: string, root: string, startFile: string): string[] {
  const listed = join(dist, MODULE_FILES);
  if (!existsSync(listed)) return [];
  const files = JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string>;
  return Object.entries(files)
    .filter(([source, file]) => file === `${ASSETS}/${startFile}` && /\.tsx?$/.test(source))
    .filter(([source]) => /^export\s+(let|var)\b/m.test(readFileSync(join(root, source), 'utf8')))
    .map(([source]) => source);
}

/**
 * Hands `start` and the bundler's runtime over in the built files of `dist` (rewriting the files that imported it) and returns what puts the
 * entries into the pages. A build without a `start` file is left as it is.
 */
export function inlineEntries(dist: string, root = join(dist, '..')): InlineEntries {
  const dir = join(dist, ASSETS);
  const files = new Set(readdirSync(dir).filter((file) => file.endsWith('.js')));
  const named = (group: string) => [...files].find((file) => new RegExp(`^${group}-[\\w-]+\\.js$`).test(file));
  const startFile = named(START_GROUP);
  // The bundler puts its runtime helpers in a file of their own, which the app's file and nearly every other imports:
  // one more file in flight beside the app's on every first visit. It goes into the page with `start` (issue 31).
  const runtimeFile = named(RUNTIME);
  const scripts = new Set<string>();
  const inline = (code: string) => {
    // The hash is of the text as the page carries it.
    const text = code.replace(/<\/script/gi, '<\\/script');
    scripts.add(text);
    return `<script type="module">${text}</script>`;
  };
  const listed = () => [...scripts];
  if (!startFile) return { page: (html) => html, scripts: listed, inPage: [] };

  const changing = changingExports(dist, root, startFile);
  if (changing.length)
    throw new Error(
      `inlineEntry: ${changing.join(', ')} export a let or a var; the files that take start's exports read them once. Export a const or a function.`,
    );
  const handed = [
    ...(runtimeFile ? [{ file: runtimeFile, what: 'runtime', global: RUNTIME_GLOBAL }] : []),
    { file: startFile, what: 'start', global: START_GLOBAL },
  ];
  // The runtime first: `start`'s code may use its helpers one day, and every file after it does.
  const start = handed.map(({ file, what, global }) => handOver(readFileSync(join(dir, file), 'utf8'), files, what, global)).join('');
  for (const file of files) {
    if (handed.some((h) => h.file === file)) continue;
    const code: string = readFileSync(join(dir, file), 'utf8');
    const rewritten = handed.reduce((text, { file: from, global }) => (text.includes(from) ? takeFromGlobal(text, from, file, global) : text), code);
    if (rewritten !== code) writeFileSync(join(dir, file), rewritten);
  }
  // A link to a file whose code is in the page, whatever its other attributes: it would fetch the file for nothing.
  const preloadOf = (file: string) => new RegExp(`<link rel="modulepreload"[^>]*\\shref="/${ASSETS}/${escapeRegExp(file)}"[^>]*>\\s*`, 'g');
  // The app's and the promotion's entries come whole into the page (no file on the way to the first content); the live preview's stay files.
  const whole = new RegExp(`^(${PAGE_ENTRIES.join('|')})-[\\w-]+\\.js$`);
  return {
    page(html) {
      const entry = new RegExp(`<script type="module" crossorigin src="/${ASSETS}/([\\w.-]+\\.js)"></script>`);
      const found = entry.exec(html);
      if (!found) return html;
      const [tag, file] = found;
      const own = whole.test(file) ? inline(absolutePaths(readFileSync(join(dir, file), 'utf8'), files)) : tag;
      return handed.reduce(
        (text, h) => text.replace(preloadOf(h.file), ''),
        html.replace(tag, () => `${inline(start)}${own}`),
      );
    },
    scripts: listed,
    inPage: handed.map((h) => `${ASSETS}/${h.file}`),
  };
}
