/**
 * A location held in memory: the build's prerender draws a page at its
 * address, the live preview at the address its frame was given, and tests at
 * the address they name (react-router's MemoryRouter, for these uses).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { LocationContext, type NavigateTo, type PageLocation, type PageNavigate } from './pageLocation.ts';
import { parseTo } from './locationPath.ts';

let keys = 0;
const entryAt = (to: NavigateTo, from: PageLocation | null, state: unknown = null): PageLocation => ({
  ...parseTo(to, from ?? { pathname: '/' }),
  state,
  key: from === null ? 'default' : `m${++keys}`,
});

export function MemoryLocation({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history, setHistory] = useState(() => ({ entries: initialEntries.map((to) => entryAt(to, null)), at: initialEntries.length - 1 }));
  const location = history.entries[history.at];
  const value = useMemo(() => {
    const navigate = ((to, options) =>
      setHistory(({ entries, at }) => {
        if (typeof to === 'number') return { entries, at: Math.min(entries.length - 1, Math.max(0, at + to)) };
        const next = entryAt(to, entries[at], options?.state);
        return options?.replace ? { entries: entries.map((e, i) => (i === at ? next : e)), at } : { entries: [...entries.slice(0, at + 1), next], at: at + 1 };
      })) as PageNavigate;
    return { location, navigate };
  }, [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
