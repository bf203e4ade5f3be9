/**
 * How a route's HTML asks for the code of its first render (decision 037).
 *
 * - A page whose HTML is its content (a static page: the site, the legal
 *   pages) has nothing to wait for, and its code must not share the
 *   connection with that first paint: the list goes on #root as
 *   `data-preload`, and the entry links it once the page has painted
 *   (app/preloadChunks.ts, decision 036).
 * - A page the app draws (a data screen's loading state, the app's loader)
 *   shows its content only once that code has run: the HTML links it in its
 *   `<head>` at once, at low priority, so it downloads beside the entry
 *   instead of a round trip after it, and the stylesheet and the entry still
 *   come first for the loader's paint.
 */
export interface PageLinks {
  /** `<link>` tags for the end of the `<head>`. */
  head: string;
  /** The ` data-preload="…"` attribute for #root, or ''. */
  rootAttribute: string;
}

export function pageLinks(whole: boolean, files: readonly string[]): PageLinks {
  if (!files.length) return { head: '', rootAttribute: '' };
  if (whole) return { head: '', rootAttribute: ` data-preload="${files.join(' ')}"` };
  return { head: files.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`).join(''), rootAttribute: '' };
}
