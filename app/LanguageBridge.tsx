import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from './location/pageLocation.ts';
import { setLanguageKeeper } from '../actions/ui/languageKeeper.ts';
import { chooseLanguage } from './language.ts';

/** The address with its `lang` set to the chosen one; unchanged when it has none. */
function withLang(search: string, lang: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has('lang')) return null;
  query.set('lang', lang);
  return `?${query.toString()}`;
}

/**
 * Wires ui.language (the switch of the promotion pages and the site) to the
 * entry that draws it: the choice is kept for the tab (app/language.ts), and
 * a `lang` in the address, which wins over what the tab keeps, is rewritten
 * to it, so a reload or a shared link says the chosen language too. Both
 * places an address may carry it count: the router's query and, for the
 * promotion entry's hash routes, the query before the hash.
 */
export function LanguageBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    setLanguageKeeper({
      choose: (lang) => {
        const outer = withLang(window.location.search, lang);
        if (outer !== null) {
          const url = new URL(window.location.href);
          url.search = outer;
          window.history.replaceState(window.history.state, '', url);
        }
        const { pathname, search, hash, state } = here.current;
        const inner = withLang(search, lang);
        if (inner !== null && inner !== search) navigate({ pathname, search: inner, hash }, { replace: true, state });
        chooseLanguage(lang);
      },
    });
  }, [navigate]);
  return null;
}
