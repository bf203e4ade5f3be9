/**
 * `virtual:screen-widgets`: screen id → the widgets it can draw
 * (app/screenWidgets.ts), worked out at build time. A page then fetches its
 * screen document and its widgets' code side by side, instead of reading the
 * document first to learn which widgets to fetch.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ScreenDoc } from '../renderer/types';
import { screenWidgets } from '../app/screenWidgets';

const ID = 'virtual:screen-widgets';
const RESOLVED = '\0' + ID;

export function screenWidgetsTable(root: string): Record<string, string[]> {
  const dir = join(root, 'schemas', 'screens');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [f.replace(/\.json$/, ''), screenWidgets(JSON.parse(readFileSync(join(dir, f), 'utf8')) as ScreenDoc)]),
  );
}

export function screenWidgetsManifest(root: string): Plugin {
  return {
    name: 'screen-widgets',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // Read at build time (and at each dev-server load); an edited screen's own list is read from it at run time too.
      return `export default ${JSON.stringify(screenWidgetsTable(root))};`;
    },
  };
}
