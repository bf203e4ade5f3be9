/**
 * The stylesheet in the page, where the page still arrives in one round trip (decision 046, issue 31).
 *
 * A page on slow 4G comes over a new connection: TCP sends the first 10 segments (RFC 6928's initial window,
 * 14,600 bytes) before it waits for an answer. A data screen's HTML is about 7 KB gzipped and its stylesheet about
 * 5 KB, so both fit in that first window, headers included. Linked, the stylesheet takes the page's warm connection
 * and the app's file goes on a new one; in the page, it costs no request, the page paints as soon as it is parsed,
 * and the app's file has the warm connection to itself.
 *
 * A page that would no longer fit (the site pages, with their text) keeps the link: there the stylesheet would
 * cost the HTML a second round trip (decision 045 measured `/About` 140 ms slower).
 *
 * A stylesheet with an `@import` or a relative `url()` keeps its link too: in the page, the address would be read
 * against the page's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSETS } from './builtCode.ts';

/** TCP's initial congestion window (RFC 6928): 10 segments of 1,460 bytes. */
export const FIRST_WINDOW = 10 * 1460;

/** The headers besides the build's own (Content-Type, Content-Encoding, Cache-Control, Date, ETag, Vary, a host's Server): room kept for them. */
export const OTHER_HEADERS = 400;

/** The bytes a response's headers take: `name: value` and a line end each. */
export const headerBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, OTHER_HEADERS);

const LINK = new RegExp(`<link rel="stylesheet"[^>]*\\shref="/${ASSETS}/([\\w.-]+\\.css)"[^>]*>`, 'g');

/**
 * Addresses that mean the same in the page as in the stylesheet: `data:`, from the site's root (`/…`, `//…`) or whole
 * (`https:`). A relative one (`logo.svg`, `../img/a.png`) would be read against the page's address instead.
 */
const SAME_IN_PAGE = /^(data:|\/|https?:)/i;

/** No `@import`, and every `url()` means the same in the page: else the stylesheet keeps its link. */
const standsAlone = (css: string) =>
  !/@import/i.test(css) && [...css.matchAll(/url\(\s*["']?([^"')]*)/gi)].every(([, address]) => SAME_IN_PAGE.test(address.trim()));

/**
 * `html` with its stylesheets written into it, if the page then still fits `budget` bytes gzipped (the first
 * window less its headers); else `html` as it is.
 */
export function styleInPage(html: string, dist: string, budget: number): string {
  const styled = html.replace(LINK, (link, file: string) => {
    const path = join(dist, ASSETS, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    return standsAlone(css) && !/<\/style/i.test(css) ? `<style>${css}</style>` : link;
  });
  return styled !== html && gzipSync(styled).length <= budget ? styled : html;
}
