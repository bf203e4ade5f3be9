/**
 * Vite wraps every dynamic import of a browser build in its preload helper (`vite/preload-helper.js`): it links
 * the import's files and stylesheets first and announces a failure as a `vite:preloadError` event. With Vite's
 * module preloading off (`modulePreload: false`, decision 036), the only files left for it to link are
 * stylesheets, and the product's one stylesheet is already linked in every page's `<head>` (the entries import
 * it), or written into the page (scripts/pageStyle.ts). So the helper had nothing left to do, yet its 0.65 KiB (gzip) sat in `start`, before every page's first
 * content (issue 31). Where Vite's preloading is off, it is replaced by the call itself: a failed import rejects
 * as the import does (the app shows its error page, app/bootFailed.ts and ScreenRoute), and nothing listens for
 * `vite:preloadError`.
 *
 * The build fails if a stylesheet would then never load: one that only a lazily loaded file imports (no page
 * links it), which the helper would have linked.
 */
import type { Plugin, Rolldown } from 'vite';
import { vitePreloadingOff } from './entryPreloadsPlugin.ts';

/** Vite's id of its helper module. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** What the helper becomes: the import, and nothing else (the files it names are linked by the page). */
export const LEAN_HELPER = 'export const __vitePreload = (load) => load();';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;

/**
 * A stylesheet's name → the chunk that imports it, for each stylesheet some page may load a file of without linking
 * it: a chunk an entry reaches (through its imports, lazy ones included) whose stylesheet is not imported by the
 * entry's own static imports, the ones Vite links in that entry's HTML. Per entry: the preview's stylesheet, linked by
 * its own page, does not count for a product page.
 */
export function unlinkedStylesheets(bundle: Bundle): Record<string, string> {
  const chunkOf = (fileName: string) => (bundle[fileName]?.type === 'chunk' ? (bundle[fileName] as Rolldown.OutputChunk) : undefined);
  const reach = (from: string, lazy: boolean): Rolldown.OutputChunk[] => {
    const seen = new Map<string, Rolldown.OutputChunk>();
    const visit = (fileName: string) => {
      const chunk = chunkOf(fileName);
      if (!chunk || seen.has(fileName)) return;
      seen.set(fileName, chunk);
      chunk.imports.forEach(visit);
      if (lazy) chunk.dynamicImports.forEach(visit);
    };
    visit(from);
    return [...seen.values()];
  };
  const unlinked: Record<string, string> = {};
  for (const entry of Object.values(bundle)) {
    if (entry.type !== 'chunk' || !entry.isEntry) continue;
    const linked = new Set(reach(entry.fileName, false).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
    for (const chunk of reach(entry.fileName, true))
      for (const css of chunk.viteMetadata?.importedCss ?? []) if (!linked.has(css)) unlinked[css] = chunk.fileName;
  }
  return unlinked;
}

export function leanPreloadHelper(): Plugin {
  return {
    name: 'lean-preload-helper',
    enforce: 'pre',
    apply: vitePreloadingOff,
    load(id) {
      return id === PRELOAD_HELPER ? LEAN_HELPER : undefined;
    },
    generateBundle(_options, bundle) {
      const unlinked = Object.entries(unlinkedStylesheets(bundle as Bundle));
      if (unlinked.length)
        this.error(
          `${unlinked.map(([css, chunk]) => `${css} (imported by ${chunk})`).join(', ')}: a stylesheet only a lazily loaded file imports is never ` +
            `linked, since Vite's preload helper is off (scripts/leanPreloadHelper.ts). Import it from the entry's code (app/main.tsx), as widgets/widgets.css is.`,
        );
    },
  };
}
