/** A screen document from schemas/screens/, with its {"$content"} references filled in (tests, prerender). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentNames, withContent } from '../../renderer/content';
import type { Json, ScreenDoc } from '../../renderer/types';

const root = join(import.meta.dirname, '..', '..');

export function loadScreenDoc(id: string): ScreenDoc {
  const doc = JSON.parse(readFileSync(join(root, 'schemas', 'screens', `${id}.json`), 'utf8')) as ScreenDoc;
  const content = Object.fromEntries(
    contentNames(doc).map((n) => [n, JSON.parse(readFileSync(join(root, 'schemas', 'content', `${n}.json`), 'utf8')) as Json]),
  );
  return withContent(doc, content);
}
