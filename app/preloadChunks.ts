/**
 * The chunks a route's first render needs, where the build could not link
 * them in the HTML's <head> (scripts/pageLinks.ts, decision 037):
 *
 * - a static page's (`data-preload` on #root) are asked for right after the
 *   first paint, all at once: its HTML is its content, and as early links they
 *   would compete with the stylesheet for that paint (decision 036);
 * - the opened promotion page's own (`data-preload-routes`, known by the hash
 *   route only here) are asked for at once, at low priority, as the <head>
 *   links of a page the app draws: that page shows nothing of its own before
 *   they have run.
 */
import { afterFirstPaint } from './afterFirstPaint.ts';

const CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * The files of one route of an entry that serves several from one HTML (the
 * promotion pages, routed after the `#`): `data-preload-routes` holds
 * `<route>=<files>` pairs split by `;`, and only the opened route's are linked,
 * so the download page does not fetch the register form's code.
 */
function routeFiles(root: HTMLElement | null, route: string | undefined): string[] {
  if (route === undefined) return [];
  for (const pair of (root?.dataset.preloadRoutes ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === route) return pair.slice(at + 1).split(' ');
  }
  return [];
}

function link(doc: Document, files: string[], low: boolean): void {
  for (const href of files) {
    const tag = doc.createElement('link');
    tag.rel = 'modulepreload';
    tag.crossOrigin = '';
    if (low) tag.setAttribute('fetchpriority', 'low');
    tag.href = href;
    doc.head.appendChild(tag);
  }
}

export function preloadChunks(root: HTMLElement | null, doc: Document = document, route?: string): void {
  const chunks = (files: string[]) => files.filter((f) => CHUNK.test(f));
  const own = chunks(routeFiles(root, route));
  if (own.length) link(doc, own, true);
  const page = chunks((root?.dataset.preload ?? '').split(' '));
  if (page.length) void afterFirstPaint(doc.defaultView ?? window).then(() => link(doc, page, false));
}
