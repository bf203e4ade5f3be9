/**
 * The language of this page (CONTRACT section 6): the address's `lang`,
 * else what this tab used before, else the browser's languages, else the
 * market's default (renderer/pickLanguage.ts says the order). A `lang` in
 * the address is kept for the tab, so in-app navigation stays in it; so is
 * the language a visitor chooses on a browser page's switch (chooseLanguage).
 */
import { languageOf, pickLanguage, type LanguageProfile } from '../renderer/index.ts';
import { marketOf } from './localized.ts';
import { settings } from './settings.ts';
import { hashQuery } from './addressParam.ts';
import { LANGUAGE_KEY, languageInputs } from './languageInputs.ts';

export { LANGUAGE_KEY } from './languageInputs.ts';

function keep(lang: string): void {
  try {
    globalThis.sessionStorage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // The page still speaks the language; only the next page may not remember it.
  }
}

/** Counts the visitor's choices, so the pages on show draw again in the chosen language (usePageLanguage). */
let choices = 0;
const listeners = new Set<() => void>();

export function languageChoices(): number {
  return choices;
}

export function onLanguageChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language a visitor chose (ui.language, the switch of the promotion
 * pages and the site): kept for the tab as an address's `lang` is, and the
 * pages on show told. The address is the caller's (app/LanguageBridge.tsx
 * rewrites its `lang`, which would otherwise win over the choice).
 */
export function chooseLanguage(lang: string): void {
  keep(lang);
  choices += 1;
  for (const listener of [...listeners]) listener();
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
