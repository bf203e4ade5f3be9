/**
 * The promotion pages at /promo/: hash routing (/promo/#/downloadTemplate),
 * routes from schemas/routes.json → promo. Landing links may put their query
 * before the hash (/promo/?id=1#/) or after it (/promo/#/?id=1): both count.
 */
import { HashRouter, Route, Routes } from 'react-router-dom';
import { NavigatorBridge } from './NavigatorBridge';
import { LanguageBridge } from './LanguageBridge';
import { ScreenRoute } from './ScreenRoute';
import { ToastHost } from './ToastHost';
import { notFoundScreen, promoRoutes } from './screens';
import { promoDeviceId } from './promoDeviceId';
import { RouterLocation } from './location/RouterLocation';

export function PromoApp() {
  const outer: Record<string, string> = Object.fromEntries(new URLSearchParams(window.location.search));
  const extraQuery = { deviceId: promoDeviceId(), ...outer };
  return (
    <HashRouter>
      <RouterLocation>
        <NavigatorBridge />
        <LanguageBridge />
        <Routes>
          {Object.entries(promoRoutes).map(([path, screenId]) => (
            <Route key={path} path={path} element={<ScreenRoute key={path} screenId={screenId} extraQuery={extraQuery} />} />
          ))}
          <Route path="*" element={<ScreenRoute screenId={notFoundScreen} />} />
        </Routes>
        <ToastHost />
      </RouterLocation>
    </HashRouter>
  );
}
