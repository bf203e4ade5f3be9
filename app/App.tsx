/** The product web views: history routing (app/location), routes from schemas/routes.json. */
import { NavigatorBridge } from './NavigatorBridge.tsx';
import { LanguageBridge } from './LanguageBridge.tsx';
import { ScreenRoute } from './ScreenRoute.tsx';
import { ToastHost } from './ToastHost.tsx';
import { notFoundScreen, routes } from './screens.ts';
import { BrowserLocation } from './location/BrowserLocation.tsx';
import { useLocation } from './location/pageLocation.ts';
import { routeOf } from './location/routeOf.ts';

/**
 * Everything inside the location: the browser draws it under BrowserLocation (the promotion pages in its hash mode,
 * with their own table and the query they all carry), the build's prerender under a MemoryLocation (same markup).
 */
export function AppRoutes({ table = routes, extraQuery }: { table?: Record<string, string | null>; extraQuery?: Record<string, string> }) {
  const { pathname } = useLocation();
  const route = routeOf(table, pathname);
  const screenId = route === null ? null : table[route];
  return (
    <>
      <NavigatorBridge />
      <LanguageBridge />
      {/* Keyed by route: another route is another page (its state starts afresh); every unknown address is one not-found page. */}
      <ScreenRoute key={route ?? '*'} screenId={screenId ?? notFoundScreen} extraQuery={screenId ? extraQuery : undefined} />
      <ToastHost />
    </>
  );
}

export function App() {
  return (
    <BrowserLocation>
      <AppRoutes />
    </BrowserLocation>
  );
}
