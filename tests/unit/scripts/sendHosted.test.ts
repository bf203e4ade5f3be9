// @vitest-environment node
/**
 * How the built folder is served (docs/hosting.md; scripts/cacheControl.ts is
 * the rule, scripts/sendHosted.ts the answer every server gives): over a
 * built-like folder with every kind of file the build writes (each route's
 * page, 404.html, the promotion page, Vite's hashed assets of every kind,
 * the pictures of public/, bridge-contract.json, the sandbox's worker),
 *
 * - a hashed asset is kept a year, immutable;
 * - a page is revalidated on every visit (no-cache) and carries an ETag and
 *   Last-Modified: a revalidation (If-None-Match, If-Modified-Since) is a 304
 *   without a body, a changed page a 200 with the new one;
 * - any other file gets a short max-age and the same validators;
 * - a missing file and the not-found page are never 304 and never kept long.
 */
import { createServer, request, type Server } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routesFile from '../../../schemas/routes.json' with { type: 'json' };
import { sendHosted } from '../../../scripts/sendHosted.ts';
import { IMMUTABLE, REVALIDATE, SHORT } from '../../../scripts/cacheControl.ts';

const root = join(import.meta.dirname, '..', '..', '..');
let dir: string;
let server: Server;
let base: string;

const write = (rel: string, text: string) => {
  mkdirSync(dirname(join(dir, rel)), { recursive: true });
  writeFileSync(join(dir, rel), text);
};

/** Every file under `at`, as addresses. */
const filesUnder = (at: string): string[] =>
  readdirSync(at).flatMap((name) => {
    const path = join(at, name);
    return statSync(path).isDirectory() ? filesUnder(path) : ['/' + relative(dir, path).split('\\').join('/')];
  });

// Vite's names: `<name>-<8 characters of base64url>.<ext>`, `-` and `_` included.
const hashedAssets = [
  '/assets/index-BxYz12_3.js',
  '/assets/orderDetail-Dm-vHlbC.js',
  '/assets/_virtual_form-validators-BEmxEeiR.js',
  '/assets/ImageGrid-B5umREW-.js',
  '/assets/index-C4p0Lq9z.css',
  '/assets/logo-Q1w2E3r4.svg',
  '/assets/photo-a1B2c3D4.png',
  '/assets/font-Zz9_Yy8-.woff2',
];
const pages = [...Object.keys(routesFile.routes), '/promo/'];
let otherFiles: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hosted-'));
  cpSync(join(root, 'public'), dir, { recursive: true });
  otherFiles = [...filesUnder(dir), '/bridge-contract.json', '/mockServiceWorker.js', '/assets/unhashed.js'];
  write('bridge-contract.json', '{}');
  write('mockServiceWorker.js', '// worker');
  write('assets/unhashed.js', '// no hash in its name');
  for (const asset of hashedAssets) write(asset, `/* ${asset} */`);
  write('index.html', '<!doctype html><title>home</title>');
  write('404.html', '<!doctype html><title>not found</title>');
  write('promo/index.html', '<!doctype html><title>promo</title>');
  for (const path of pages) if (path !== '/' && path !== '/promo/') write(`${path}/index.html`, `<!doctype html><title>${path}</title>`);
  server = createServer((req, res) => {
    if (!sendHosted(req, res, dir)) res.writeHead(405).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}
// node:http, not fetch: the unit setup's MSW catches every fetch.
const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((done, fail) => {
    request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => Buffer.concat(chunks).toString('utf8'),
        }),
      );
    })
      .on('error', fail)
      .end();
  });

/** The first answer, then a revalidation by each validator: both 304, without a body. */
async function revalidates(path: string) {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  const etag = first.headers.get('etag');
  const modified = first.headers.get('last-modified');
  expect(etag, `${path}: ETag`).toBeTruthy();
  expect(modified, `${path}: Last-Modified`).toBeTruthy();
  const validators: Record<string, string>[] = [{ 'If-None-Match': etag! }, { 'If-Modified-Since': modified! }];
  for (const validator of validators) {
    const again = await get(path, validator);
    expect(again.status, `${path} with ${Object.keys(validator)[0]}`).toBe(304);
    expect(await again.text(), `${path}: a 304 has no body`).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  }
  return first;
}

describe('the caching rule over a built folder', () => {
  it('finds the folder’s files (the walk sees something)', () => {
    expect(otherFiles.filter((f) => f.endsWith('.svg')).length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(10);
  });

  it.each(hashedAssets)('hashed asset %s: kept a year, immutable, with validators', async (path) => {
    const answer = await revalidates(path);
    expect(answer.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it.each(pages)('page %s: revalidated on every visit (no-cache), a 304 while unchanged', async (path) => {
    const answer = await revalidates(path);
    expect(answer.headers.get('cache-control')).toBe(REVALIDATE);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('a page changed by a deploy: the old ETag gets the new page (200), not a 304', async () => {
    const path = '/orderDetail';
    const etag = (await get(path)).headers.get('etag')!;
    const file = join(dir, 'orderDetail', 'index.html');
    write('orderDetail/index.html', '<!doctype html><title>the new deploy</title>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const again = await get(path, { 'If-None-Match': etag });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('the new deploy');
    expect(again.headers.get('etag')).not.toBe(etag);
  });

  it('every other file (pictures, favicon, bridge contract, worker, an asset without a hash): a short max-age, validators', async () => {
    for (const path of otherFiles) {
      const answer = await revalidates(path);
      expect(answer.headers.get('cache-control'), path).toBe(SHORT);
    }
  });

  it('the not-found page: status 404, no-cache, sent whole even to a validator', async () => {
    const first = await get('/no-such-page');
    expect(first.status).toBe(404);
    expect(first.headers.get('cache-control')).toBe(REVALIDATE);
    const again = await get('/no-such-page', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('not found');
  });

  it('a missing file: a plain 404, never kept', async () => {
    const answer = await get('/assets/gone-AAAAAAAA.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('text goes gzipped to a browser that accepts it; the ETag is the same file’s either way', async () => {
    const zipped = await get('/assets/index-BxYz12_3.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/assets/index-BxYz12_3.js', { 'Accept-Encoding': 'identity' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
  });
});
