/** One route: loads its screen document and draws it with the app's registries. */
import { useEffect, useState } from 'react';
import type { ScreenDoc } from '../renderer/types';
import { WidgetBoundary } from '../renderer/react/WidgetBoundary';
import { widgets } from '../widgets';
import { InvalidScreenError, loadScreen, peekScreen } from './screens';
import { AppScreenView } from './AppScreenView';
import { appCopyIn } from './localized';
import { usePageLanguage } from './usePageLanguage';

const Loader = widgets.Loader;
const ErrorState = widgets.ErrorState;
const noop = async () => {};

type AppText = 'screenUnavailable' | 'networkError';

/** The page shown when a screen cannot be: what happened (a text of schemas/copy.json), and a way to try again. */
export function FallbackPage({ reason }: { reason: AppText }) {
  const copy = appCopyIn(usePageLanguage());
  return (
    <ErrorState
      nodeId="app.screen-error"
      busy={false}
      emit={async () => window.location.reload()}
      message={String(copy[reason] ?? '')}
      retryLabel={String(copy.retry ?? '')}
    />
  );
}

export function ScreenRoute({ screenId, extraQuery }: { screenId: string; extraQuery?: Record<string, string> }) {
  const [screen, setScreen] = useState<ScreenDoc | null>(() => peekScreen(screenId) ?? null);
  // What went wrong loading the document: the network, or a document the meta-schema refuses.
  const [failed, setFailed] = useState<false | 'network' | 'invalid'>(false);
  const copy = appCopyIn(usePageLanguage());

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
        if (live) setFailed(e instanceof InvalidScreenError ? 'invalid' : 'network');
      });
    return () => {
      live = false;
    };
  }, [screenId]);

  if (failed) return <FallbackPage reason={failed === 'invalid' ? 'screenUnavailable' : 'networkError'} />;
  if (!screen) return <Loader nodeId="app.loader" busy emit={noop} text={String(copy.loading ?? '')} />;
  // A document that passes the meta-schema but still breaks the engine draws the fallback page, never a blank one.
  return (
    <WidgetBoundary key={screenId} fallback={() => <FallbackPage reason="screenUnavailable" />}>
      <AppScreenView screen={screen} extraQuery={extraQuery} />
    </WidgetBoundary>
  );
}
