/**
 * Shared long content (legal texts, About us) lives once in
 * schemas/content/<name>.json, one entry per language; a screen's copy points
 * at it with {"$content": "<name>"} in each language. The loader of the app,
 * the test harness and the schema check resolve it the same way.
 *
 * A language may keep the body of another one (a legal text binding in
 * English only): `{"title": …, "updated": …, "bodyIn": "en", "bodyNote": …,
 * "headings": {sectionId: heading}}` takes the sections of `bodyIn` with
 * this language's headings, and says in which language the body is
 * (`bodyLanguage`, so the page can mark it for screen readers).
 */
import type { Json, JsonObject, ScreenDoc } from './types.ts';
import { isObject } from './isObject.ts';

function contentRef(value: Json): string | null {
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$content' && typeof value.$content === 'string') return value.$content;
  }
  return null;
}

/** The copy of each language of a screen document ({} when there is none). */
export function copyLanguages(doc: Pick<ScreenDoc, 'copy'>): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(doc.copy ?? {}).filter((e): e is [string, JsonObject] => isObject(e[1])));
}

/** The content names a screen's copy refers to, in any language. */
export function contentNames(doc: ScreenDoc): string[] {
  const names = Object.values(copyLanguages(doc)).flatMap((copy) => Object.values(copy).map(contentRef));
  return [...new Set(names.filter((n): n is string => n !== null))];
}

/** One language of a content file, with a borrowed body filled in; null when the language is missing. */
export function contentIn(file: Json | undefined, lang: string): JsonObject | null {
  if (!isObject(file)) return null;
  const entry = file[lang];
  if (!isObject(entry)) return null;
  const { bodyIn, headings, ...own } = entry;
  if (typeof bodyIn !== 'string') return entry;
  const body = file[bodyIn];
  const names = isObject(headings) ? headings : {};
  const sections = isObject(body) && Array.isArray(body.sections) ? body.sections : [];
  return {
    ...own,
    bodyLanguage: bodyIn,
    sections: sections.map((s) => (isObject(s) && typeof names[String(s.id)] === 'string' ? { ...s, heading: names[String(s.id)] } : s)),
  };
}

/**
 * The screen with every {"$content": name} in its copy replaced by that
 * content in the copy's language (null when the file or the language is missing).
 */
export function withContent(doc: ScreenDoc, content: Record<string, Json>): ScreenDoc {
  if (!contentNames(doc).length) return doc;
  const copy = Object.fromEntries(
    Object.entries(copyLanguages(doc)).map(([lang, texts]) => [
      lang,
      Object.fromEntries(
        Object.entries(texts).map(([key, value]) => {
          const name = contentRef(value);
          return [key, name === null ? value : contentIn(content[name], lang)];
        }),
      ),
    ]),
  );
  return { ...doc, copy };
}
