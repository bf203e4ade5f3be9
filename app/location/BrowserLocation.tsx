/**
 * The product web views' location: the web view's history (browserHistory), read again at every move. `hash`: the
 * promotion pages', routed after the `#`.
 */
import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { browserHistory } from './browserHistory.ts';
import { LocationContext, type PageNavigate } from './pageLocation.ts';

export function BrowserLocation({ children, hash = false }: { children: ReactNode; hash?: boolean }) {
  const [history] = useState(() => browserHistory(window, hash ? 'hash' : 'path'));
  const [location, setLocation] = useState(history.read);
  // As react-router did: a move is a transition, so the page on screen stays until the next one has drawn.
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  const value = useMemo(() => {
    const navigate = ((to, options) => {
      if (typeof to === 'number') history.go(to);
      else if (options?.replace) history.replace(to, options.state);
      else history.push(to, options?.state);
    }) as PageNavigate;
    return { location, navigate };
  }, [history, location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}
