/**
 * The Content-Security-Policy the production pages run under: served by
 * `npm run preview` and by the e2e server (so the whole Playwright suite runs
 * under it), printed for the real host by `npm run csp`.
 *
 * No 'unsafe-eval' (form validators and the screen validator are precompiled,
 * json-logic interprets without eval) and no inline script but the pages' own:
 * the entry's code is in each page (scripts/inlineEntry.ts), allowed by its
 * hash, which the build writes (`.vite/inline-scripts.json`, readScriptHashes);
 * a host takes the header from `npm run csp` after each build. Styles
 * allow 'unsafe-inline' because prerendered HTML carries React's style
 * attributes. Frames follow the URL check of schemas/config.json. Only the
 * site itself may frame a page (frame-ancestors, and X-Frame-Options for
 * old web views that ignore it).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../schemas/config.json' with { type: 'json' };

interface Options {
  /** The API base (VITE_API_BASE): its origin joins connect-src when it is another site. */
  apiBase?: string;
  /** Where the browser reports a violation (the e2e server collects them). */
  reportUri?: string;
  /** The URL check frames follow (default: schemas/config.json). */
  urlCheck?: UrlCheck;
  /** The hashes (`'sha256-…'`) of the scripts the built pages carry in themselves (readScriptHashes). */
  scriptHashes?: string[];
}

interface UrlCheck {
  schemes: string[];
  allowedHosts: string[];
}

/** Frame sources from the URL check: its allowed hosts over its schemes, or any host of those schemes. */
function frameSources({ schemes, allowedHosts }: UrlCheck): string[] {
  if (!allowedHosts.length) return schemes;
  return allowedHosts.flatMap((host) => schemes.map((scheme) => `${scheme}//${host}`));
}

/** Where the build lists the hashes of the scripts its pages carry in themselves (scripts/inlineEntry.ts writes it). */
export const INLINE_SCRIPTS = '.vite/inline-scripts.json';

/** A script's source for `script-src`: `'sha256-…'` of its text exactly as the page carries it. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Lists the hashes of the scripts a build's pages carry (the prerender: the entries, the import maps). */
export function writeScriptHashes(dist: string, scripts: Iterable<string>): void {
  writeFileSync(join(dist, INLINE_SCRIPTS), `${JSON.stringify([...new Set([...scripts].map(scriptHash))].sort(), null, 2)}\n`);
}

/** The hashes of the scripts a build's pages carry (written by the prerender), or none for a folder without them. */
export function readScriptHashes(dist: string): string[] {
  const file = join(dist, INLINE_SCRIPTS);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

export function contentSecurityPolicy({ apiBase = '', reportUri, urlCheck = config.urlCheck as UrlCheck, scriptHashes = [] }: Options = {}): string {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product logos, channel images and QR codes come from the server's hosts; previews of chosen photos are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    'frame-src': ["'self'", ...frameSources(urlCheck)],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Clickjacking: no other site may put a page (register, confirm loan) in an invisible frame and
    // trick taps. 'self' keeps the live preview, which frames the app from the same site, working.
    'frame-ancestors': ["'self'"],
  };
  if (reportUri) directives['report-uri'] = [reportUri];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers a build's pages need: securityHeaders() with the hashes of the scripts that build's pages carry. */
export function builtSecurityHeaders(dist: string, options: Omit<Options, 'scriptHashes'> = {}): Record<string, string> {
  return securityHeaders({ ...options, scriptHashes: readScriptHashes(dist) });
}

/** For old web views that do not know frame-ancestors: the same rule, only this site may frame a page. */
export const FRAME_OPTIONS = 'SAMEORIGIN';

/** Every header the real host sends with every page (docs/hosting.md). */
export function securityHeaders(options: Options = {}): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(options), 'X-Frame-Options': FRAME_OPTIONS };
}

/** Headers whose Content-Security-Policy (if any) also allows the scripts of these hashes: the preview's policy, for the build it serves. */
export function withScriptHashes(headers: Record<string, string>, scriptHashes: string[]): Record<string, string> {
  const policy = headers['Content-Security-Policy'];
  if (!policy || !scriptHashes.length) return headers;
  const directives = policy.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.startsWith('script-src '));
  if (at < 0) throw new Error('withScriptHashes: the policy has no script-src to add the hashes to.');
  directives[at] = [directives[at], ...scriptHashes.filter((hash) => !directives[at].split(' ').includes(hash))].join(' ');
  return { ...headers, 'Content-Security-Policy': directives.join('; ') };
}
