/**
 * The page's icon in its own HTML (decision 045). Linked as `/favicon.svg`, it
 * was one more request beside the app's files on slow 4G, for a picture a web
 * view never shows. As a `data:` address (0.3 KiB, allowed by img-src) it costs
 * no request; the file stays in `public/` for a browser that asks for it anyway.
 *
 * The icon draws with shapes, never with `<text>` (issue 31). The renderer
 * draws a page's icon on its main thread after the first paint, in a document
 * of its own; a letter in it meant a font lookup there, and the ₱ sign is in
 * few fonts: with `<text>₱</text>` in Arial bold that task took 14–44 ms on
 * this machine with no throttling, often the longest task after the first
 * paint (×4 in Lighthouse's mobile figure, past its 50 ms line), and a
 * phone without the sign would have shown a box. The build stops in words on
 * an icon with text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The icon link of the pages' HTML (index.html), whatever else it says: its `href` is what changes. */
const LINK = /(<link\b[^>]*\brel="icon"[^>]*\bhref=")\/favicon\.svg("[^>]*>)/;

/** `html` with its `/favicon.svg` link pointing at the same picture as a `data:` address (`publicDir`: the site's public/). */
export function inlineIcon(html: string, publicDir: string): string {
  const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim();
  if (/<text\b/i.test(svg))
    throw new Error(
      `${join(publicDir, 'favicon.svg')} writes a letter with <text>: every page would look up a font to draw its icon after the first paint ` +
        '(a long task on a phone), and a phone without that letter shows a box. Draw it as a <path> instead (scripts/pageIcon.ts says why).',
    );
  return html.replace(LINK, (_all, before: string, after: string) => `${before}data:image/svg+xml,${encodeURIComponent(svg)}${after}`);
}
