/**
 * `dist/_headers`: the headers every page must go out with, for this build (the `_headers` format of Netlify and
 * Cloudflare Pages, which apply it as it is). The policy names the hashes of the scripts the pages carry
 * (scripts/inlineEntry.ts, scripts/routeMerge.ts), which change with the build: a host that sent an older policy would
 * block them, and the page would never start. Other hosts take the same lines from `npm run csp` (docs/hosting.md).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtSecurityHeaders } from './csp.ts';

export const HEADERS_FILE = '_headers';

/**
 * Writes `dist/_headers` from the build's script hashes (`apiBase`: the API origin the build calls, VITE_API_BASE),
 * and returns the headers it wrote: what every page goes out with.
 */
export function writeHeadersFile(dist: string, apiBase = process.env.VITE_API_BASE): Record<string, string> {
  const headers = builtSecurityHeaders(dist, { apiBase });
  writeFileSync(
    join(dist, HEADERS_FILE),
    `/*\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}\n`)
      .join('')}`,
  );
  return headers;
}
