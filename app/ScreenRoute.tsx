/** One route: loads its screen document and draws it with the app's registries. */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenView } from '../renderer/react/ScreenView';
import type { ActionError, Json, JsonObject, ScreenDoc } from '../renderer/types';
import { actions } from '../actions';
import { showToast } from '../actions/ui/toastStore';
import { widgets } from '../widgets';
import appConfig from '../schemas/config.json';
import lender from '../schemas/lender.json';
import appCopy from '../schemas/copy.json';
import { loadScreen, peekScreen } from './screens';
import { pageQuery } from './pageQuery';

const Loader = widgets.Loader;
// The lender's details and figures join the app settings: {"var": "config.lender.companyName"}.
const config = { ...appConfig, lender } as unknown as JsonObject;
const noop = async () => {};

function onUnhandledError(error: ActionError) {
  if (!error.shown) showToast(error.message);
}

const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;

export function ScreenRoute({ screenId, extraQuery }: { screenId: string; extraQuery?: Record<string, string> }) {
  const location = useLocation();
  // Where the page runs: the user agent, and the path (the official site opens at the route's section).
  const env = useMemo(() => ({ userAgent, path: location.pathname }), [location.pathname]);
  const [screen, setScreen] = useState<ScreenDoc | null>(() => peekScreen(screenId) ?? null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    const known = peekScreen(screenId);
    if (known) {
      setScreen(known);
      return;
    }
    setScreen(null);
    loadScreen(screenId)
      .then((doc) => live && setScreen(doc))
      .catch((e) => {
        console.error('[app] screen failed to load:', e);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [screenId]);

  if (failed) {
    const ErrorState = widgets.ErrorState;
    return (
      <ErrorState
        nodeId="app.screen-error"
        busy={false}
        emit={async () => window.location.reload()}
        message={appCopy.networkError}
        retryLabel={appCopy.retry}
      />
    );
  }
  if (!screen) return <Loader nodeId="app.loader" busy emit={noop} text={appCopy.loading} />;
  return (
    <ScreenView
      screen={screen}
      query={{ ...(extraQuery ?? {}), ...pageQuery(location.search) }}
      actions={actions}
      widgets={widgets}
      config={config}
      appCopy={appCopy as unknown as Record<string, Json>}
      env={env}
      onUnhandledError={onUnhandledError}
    />
  );
}
