/**
 * dist/.vite/widget-files.json: which built file holds each widget's code (widget name → `assets/…`). The build
 * groups the shared widgets into a few files (scripts/firstPaintChunks.ts, scripts/widgetGroups.ts), and Vite's
 * manifest names a grouped file but not what is in it; the prerender reads this to link a route's widget files
 * (scripts/routePreloads.ts).
 */
import type { Plugin } from 'vite';

export const WIDGET_FILES = '.vite/widget-files.json';

const WIDGET_MODULE = /[\\/]widgets[\\/](?:form[\\/])?([A-Z]\w*)\.tsx$/;

export function widgetFiles(): Plugin {
  return {
    name: 'widget-files',
    // The builds with a manifest (production and e2e): the ones the prerender links.
    apply: (config, { command }) => command === 'build' && Boolean(config.build?.manifest),
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of Object.keys(chunk.modules)) {
          const name = WIDGET_MODULE.exec(id)?.[1];
          if (name) files[name] = chunk.fileName;
        }
      }
      const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
      this.emitFile({ type: 'asset', fileName: WIDGET_FILES, source: `${JSON.stringify(sorted, null, 2)}\n` });
    },
  };
}
