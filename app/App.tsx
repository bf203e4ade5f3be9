/** The product web views: history routing, routes from schemas/routes.json. */
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NavigatorBridge } from './NavigatorBridge';
import { LanguageBridge } from './LanguageBridge';
import { ScreenRoute } from './ScreenRoute';
import { ToastHost } from './ToastHost';
import { notFoundScreen, routes } from './screens';

/** Everything inside the router: the browser draws it under BrowserRouter, the build's prerender under a StaticRouter (same markup). */
export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      <LanguageBridge />
      <Routes>
        {Object.entries(routes).map(([path, screenId]) => (
          <Route key={path} path={path} element={<ScreenRoute key={path} screenId={screenId ?? notFoundScreen} />} />
        ))}
        <Route path="*" element={<ScreenRoute screenId={notFoundScreen} />} />
      </Routes>
      <ToastHost />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
