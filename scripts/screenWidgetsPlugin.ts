/**
 * `virtual:screen-widgets`: screen id → the widgets it can draw
 * (app/screenWidgets.ts), worked out at build time. A page then fetches its
 * screen document and its widgets' code side by side, instead of reading the
 * document first to learn which widgets to fetch.
 */
import type { Plugin } from 'vite';
import { screenWidgets } from '../app/screenWidgets.ts';
import { readParts, readScreen, screenIdsIn } from './readScreen.ts';

const ID = 'virtual:screen-widgets';
const RESOLVED = '\0' + ID;

export function screenWidgetsTable(root: string): Record<string, string[]> {
  // With their parts: a fragment's widgets are the screen's too.
  const parts = readParts(root);
  return Object.fromEntries(screenIdsIn(root).map((id) => [id, screenWidgets(readScreen(id, root, parts))]));
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
