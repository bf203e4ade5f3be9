import { useEffect } from 'react';
import { useNavigate } from './location/pageLocation.ts';
import { setNavigator } from '../actions/nav/navigator.ts';
import { cameFromThisApp } from '../actions/nav/inAppHistory.ts';

/** Wires the nav.* actions to the router of the entry that draws it. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator({
      go: (path, { replace }) => navigate(path, { replace }),
      leave: (url, { replace }) => (replace ? window.location.replace(url) : window.location.assign(url)),
      back: () => navigate(-1),
      canGoBack: () => cameFromThisApp(),
    });
  }, [navigate]);
  return null;
}
