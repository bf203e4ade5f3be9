/**
 * A route's first-render files as one (scripts/routeMerge.ts, decision 045), on a small built folder shaped as the
 * bundler writes one: the files' exports get names of their own wherever they are named, each route's files are
 * joined into one, and the route's page maps them to it by an import map.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeMerge } from '../../../scripts/routeMerge.ts';

const FILES = {
  'app-A1.js':
    'import{t as r}from"./w-B2.js";const L={X:()=>import(`./w-B2.js`).then(e=>e.n),Y:()=>import(`./s-C3.js`).then(e=>e.t),Z:()=>import(`./odd-D4.js`)};export{L as t,r as u};',
  'w-B2.js': 'var a=1,b=2;export{a as n,b as t};',
  's-C3.js': 'import{t as x}from"./w-B2.js";var c=x+1;export{c as t};',
  'odd-D4.js': 'var d=4;export{d as t};',
  'rolldown-runtime-R5.js': 'var q=0;export{q as t};',
};
const ROUTE = ['/assets/app-A1.js', '/assets/rolldown-runtime-R5.js', '/assets/w-B2.js', '/assets/s-C3.js', '/assets/odd-D4.js'];
const PAGE =
  '<html><head><title>Order</title><script type="module">x</script>' +
  ROUTE.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`).join('') +
  '</head><body><div id="root"></div></body></html>';

function built(): string {
  const dist = mkdtempSync(join(tmpdir(), 'route-merge-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(dist, 'assets', name), code);
  return dist;
}
const read = (dist: string, file: string) => readFileSync(join(dist, 'assets', file), 'utf8');

describe('routeMerge', () => {
  it('renames the exports of the files it can join, in the file and wherever it is named; leaves the others alone', async () => {
    const dist = built();
    await routeMerge(dist, [ROUTE]);
    // Joinable, in name order: s-C3.js ($0), w-B2.js ($1).
    expect(read(dist, 'w-B2.js')).toBe('var a=1,b=2;export{a as n$1,b as t$1};');
    expect(read(dist, 's-C3.js')).toBe('import{t$1 as x}from"./w-B2.js";var c=x+1;export{c as t$0};');
    expect(read(dist, 'app-A1.js')).toBe(
      'import{t$1 as r}from"./w-B2.js";const L={X:()=>import(`./w-B2.js`).then(e=>e.n$1),Y:()=>import(`./s-C3.js`).then(e=>e.t$0),Z:()=>import(`./odd-D4.js`)};export{L as t,r as u};',
    );
    expect(read(dist, 'odd-D4.js'), 'named otherwise (a dynamic import read as a whole): not joined').toBe(FILES['odd-D4.js']);
    expect(read(dist, 'rolldown-runtime-R5.js'), 'the runtime: never').toBe(FILES['rolldown-runtime-R5.js']);
  });

  it('joins the route’s files into one that exports what each of them did', async () => {
    const dist = built();
    await routeMerge(dist, [ROUTE]);
    const joined = readdirSync(join(dist, 'assets')).filter((file) => file.startsWith('route-'));
    expect(joined).toHaveLength(1);
    const code = read(dist, joined[0]);
    expect(code, 'no file it joined is fetched').not.toMatch(/\.\/(w-B2|s-C3)\.js/);
    // Run it (no imports left): its export list as the values it gives.
    const exports = /export\{([^}]*)\};?\s*$/.exec(code);
    const given = (exports?.[1] ?? '').split(',').map((pair) => pair.trim().split(/\s+as\s+/));
    const run = new Function(`${code.slice(0, exports?.index)};return{${given.map(([local, name]) => `${JSON.stringify(name ?? local)}:${local}`).join(',')}}`);
    expect(run()).toEqual({ n$1: 1, t$1: 2, t$0: 3 });
  });

  it('the route’s page maps its files to the one, before its scripts, and links the one instead of them', async () => {
    const dist = built();
    const merge = await routeMerge(dist, [ROUTE]);
    const [joined] = readdirSync(join(dist, 'assets')).filter((file) => file.startsWith('route-'));
    const html = merge.page(PAGE, ROUTE);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...doc.head.querySelectorAll('script')];
    expect(scripts[0].type, 'the import map comes first').toBe('importmap');
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({ imports: { '/assets/w-B2.js': `/assets/${joined}`, '/assets/s-C3.js': `/assets/${joined}` } });
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/app-A1.js',
      '/assets/rolldown-runtime-R5.js',
      `/assets/${joined}`,
      '/assets/odd-D4.js',
    ]);
    expect(merge.scripts()).toEqual([scripts[0].textContent]);
  });

  it('a site page’s list for after its first paint names the one file', async () => {
    const dist = built();
    const merge = await routeMerge(dist, [ROUTE]);
    const [joined] = readdirSync(join(dist, 'assets')).filter((file) => file.startsWith('route-'));
    const html = merge.page(`<html><head><title>t</title></head><body><div id="root" data-preload="${ROUTE.join(' ')}"></div></body></html>`, ROUTE);
    expect(new DOMParser().parseFromString(html, 'text/html').getElementById('root')?.dataset.preload).toBe(
      `/assets/app-A1.js /assets/rolldown-runtime-R5.js /assets/odd-D4.js /assets/${joined}`,
    );
  });

  it('a page with nowhere to put its import map stops the build in words', async () => {
    const merge = await routeMerge(built(), [ROUTE]);
    expect(() => merge.page(PAGE.replace('<title>Order</title>', ''), ROUTE)).toThrow(/has no <title> to put its import map after/);
  });

  it('a route with one joinable file, or a page of another route, is left as it is', async () => {
    const dist = built();
    const merge = await routeMerge(dist, [['/assets/app-A1.js', '/assets/w-B2.js']]);
    expect(readdirSync(join(dist, 'assets')).filter((file) => file.startsWith('route-'))).toEqual([]);
    expect(merge.page(PAGE, ['/assets/app-A1.js', '/assets/w-B2.js'])).toBe(PAGE);
    expect(merge.scripts()).toEqual([]);
  });
});
