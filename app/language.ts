/**
 * The language of this page (CONTRACT section 6): the address's `lang`,
 * else what this tab used before, else the browser's languages, else the
 * market's default (renderer/pickLanguage.ts says the order). A `lang` in
 * the address is kept for the tab, so in-app navigation stays in it.
 */
import { languageOf, pickLanguage, type LanguageProfile } from '../renderer';
import { marketOf } from './localized';
import { settings } from './settings';
import { hashQuery } from './addressParam';
import { LANGUAGE_KEY, languageInputs } from './languageInputs';

export { LANGUAGE_KEY } from './languageInputs';

function keep(lang: string): void {
  try {
    globalThis.sessionStorage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // The page still speaks the language; only the next page may not remember it.
  }
}

/**
 * The language of the page whose address has these query strings (the
 * router's, and for the promotion entry's hash routes also the one before
 * the hash: /promo/?lang=fil#/ and /promo/#/?lang=fil both count).
 */
export function currentLanguage(searches: string[], profile: LanguageProfile = marketOf(settings)): string {
  const inputs = languageInputs(searches);
  const lang = pickLanguage(inputs, profile);
  if (languageOf(inputs.query, profile)) keep(lang);
  if (typeof document !== 'undefined' && document.documentElement.lang !== lang) document.documentElement.lang = lang;
  return lang;
}

/** The language of the page on show, outside React (the address's query, or its hash route's for the promotion entry). */
export function pageLanguage(): string {
  return currentLanguage([window.location.search, hashQuery(window.location.hash)]);
}
