/**
 * The promotion pages once their screen (and what it draws) is loaded: React takes over the page the HTML put in
 * #root for this route (scripts/promoPages.ts), or draws afresh over the loader.
 */
import { PromoApp } from './PromoApp.tsx';
import { boot } from './boot.tsx';
import type { HeldInput } from './holdInput.ts';
import { hashRoute } from './hashRoute.ts';
import { peekScreen, promoRoutes } from './screens.ts';

export function startPromo(held: HeldInput): void {
  const route = hashRoute(window.location.hash);
  const screenId = promoRoutes[route];
  // Hydrated only when the markup is this route's (its template was put in place) and its screen is here.
  const prerenderedFor = document.getElementById('root')?.dataset.route;
  boot(PromoApp, { held, canHydrate: prerenderedFor === route && !!screenId && peekScreen(screenId) !== undefined });
}
