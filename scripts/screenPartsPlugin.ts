/**
 * `virtual:screen-parts`: screen id → the shared parts it uses
 * (schemas/parts/<name>.json), read at build time. A page then fetches its
 * screen document and its parts side by side (app/screens.ts), instead of
 * reading the document first to learn which parts to fetch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ScreenDoc } from '../renderer/index.ts';
import { partNames } from '../renderer/index.ts';
import { screenIdsIn } from './readScreen.ts';

const ID = 'virtual:screen-parts';
const RESOLVED = '\0' + ID;

export function screenPartsTable(root: string): Record<string, string[]> {
  return Object.fromEntries(
    screenIdsIn(root).map((id) => [id, partNames(JSON.parse(readFileSync(join(root, 'schemas', 'screens', `${id}.json`), 'utf8')) as ScreenDoc)]),
  );
}

export function screenParts(root: string): Plugin {
  return {
    name: 'screen-parts',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // Read at build time (and at each dev-server load); an edited screen's own list is read from it at run time too.
      return `export default ${JSON.stringify(screenPartsTable(root))};`;
    },
  };
}
