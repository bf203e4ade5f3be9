/** The page's language (app/language.ts), again at every in-app navigation and every choice on a language switch. */
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from './location/pageLocation.ts';
import { currentLanguage, languageChoices, onLanguageChoice } from './language.ts';

export function usePageLanguage(): string {
  const { search } = useLocation();
  const chosen = useSyncExternalStore(onLanguageChoice, languageChoices, languageChoices);
  return useMemo(() => {
    // `chosen` only says when to read again: the choice itself is in the tab's storage and the address.
    void chosen;
    return currentLanguage([search, typeof window === 'undefined' ? '' : window.location.search]);
  }, [search, chosen]);
}
