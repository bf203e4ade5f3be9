/**
 * A screen document in one language. Documents keep their copy per language
 * (`"copy": {"en": {...}, "fil": {...}}`, the same in schemas/copy.json);
 * the engine reads one flat copy (`{"var": "copy.title"}`), so a screen is
 * localized before it is drawn:
 *
 * - copy: the language's texts over the market's default language's (a text
 *   missing in one language shows in the default one instead of nothing;
 *   `npm run check` reports it), then the market profile's own wording for
 *   this screen on top (the `seed` profile's Chinese and Indonesian texts);
 * - constants, forms and table answers: `{"var": "copy.key"}` inside them
 *   is filled in, so a bank-form message, a form's label or a status
 *   button's label is written once, in the copy, in every language.
 *
 * Settings are not read here: `{"var": "config.…"}` in those values is left
 * for the context, which reads it from the settings the screen runs with
 * (renderer/settingsIn.ts), as every expression does.
 *
 * Pure: the same document, language and market wording give the same screen.
 */
import { copyLanguages } from './content.ts';
import type { DecisionTable, Json, JsonObject, ScreenDoc } from './types.ts';
import { isObject } from './isObject.ts';
import { fillNamed } from './fillNamed.ts';

export interface LocalizeOptions {
  lang: string;
  /** The market's default language: texts missing in `lang` come from it. */
  fallback: string;
  /** The market profile's wording for this screen (over every language). */
  overlay?: Json;
}

/** One language of a copy catalogue: its texts over the fallback language's, the overlay on top. */
export function localizeCopy(byLanguage: unknown, lang: string, fallback: string, overlay?: Json): JsonObject {
  const languages = isObject(byLanguage) ? copyLanguages({ copy: byLanguage }) : {};
  return { ...(languages[fallback] ?? {}), ...(languages[lang] ?? {}), ...(isObject(overlay) ? overlay : {}) };
}

export function localizeScreen(doc: ScreenDoc, options: LocalizeOptions): ScreenDoc {
  // Localizing twice is a no-op; into another language it is a mistake of the caller, not a page without text.
  if (doc.lang !== undefined) {
    if (doc.lang === options.lang) return doc;
    throw new Error(`Screen "${doc.id}" is already in "${doc.lang}"; localize the document as written to get "${options.lang}"`);
  }
  const copy = localizeCopy(doc.copy, options.lang, options.fallback, options.overlay);
  const fill = <T>(v: T): T => fillNamed(v as Json, 'copy', copy) as T;
  const out: ScreenDoc = { ...doc, copy, lang: options.lang };
  if (doc.constants) out.constants = fill(doc.constants);
  if (doc.forms) out.forms = fill(doc.forms);
  if (doc.tables) {
    out.tables = Object.fromEntries(
      Object.entries(doc.tables).map(([name, table]): [string, DecisionTable] => [
        name,
        {
          ...table,
          rows: table.rows.map((row) => ({ ...row, then: fill(row.then) })),
          ...(table.else !== undefined ? { else: fill(table.else) } : {}),
        },
      ]),
    );
  }
  return out;
}
