/**
 * Which language a page speaks (CONTRACT section 6): the page address's
 * `lang` (the native shell passes it), else the language this browser tab
 * used before, else the browser's own languages, else the market's default.
 * Pure, so the order is tested without a browser; app/language.ts reads the
 * address, the tab's storage and navigator.languages.
 *
 * A tag is read loosely: case and region do not matter (`FIL`, `fil-PH`), and
 * the market's `browserLanguages` maps other names to one it speaks (`tl` →
 * `fil`). A tag the market does not speak is skipped.
 */
export interface LanguageProfile {
  /** The languages the market's copy is written in. */
  languages: string[];
  defaultLanguage: string;
  /** Language tag (primary subtag, lower case) → a language of `languages`. */
  browserLanguages?: Record<string, string>;
}

export interface LanguageInputs {
  /** `lang` of the page address. */
  query?: string | null;
  /** What this tab used before. */
  stored?: string | null;
  /** navigator.languages, most preferred first. */
  browser?: readonly string[];
}

/** The market's language for one tag, or null. */
export function languageOf(tag: unknown, profile: LanguageProfile): string | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary) return null;
  const mapped = profile.browserLanguages?.[primary] ?? primary;
  return profile.languages.includes(mapped) ? mapped : null;
}

export function pickLanguage(inputs: LanguageInputs, profile: LanguageProfile): string {
  return (
    languageOf(inputs.query, profile) ??
    languageOf(inputs.stored, profile) ??
    (inputs.browser ?? []).map((tag) => languageOf(tag, profile)).find((l) => l !== null) ??
    (profile.languages.includes(profile.defaultLanguage) ? profile.defaultLanguage : (profile.languages[0] ?? 'en'))
  );
}
