/**
 * How a host serves the built folder (docs/hosting.md), in one place: the
 * preview server (`npm run preview`, the e2e server) and the bench's stand-in
 * use this same rule, so what the figures and the tests see is what a host
 * following docs/hosting.md serves.
 *
 * - a file that exists is served as is (assets, pictures, bridge-contract.json);
 * - `/<path>` and `/<path>/` serve `<dir>/<path>/index.html` where it exists
 *   (every route's prerendered page: its shell or, for static pages, all of it);
 * - `/` serves `<dir>/index.html`, `/promo/` `<dir>/promo/index.html`;
 * - any other address without a file extension serves `<dir>/404.html` (the
 *   not-found page, prerendered) with status 404;
 * - anything else (a missing .js or picture) is a plain 404.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export interface HostedFile {
  /** Absolute path of the file to send, or null for a plain 404. */
  file: string | null;
  status: 200 | 404;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export function hostedFile(dir: string, pathname: string): HostedFile {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { file: null, status: 404 };
  }
  const rel = normalize(decoded).replace(/^([/\\]*\.\.[/\\])+/, '');
  const direct = join(dir, rel);
  // Never outside the folder (../ in the address).
  if (direct !== dir && !direct.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return { file: null, status: 404 };
  if (isFile(direct)) return { file: direct, status: 200 };
  const index = join(direct, 'index.html');
  if (isFile(index)) return { file: index, status: 200 };
  if (/\.[a-z0-9]+$/i.test(rel)) return { file: null, status: 404 };
  const notFound = join(dir, '404.html');
  // A build without its not-found page (an old dist/): the app's page routes in the browser.
  return isFile(notFound) ? { file: notFound, status: 404 } : { file: join(dir, 'index.html'), status: 200 };
}
