/**
 * The web view's history as the app's pages move through it: react-router's
 * browser history, kept to what the product routes use. Each entry's state
 * is react-router's own shape ({usr, key, idx}), so `idx` still says how many
 * pages of ours are behind (actions/nav/inAppHistory.ts) and an entry written
 * by the promotion entry's router reads the same.
 */
import type { NavigateTo, PageLocation } from './pageLocation';
import { createPath, parseTo } from './locationPath';

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

export function browserHistory(win: Window): BrowserHistory {
  const history = win.history;
  // An entry with no number is the first the app saw (0): react-router wrote the 0 in, which costs a
  // replaceState on the first paint and tells nobody anything more. A reload or a return keeps a number.
  const entry = () => (history.state ?? {}) as EntryState;
  let listener: ((location: PageLocation) => void) | null = null;

  const read = (): PageLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    state: entry().usr ?? null,
    key: entry().key ?? 'default',
  });
  const moved = () => listener?.(read());

  return {
    read,
    push(to, state = null) {
      const url = createPath(parseTo(to, win.location));
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
      const url = createPath(parseTo(to, win.location));
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
