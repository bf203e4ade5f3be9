/**
 * The entry's code in the page (scripts/inlineEntry.ts, decision 045), on a small built folder shaped as the bundler
 * writes one: `start` hands its exports over under one name, the files that imported them take them from there, and
 * a page carries `start` and its entry as scripts of its own, listed by hash for the CSP.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineEntries } from '../../../scripts/inlineEntry.ts';
import { RUNTIME_GLOBAL, START_GLOBAL } from '../../../scripts/startGlobal.ts';

const START = 'function e(){return`early`}let t=1;const n=()=>import(`./sandbox-S1.js`);export{e as early,t as count,n as sandbox};';
const MAIN = 'import{early as e,sandbox as s}from"./start-A1.js";e();import(`./app-B2.js`).then(e=>e.startApp_exports);';
const APP = 'import{early as r}from"./start-A1.js";import{x as y}from"./widgetSet-C3.js";export function startApp(){return r()}';
const SANDBOX = 'import{count as c}from"./start-A1.js";import"./start-A1.js";export const startSandbox=()=>c;';
const PAGE = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/${entry}"></script>` +
  '<link rel="stylesheet" crossorigin href="/assets/start-A1.css">\n<link rel="modulepreload" crossorigin href="/assets/start-A1.js">\n</head><body><div id="root"></div></body></html>';

function built(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'inline-entry-'));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), code);
  return dist;
}
const read = (dist: string, file: string) => readFileSync(join(dist, 'assets', file), 'utf8');
const scriptsOf = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), code: s.textContent ?? '' }));

describe('inlineEntries', () => {
  const files = {
    'start-A1.js': START,
    'main-M1.js': MAIN,
    'app-B2.js': APP,
    'sandbox-S1.js': SANDBOX,
    'widgetSet-C3.js': 'export const x=1;',
    'studio-D4.js': MAIN,
  };

  it('the files that imported `start` take its exports from the page, under one name; nothing names the file any more', () => {
    const dist = built(files);
    inlineEntries(dist);
    expect(read(dist, 'app-B2.js')).toBe(
      `const{early:r}=globalThis.${START_GLOBAL};import{x as y}from"./widgetSet-C3.js";export function startApp(){return r()}`,
    );
    expect(read(dist, 'sandbox-S1.js')).toBe(`const{count:c}=globalThis.${START_GLOBAL};export const startSandbox=()=>c;`);
    for (const file of Object.keys(files).filter((f) => f !== 'start-A1.js')) expect(read(dist, file), file).not.toContain('start-A1.js');
  });

  it('the app’s page carries `start` (handing its exports over), then its entry, with absolute paths; no entry file, no `start` preload', () => {
    const dist = built(files);
    const html = inlineEntries(dist).page(PAGE('main-M1.js'));
    const scripts = scriptsOf(html);
    expect(scripts.map((s) => s.src)).toEqual([null, null]);
    expect(scripts[0].code).toContain(`globalThis.${START_GLOBAL}={early:e,count:t,sandbox:n}`);
    expect(scripts[0].code).toContain('import(`/assets/sandbox-S1.js`)');
    expect(scripts[1].code).toBe(`const{early:e,sandbox:s}=globalThis.${START_GLOBAL};e();import(\`/assets/app-B2.js\`).then(e=>e.startApp_exports);`);
    expect(html).not.toContain('modulepreload');
    expect(html, 'the stylesheet stays linked').toContain('href="/assets/start-A1.css"');
  });

  it('`start` runs as the page expects: its exports are there for the entry', () => {
    const dist = built(files);
    const [start] = scriptsOf(inlineEntries(dist).page(PAGE('main-M1.js')));
    const scope = {} as Record<string, Record<string, unknown>>;
    new Function('globalThis', start.code.replace(/import\(/g, 'Promise.resolve('))(scope);
    expect(Object.keys(scope[START_GLOBAL])).toEqual(['early', 'count', 'sandbox']);
    expect((scope[START_GLOBAL].early as () => string)()).toBe('early');
  });

  it('a live-preview page keeps its entry as a file, after `start`', () => {
    const dist = built(files);
    const scripts = scriptsOf(inlineEntries(dist).page(PAGE('studio-D4.js')));
    expect(scripts.map((s) => s.src)).toEqual([null, '/assets/studio-D4.js']);
  });

  it('lists every script the pages carry, as they carry it (their hashes go into the CSP)', () => {
    const dist = built(files);
    const entries = inlineEntries(dist);
    const codes = [PAGE('main-M1.js'), PAGE('studio-D4.js')].flatMap((page) =>
      scriptsOf(entries.page(page))
        .filter((s) => !s.src)
        .map((s) => s.code),
    );
    expect(entries.scripts().sort()).toEqual([...new Set(codes)].sort());
    expect(entries.scripts()).toHaveLength(2);
  });

  it('a build without `start` is left as it is, with no scripts of its own', () => {
    const dist = built({ 'main-M1.js': 'console.log(1);' });
    const entries = inlineEntries(dist);
    expect(entries.page(PAGE('main-M1.js'))).toBe(PAGE('main-M1.js'));
    expect(entries.scripts()).toEqual([]);
  });

  it('stops the build in words when a file names `start` otherwise (a re-export would load a second copy)', () => {
    const dist = built({ ...files, 'odd-E5.js': 'export*from"./start-A1.js";' });
    expect(() => inlineEntries(dist)).toThrow(/odd-E5\.js names start-A1\.js in a way other than a plain import/);
  });

  it('stops the build in words when `start` imports another file: it must stand alone in the page', () => {
    const dist = built({ ...files, 'start-A1.js': 'import{q}from"./other-F6.js";export{q};' });
    expect(() => inlineEntries(dist)).toThrow(/the start file imports another file/);
  });
});

describe("inlineEntries, with the bundler's runtime helpers in a file of their own", () => {
  const RUNTIME = 'var e=Object.defineProperty,t=(n,r)=>{for(var i in r)e(n,i,{get:r[i],enumerable:!0})};export{t};';
  const files = {
    'start-A1.js': START,
    'main-M1.js': MAIN,
    'rolldown-runtime-R1.js': RUNTIME,
    'app-B2.js': 'import{t as q}from"./rolldown-runtime-R1.js";import{early as r}from"./start-A1.js";export function startApp(){return q({},{a:r})}',
    'route-C3.js': 'import{t as q}from"./rolldown-runtime-R1.js";export const y=q;',
  };
  const withPreloads = PAGE('main-M1.js').replace(
    '</head>',
    '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/rolldown-runtime-R1.js"></head>',
  );

  it('no file names the runtime any more: each takes its helpers from the page', () => {
    const dist = built(files);
    inlineEntries(dist);
    expect(read(dist, 'route-C3.js')).toBe(`const{t:q}=globalThis.${RUNTIME_GLOBAL};export const y=q;`);
    expect(read(dist, 'app-B2.js')).toBe(
      `const{t:q}=globalThis.${RUNTIME_GLOBAL};const{early:r}=globalThis.${START_GLOBAL};export function startApp(){return q({},{a:r})}`,
    );
  });

  it('the page carries the runtime before `start`, in the same script, and neither links nor fetches its file', () => {
    const dist = built(files);
    const entries = inlineEntries(dist);
    const html = entries.page(withPreloads);
    expect(html).not.toContain('rolldown-runtime-R1.js');
    const [first] = scriptsOf(html);
    expect(first.code.indexOf(`globalThis.${RUNTIME_GLOBAL}={t:t}`)).toBeGreaterThan(-1);
    expect(first.code.indexOf(`globalThis.${RUNTIME_GLOBAL}=`)).toBeLessThan(first.code.indexOf(`globalThis.${START_GLOBAL}=`));
    expect(entries.inPage.sort()).toEqual(['assets/rolldown-runtime-R1.js', 'assets/start-A1.js']);
  });

  it('the helpers work from the page: a file that uses them gets what it got from the file', () => {
    const dist = built(files);
    const [first] = scriptsOf(inlineEntries(dist).page(withPreloads));
    const scope = {} as Record<string, Record<string, unknown>>;
    new Function('globalThis', first.code.replace(/import\(/g, 'Promise.resolve('))(scope);
    const target = {} as Record<string, unknown>;
    (scope[RUNTIME_GLOBAL].t as (n: object, r: Record<string, () => unknown>) => void)(target, { a: () => 7 });
    expect(target.a).toBe(7);
  });

  it('stops the build in words when the runtime imports another file', () => {
    const dist = built({ ...files, 'rolldown-runtime-R1.js': 'import{z}from"./other-F6.js";export{z as t};' });
    expect(() => inlineEntries(dist)).toThrow(/the runtime file imports another file/);
  });
});

describe('inlineEntries, on what `start` holds', () => {
  it('stops the build in words when a module in `start` exports a let: the files that take it read it once', () => {
    const root = mkdtempSync(join(tmpdir(), 'inline-entry-root-'));
    mkdirSync(join(root, 'app'));
    writeFileSync(join(root, 'app', 'counter.ts'), 'export let count = 0;\nexport function bump() {\n  count += 1;\n}\n');
    writeFileSync(join(root, 'app', 'early.ts'), 'export const early = () => 1;\n');
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'assets', 'start-A1.js'), 'let c=0;export{c as count};');
    writeFileSync(join(dist, '.vite', 'module-files.json'), JSON.stringify({ 'app/counter.ts': 'assets/start-A1.js', 'app/early.ts': 'assets/start-A1.js' }));
    expect(() => inlineEntries(dist, root)).toThrow(/app\/counter\.ts export a let or a var/);
    writeFileSync(join(root, 'app', 'counter.ts'), 'export const count = 0;\n');
    expect(() => inlineEntries(dist, root)).not.toThrow();
  });
});
