/**
 * Shared long content (legal texts) lives once in schemas/content/<name>.json;
 * a screen's copy points at it with {"$content": "<name>"}. The loader of the
 * app, the test harness and the schema check resolve it the same way.
 */
import type { Json, ScreenDoc } from './types';

function contentRef(value: Json): string | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$content' && typeof value.$content === 'string') return value.$content;
  }
  return null;
}

/** The content names a screen's copy refers to. */
export function contentNames(doc: ScreenDoc): string[] {
  return Object.values(doc.copy ?? {})
    .map(contentRef)
    .filter((n): n is string => n !== null);
}

/** The screen with every {"$content": name} in its copy replaced by `content[name]` (null when missing). */
export function withContent(doc: ScreenDoc, content: Record<string, Json>): ScreenDoc {
  if (!doc.copy || !contentNames(doc).length) return doc;
  const copy = Object.fromEntries(
    Object.entries(doc.copy).map(([key, value]) => {
      const name = contentRef(value);
      return [key, name === null ? value : content[name] ?? null];
    }),
  );
  return { ...doc, copy };
}
