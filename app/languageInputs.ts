/**
 * What decides a page's language besides the market (renderer/pickLanguage.ts
 * says the order): the address's `lang`, what this tab kept, the browser's
 * languages. Read in one place for the app (app/language.ts) and the boot
 * code's early request (app/earlyData.ts), so both send the same `lang`; no
 * imports, as it runs in the entry chunk.
 */
import type { LanguageInputs } from '../renderer/index.ts';

/** Where the tab keeps its language (the boot-failure page reads it too: app/bootFailed.ts). */
export const LANGUAGE_KEY = 'loan.lang';

/** The language this tab kept, or null (storage refused in private mode: the address and the browser still decide). */
export function storedLanguage(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The `lang` of the first of these query strings that has one, the tab's kept language, the browser's languages. */
export function languageInputs(searches: string[]): LanguageInputs & { query: string | null } {
  return {
    query: searches.map((s) => new URLSearchParams(s).get('lang')).find((l) => l) ?? null,
    stored: storedLanguage(),
    browser: typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  };
}
