/**
 * Where ui.language hands the language a visitor chose. The app entry plugs
 * in the keeper that remembers it for the tab and redraws the page in it
 * (app/LanguageBridge.tsx); tests and the live preview plug in recorders. The
 * default only records the choice, so a page without the app never crashes.
 */
export interface LanguageKeeper {
  choose(lang: string): void;
}

let current: LanguageKeeper = { choose: () => {} };

export function setLanguageKeeper(next: LanguageKeeper): void {
  current = next;
}

export function languageKeeper(): LanguageKeeper {
  return current;
}
