/**
 * The chunks a route's first render needs (the build writes them on #root as
 * `data-preload`, scripts/prerender.tsx) are asked for right after the first
 * paint, all at once: the screen document and its widgets then arrive beside
 * React instead of after it. Not before the first paint: as early links they
 * would compete with the stylesheet for it.
 */
import { afterFirstPaint } from './afterFirstPaint';

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

export function preloadChunks(root: HTMLElement | null, doc: Document = document, route?: string): void {
  const files = [...(root?.dataset.preload ?? '').split(' '), ...routeFiles(root, route)].filter((f) => CHUNK.test(f));
  if (!files.length) return;
  void afterFirstPaint(doc.defaultView ?? window).then(() => {
    for (const href of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
  });
}
