/** The page's language (app/language.ts), again at every in-app navigation. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { currentLanguage } from './language';

export function usePageLanguage(): string {
  const { search } = useLocation();
  return useMemo(() => currentLanguage([search, typeof window === 'undefined' ? '' : window.location.search]), [search]);
}
