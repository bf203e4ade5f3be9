/**
 * How long a browser (a web view opened again) may keep each file of the built
 * folder (docs/hosting.md), in one place: scripts/sendHosted.ts applies it in
 * `npm run preview`, the e2e server and the bench's stand-in.
 *
 * - `/assets/<name>-<hash>.<ext>`: Vite names every file it emits there after
 *   its content, so a changed file is a new address: kept a year, never
 *   revalidated (`immutable`: a reload does not ask again either);
 * - pages (every route's index.html, 404.html): `no-cache`, i.e. kept but
 *   revalidated on every visit, so a new deploy is seen at once; the answer
 *   carries an ETag and Last-Modified, so an unchanged page costs a 304;
 * - anything else (pictures, the favicon, bridge-contract.json): their names
 *   stay across deploys, so a short max-age: a changed picture shows within
 *   the hour, and a second visit within it asks for nothing.
 */
import { basename, relative, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=3600';

/** Vite's content hash: `-` and 8 characters of base64url before the extension (index-BxYz12_3.js). */
const HASHED = /-[\w-]{8}\.[a-z0-9]+$/i;

/** The Cache-Control of `file` (an absolute path inside `dir`) as served from `dir`. */
export function cacheControl(dir: string, file: string): string {
  if (file.endsWith('.html')) return REVALIDATE;
  const rel = relative(dir, file).split(sep);
  if (rel.length === 2 && rel[0] === 'assets' && HASHED.test(basename(file))) return IMMUTABLE;
  return SHORT;
}
