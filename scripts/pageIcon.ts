/**
 * The page's icon in its own HTML (decision 045). Linked as `/favicon.svg`, it
 * was one more request beside the app's files on slow 4G, for a picture a web
 * view never shows. As a `data:` address (0.3 KiB, allowed by img-src) it costs
 * no request; the file stays in `public/` for a browser that asks for it anyway.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The icon link of the pages' HTML (index.html), whatever else it says: its `href` is what changes. */
const LINK = /(<link\b[^>]*\brel="icon"[^>]*\bhref=")\/favicon\.svg("[^>]*>)/;

/** `html` with its `/favicon.svg` link pointing at the same picture as a `data:` address (`publicDir`: the site's public/). */
export function inlineIcon(html: string, publicDir: string): string {
  const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
  return html.replace(LINK, (_all, before: string, after: string) => `${before}data:image/svg+xml,${encodeURIComponent(svg)}${after}`);
}
