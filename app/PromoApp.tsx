/**
 * The promotion pages at /promo/: hash routing (/promo/#/downloadTemplate),
 * routes from schemas/routes.json → promo. Landing links may put their query
 * before the hash (/promo/?id=1#/) or after it (/promo/#/?id=1): both count.
 * The same small location as the product pages, in its hash mode (decision
 * 033; react-router's 13 KiB stood before every promotion page's content).
 */
import { useState } from 'react';
import { NavigatorBridge } from './NavigatorBridge';
import { LanguageBridge } from './LanguageBridge';
import { ScreenRoute } from './ScreenRoute';
import { ToastHost } from './ToastHost';
import { notFoundScreen, promoRoutes } from './screens';
import { promoDeviceId } from './promoDeviceId';
import { BrowserLocation } from './location/BrowserLocation';
import { useLocation } from './location/pageLocation';
import { routeOf } from './location/routeOf';

function PromoRoutes({ extraQuery }: { extraQuery: Record<string, string> }) {
  const { pathname } = useLocation();
  const route = routeOf(promoRoutes, pathname);
  return (
    <>
      <NavigatorBridge />
      <LanguageBridge />
      {/* Keyed by route: another route is another page (its state starts afresh); every unknown address is one not-found page. */}
      {route === null ? <ScreenRoute key="*" screenId={notFoundScreen} /> : <ScreenRoute key={route} screenId={promoRoutes[route]} extraQuery={extraQuery} />}
      <ToastHost />
    </>
  );
}

export function PromoApp() {
  // The query before the hash and the device id, read once: every promotion page's calls carry them.
  const [extraQuery] = useState(() => ({ deviceId: promoDeviceId(), ...Object.fromEntries(new URLSearchParams(window.location.search)) }));
  return (
    <BrowserLocation hash>
      <PromoRoutes extraQuery={extraQuery} />
    </BrowserLocation>
  );
}
