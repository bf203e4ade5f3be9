/**
 * The web view's history as the app's pages move through it: react-router's
 * browser history, kept to what the product routes use. Each entry's state
 * is react-router's own shape ({usr, key, idx}), so `idx` still says how many
 * pages of ours are behind (actions/nav/inAppHistory.ts) and an entry written
 * by the other entry reads the same. The promotion pages route after the `#`
 * (`hash`: /promo/?id=1#/downloadTemplate?x=1), as react-router's hash
 * history did: the location is the part after the `#`, and a move writes a
 * new `#…` on the same document address.
 */
import type { NavigateTo, PageLocation } from './pageLocation.ts';
import { createPath, parseTo } from './locationPath.ts';

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export interface BrowserHistory {
  read(): PageLocation;
  push(to: NavigateTo, state?: unknown): void;
  replace(to: NavigateTo, state?: unknown): void;
  go(delta: number): void;
  /** Called after every move (push, replace, back and forward); returns the unsubscribe. */
  listen(listener: (location: PageLocation) => void): () => void;
}

const createKey = () => Math.random().toString(36).substring(2, 10);

/** The location after the `#`, as react-router's hash history read it: none is `/`, and a path always starts with `/`. */
function hashLocation(hash: string): { pathname: string; search: string; hash: string } {
  const at = parseTo(hash.replace(/^#/, '') || '/', { pathname: '/' });
  return { ...at, pathname: at.pathname.startsWith('/') ? at.pathname : `/${at.pathname}` };
}

export function browserHistory(win: Window, mode: 'path' | 'hash' = 'path'): BrowserHistory {
  const history = win.history;
  // An entry with no number is the first the app saw (0): react-router wrote the 0 in, which costs a
  // replaceState on the first paint and tells nobody anything more. A reload or a return keeps a number.
  const entry = () => (history.state ?? {}) as EntryState;
  let listener: ((location: PageLocation) => void) | null = null;

  const address = () =>
    mode === 'hash' ? hashLocation(win.location.hash) : { pathname: win.location.pathname, search: win.location.search, hash: win.location.hash };
  const read = (): PageLocation => ({ ...address(), state: entry().usr ?? null, key: entry().key ?? 'default' });
  // A target resolved against the page shown; in hash mode written after the `#` of this document's address.
  const urlOf = (to: NavigateTo) => (mode === 'hash' ? '#' : '') + createPath(parseTo(to, address()));
  const moved = () => listener?.(read());

  return {
    read,
    push(to, state = null) {
      const url = urlOf(to);
      const next = { usr: state, key: createKey(), idx: (entry().idx ?? 0) + 1 };
      try {
        history.pushState(next, '', url);
      } catch (error) {
        // A state the browser cannot keep is a bug to see; a full history (iOS caps pushes) loads the page instead.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        win.location.assign(url);
        return;
      }
      moved();
    },
    replace(to, state = null) {
      const url = urlOf(to);
      history.replaceState({ usr: state, key: createKey(), idx: entry().idx ?? 0 }, '', url);
      moved();
    },
    go: (delta) => history.go(delta),
    listen(next) {
      listener = next;
      win.addEventListener('popstate', moved);
      return () => {
        listener = null;
        win.removeEventListener('popstate', moved);
      };
    },
  };
}
