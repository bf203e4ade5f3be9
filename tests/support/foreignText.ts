/**
 * Text a borrower in the Philippines must never meet (CONTRACT section 6):
 * Chinese characters, and the Indonesian and mistranslated texts the seed
 * template carried (SPEC points 5 and 8). Used by the suites that walk every
 * screen in every scenario and language under the PH profile.
 */

/** CJK ideographs, kana, hangul and full-width punctuation. */
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/;
/** Words of the seed's Indonesian and template texts ('Silakan pilih', 'Successful demonstration！'). */
const SEED_WORDS = /\b(silakan|pilih|demonstration)\b/i;

/** The first foreign fragment in a text (a few characters around it), or null. */
export function foreignText(text: string): string | null {
  const m = CJK.exec(text) ?? SEED_WORDS.exec(text);
  if (!m) return null;
  return text.slice(Math.max(0, m.index - 20), m.index + 20);
}

/** Every string inside a JSON value (a view tree, a request log), with where it is. */
export function stringsIn(value: unknown, at = '', out: { at: string; text: string }[] = []): { at: string; text: string }[] {
  if (typeof value === 'string') out.push({ at, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => stringsIn(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringsIn(v, `${at}/${k}`, out);
  return out;
}

/** "where: …fragment…" for every foreign text in a value: empty when there is none. */
export function foreignTextsIn(value: unknown): string[] {
  return stringsIn(value).flatMap(({ at, text }) => {
    const hit = foreignText(text);
    return hit ? [`${at}: …${hit}…`] : [];
  });
}
