/**
 * The chunks a route's first render needs (the build writes them on #root as
 * `data-preload`, scripts/prerender.tsx) are asked for right after the first
 * paint, all at once: the screen document and its widgets then arrive beside
 * React instead of after it. Not before the first paint: as early links they
 * would compete with the stylesheet for it.
 */
const CHUNK = /^\/assets\/[\w.-]+\.js$/;

export function preloadChunks(root: HTMLElement | null, doc: Document = document): void {
  const files = (root?.dataset.preload ?? '').split(' ').filter((f) => CHUNK.test(f));
  if (!files.length) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of files) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        doc.head.appendChild(link);
      }
    }, 0),
  );
}
