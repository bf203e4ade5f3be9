/** Routes from schemas/routes.json; navigation actions are wired to the router here. */
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { setNavigator } from '../actions/nav/navigator';
import { ScreenRoute } from './ScreenRoute';
import { ToastHost } from './ToastHost';
import { notFoundScreen, routes } from './screens';

function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator({
      go: (path, { replace }) => navigate(path, { replace }),
      leave: (url, { replace }) => (replace ? window.location.replace(url) : window.location.assign(url)),
      back: () => navigate(-1),
    });
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <Routes>
        {Object.entries(routes).map(([path, screenId]) => (
          <Route key={path} path={path} element={<ScreenRoute key={path} screenId={screenId ?? notFoundScreen} />} />
        ))}
        <Route path="*" element={<ScreenRoute screenId={notFoundScreen} />} />
      </Routes>
      <ToastHost />
    </BrowserRouter>
  );
}
