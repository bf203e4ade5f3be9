/**
 * A table input typed by hand in the live preview, as the value the table's
 * rows compare: of the type the scenario gave the input, so "170" stays the
 * text "170" where the scenario's status is a text (rows compare with "==",
 * and "in" against a list of texts), and becomes 170 where it is a number.
 * With no value to go by, the text is read as JSON (170, true, null) and
 * otherwise kept as written.
 */
import type { Json } from '../renderer/index.ts';

export function typedInput(text: string, like: Json | undefined): Json {
  if (typeof like === 'string') return text;
  const trimmed = text.trim();
  if (typeof like === 'number') return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
  if (typeof like === 'boolean') return trimmed === 'true' ? true : trimmed === 'false' ? false : text;
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    return text;
  }
}
