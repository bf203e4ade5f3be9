/**
 * Answers a request for the built folder the way docs/hosting.md says a host
 * should, for every server that serves it (`npm run preview` and the e2e
 * server through scripts/hostingPlugin.ts, the bench's stand-in): which file
 * (scripts/hostingRule.ts), how long it may be kept (scripts/cacheControl.ts),
 * with an ETag and Last-Modified, and a 304 when the browser's copy is still
 * the file (If-None-Match, else If-Modified-Since), so a second visit
 * revalidates its page for the price of a round trip and takes the rest from
 * its cache. Text is gzipped when the browser accepts it, as a real host does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControl } from './cacheControl.ts';
import { hostedFile } from './hostingRule.ts';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const compressible = (type: string) => /^(text\/|application\/(json|manifest)|image\/svg)/.test(type);

interface Prepared {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
}
/** Read, hashed and gzipped once per version of a file (a server answers the same chunks again and again). */
const prepared = new Map<string, Prepared>();

function prepare(file: string, type: string): Prepared {
  const { mtimeMs, size } = statSync(file);
  const known = prepared.get(file);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
  const body = readFileSync(file);
  // Weak: the gzipped and the plain answer are the same file (RFC 9110 8.8.1).
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  const made = { mtimeMs, size, body, gzip: compressible(type) ? gzipSync(body) : null, etag };
  prepared.set(file, made);
  return made;
}

/** The browser's copy is still this file: If-None-Match decides when sent (RFC 9110 13.2.2), else If-Modified-Since. */
export function notModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return match.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

export interface SendHostedOptions {
  /** Extra headers of an answer (the Content-Security-Policy of a page…), by address and file. */
  headers?: (pathname: string, file: string) => Record<string, string> | undefined;
}

/** Answers `req` from `dir` by the hosting rule; false when the method is not GET or HEAD (left to the caller). */
export function sendHosted(req: IncomingMessage, res: ServerResponse, dir: string, options: SendHostedOptions = {}): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const { file, status } = hostedFile(dir, pathname);
  if (!file) {
    // A missing file (an old chunk, a mistyped picture) is a plain 404, never a page, and never kept.
    const body = Buffer.from('Not found');
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { body, gzip, etag, mtimeMs } = prepare(file, type);
  const validators = {
    'Cache-Control': cacheControl(dir, file),
    ETag: etag,
    'Last-Modified': new Date(mtimeMs).toUTCString(),
    ...(gzip ? { Vary: 'Accept-Encoding' } : {}),
    ...options.headers?.(pathname, file),
  };
  // Only a found file is revalidated: the not-found page (404) is sent whole.
  if (status === 200 && notModified(req, etag, mtimeMs)) {
    res.writeHead(304, validators);
    res.end();
    return true;
  }
  const zipped = gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const out = zipped ? gzip : body;
  res.writeHead(status, {
    ...validators,
    'Content-Type': type,
    'Content-Length': out.length,
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : out);
  return true;
}
