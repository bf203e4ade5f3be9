/** The product web views once the entry has started the early request: the route's screen, then React. */
import { App } from './App.tsx';
import { boot } from './boot.tsx';
import type { HeldInput } from './holdInput.ts';
import { notFoundScreen, peekScreen, preloadPath, routes } from './screens.ts';
import { routeOf } from './location/routeOf.ts';
import { NOT_FOUND_ROUTE } from './notFoundRoute.ts';

export async function startApp(held: HeldInput): Promise<void> {
  // The route's screen (and what it draws) is loaded before the first render: the prerendered markup is taken over as is.
  await preloadPath(window.location.pathname);
  const path = window.location.pathname;
  const screenId = routes[path];
  // Hydrated only when the markup is this route's (a host may send one page for every address) and its screen is here;
  // the not-found page's markup is every unknown address's.
  const prerenderedFor = document.getElementById('root')?.dataset.route;
  const notFound = prerenderedFor === NOT_FOUND_ROUTE && routeOf(routes, path) === null;
  const shown = notFound ? notFoundScreen : screenId;
  boot(App, { held, canHydrate: (prerenderedFor === path || notFound) && !!shown && peekScreen(shown) !== undefined });
}
