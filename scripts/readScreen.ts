/**
 * Screen documents read from disk the way the app draws them: with the
 * shared parts they use filled in (renderer/expandParts.ts, the one place
 * that does it). The build's virtual modules, the schema check, the bench
 * and the tests read screens through here; the app loads the same files
 * through Vite (app/screens.ts) and expands them with the same function.
 * Plain Node (no Vite, no app code), so the Playwright suites can use it too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandParts } from '../renderer/index.ts';
import type { PartDoc, ScreenDoc } from '../renderer/index.ts';

const ROOT = join(import.meta.dirname, '..');

const jsonNames = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => f.replace(/\.json$/, ''))
    : [];

/** The ids of schemas/screens/*.json, sorted. */
export function screenIdsIn(root: string = ROOT): string[] {
  return jsonNames(join(root, 'schemas', 'screens'));
}

/** Every part of schemas/parts/, by name (a file that is not JSON is left out: the schema check reports it). */
export function readParts(root: string = ROOT): { [name: string]: PartDoc } {
  const out: { [name: string]: PartDoc } = {};
  for (const name of jsonNames(join(root, 'schemas', 'parts'))) {
    try {
      out[name] = JSON.parse(readFileSync(join(root, 'schemas', 'parts', `${name}.json`), 'utf8')) as PartDoc;
    } catch {
      // Reported by npm run check with the file and the JSON error.
    }
  }
  return out;
}

/** schemas/screens/<id>.json with its parts filled in (pass `parts` when reading many screens). */
export function readScreen(id: string, root: string = ROOT, parts: { [name: string]: PartDoc } = readParts(root)): ScreenDoc {
  const raw = JSON.parse(readFileSync(join(root, 'schemas', 'screens', `${id}.json`), 'utf8')) as ScreenDoc;
  return expandParts(raw, parts);
}

/** The files a screen document is made of: its own and the parts it uses (what a dev server watches). */
export function screenSourceFiles(id: string, root: string = ROOT): string[] {
  const file = join(root, 'schemas', 'screens', `${id}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as ScreenDoc;
  return [file, ...(raw.uses ?? []).map((name) => join(root, 'schemas', 'parts', `${name}.json`))];
}
