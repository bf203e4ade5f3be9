/**
 * JS weight of a first visit: each route of the production build is opened
 * in Chromium (fresh context, iPhone 13) until the network is idle; the
 * JavaScript files it fetched are gzipped from disk and summed, and so is the
 * code the page carries in itself (the entry's, scripts/inlineEntry.ts). The
 * floor is the bare React page measured the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices, type Browser } from 'playwright';
import type { BenchRoute } from './routes.ts';

export interface Chunk {
  file: string;
  gzip: number;
  code: string;
}

export interface WeightRow {
  route: BenchRoute;
  /** The files' and the page's own code, gzip. */
  gzip: number;
  /** The code the page carries in itself (scripts/inlineEntry.ts), gzip. */
  inPage: number;
  chunks: string[];
  rjsf: boolean;
  /** 'lib': the ajv library (a schema compiler); 'validator': code ajv generated at build time. */
  ajv: 'lib' | 'validator' | null;
  sandbox: boolean;
  /** What the page showed once idle: its first heading, or why it is not a fair page. */
  drawn: string;
}

export const markers = {
  rjsf: /__rjsf_/,
  ajvLib: /ajv\.js\.org|strictSchema|addMetaSchema|compileAsync/,
  ajvValidator: /must have required property|must NOT have additional properties/,
  sandbox: /\bmsw\b|mockServiceWorker|__sandbox/,
};

/** Reads (and gzips once) the built files a page fetched, by URL path. */
export function chunkReader(dir: string, base = '/') {
  const cache = new Map<string, Chunk>();
  return (pathname: string): Chunk | null => {
    if (!pathname.startsWith(base)) return null;
    const file = pathname.slice(base.length);
    if (cache.has(file)) return cache.get(file)!;
    // A script the page loaded that is not in the build would make the figure too small: say so, never skip it.
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`The page loaded ${pathname}, which is not in ${dir}: the weight cannot be measured.`);
    const buf = readFileSync(path);
    const chunk = { file, gzip: gzipSync(buf).length, code: buf.toString() };
    cache.set(file, chunk);
    return chunk;
  };
}

/** Opens one page and returns the JavaScript files it loaded (in load order), the scripts it carries in itself, and what it drew. */
export async function loadedScripts(browser: Browser, url: string): Promise<{ paths: string[]; inline: string[]; drawn: string }> {
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  const paths: string[] = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin === new URL(url).origin && u.pathname.endsWith('.js') && !paths.includes(u.pathname)) paths.push(u.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Code in the page counts as the files do: the entry's moved there from two files.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => ['', 'module', 'text/javascript'].includes(s.getAttribute('type') ?? ''))
      .map((s) => s.textContent ?? ''),
  );
  const drawn = await page.evaluate(() => {
    if (document.querySelector('.w-error')) return `error page: ${document.querySelector('.w-error')?.textContent?.slice(0, 40)}`;
    if (document.querySelector('[role="progressbar"]')) return 'still loading';
    const h = document.querySelector('h1, h2');
    return (h?.textContent ?? '').trim().slice(0, 28) || '(no heading)';
  });
  await context.close();
  return { paths, inline, drawn };
}

export async function measureWeights(browser: Browser, appUrl: string, distDir: string, routes: BenchRoute[], progress: (s: string) => void) {
  const read = chunkReader(distDir);
  const rows: WeightRow[] = [];
  for (const route of routes) {
    progress(route.label);
    const { paths, inline, drawn } = await loadedScripts(browser, appUrl + route.url);
    const chunks = paths.map(read).filter((c): c is Chunk => c !== null);
    const inPage = inline.reduce((s, code) => s + gzipSync(code).length, 0);
    const all = [...inline, ...chunks.map((c) => c.code)].join('\n');
    rows.push({
      route,
      gzip: inPage + chunks.reduce((s, c) => s + c.gzip, 0),
      inPage,
      chunks: chunks.map((c) => c.file),
      rjsf: markers.rjsf.test(all),
      ajv: markers.ajvLib.test(all) ? 'lib' : markers.ajvValidator.test(all) ? 'validator' : null,
      sandbox: markers.sandbox.test(all),
      drawn,
    });
  }
  return { rows, read };
}

export async function measureFloor(browser: Browser, floorUrl: string, floorDir: string): Promise<number> {
  const read = chunkReader(floorDir);
  const { paths, inline } = await loadedScripts(browser, floorUrl + '/');
  return paths.map(read).reduce((s, c) => s + (c?.gzip ?? 0), 0) + inline.reduce((s, code) => s + gzipSync(code).length, 0);
}
