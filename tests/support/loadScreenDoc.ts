/** A screen document from schemas/screens/, with its {"$content"} references filled in (tests, prerender). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentNames, withContent } from '../../renderer/content';
import type { Json, ScreenDoc } from '../../renderer/types';
import appCopy from '../../schemas/copy.json';

const root = join(import.meta.dirname, '..', '..');

export function loadScreenDoc(id: string): ScreenDoc {
  const doc = JSON.parse(readFileSync(join(root, 'schemas', 'screens', `${id}.json`), 'utf8')) as ScreenDoc;
  const content = Object.fromEntries(
    contentNames(doc).map((n) => [n, JSON.parse(readFileSync(join(root, 'schemas', 'content', `${n}.json`), 'utf8')) as Json]),
  );
  return withContent(doc, content);
}

/**
 * Every screen document of schemas/screens/, by file name: suites that cover
 * each screen find a new one without code. (Read from disk, not through
 * app/screens.ts, whose import.meta.glob needs Vite: scripts/prerender.tsx
 * imports this file under plain Node.)
 */
export function loadAllScreenDocs(): ScreenDoc[] {
  return readdirSync(join(root, 'schemas', 'screens'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => loadScreenDoc(f.replace(/\.json$/, '')));
}

/** What a person reads for a copy key on this screen: the screen's own wording, else the app's (schemas/copy.json). */
export function screenCopy(screen: ScreenDoc, key: string): string {
  const own = screen.copy?.[key];
  return typeof own === 'string' ? own : (appCopy as Record<string, string>)[key];
}
