/**
 * dist/.vite/module-files.json: which built file holds each of the app's modules (its path in the repository →
 * `assets/…`). The build groups modules into files (scripts/firstPaintChunks.ts: the shared widgets in a few, the
 * rest of a route's first render in one per set of screens), and Vite's manifest names a grouped file but not what
 * is in it; the prerender reads this to link the files of a route's screen, parts, widgets and features
 * (scripts/routePreloads.ts). Packages and virtual modules are left out.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const MODULE_FILES = '.vite/module-files.json';

export function moduleFiles(): Plugin {
  let root = process.cwd();
  return {
    name: 'module-files',
    // The builds with a manifest (production and e2e): the ones the prerender links.
    apply: (config, { command }) => command === 'build' && Boolean(config.build?.manifest),
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of Object.keys(chunk.modules)) {
          if (id.startsWith('\0') || id.includes('node_modules') || !id.startsWith(root)) continue;
          // A module asked for with a query (the live preview's `?raw` copy of a screen) is another module: its own key.
          files[relative(root, id).replace(/\\/g, '/')] = chunk.fileName;
        }
      }
      const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
      this.emitFile({ type: 'asset', fileName: MODULE_FILES, source: `${JSON.stringify(sorted, null, 2)}\n` });
    },
  };
}
