/** One route: loads its screen document and draws it with the app's registries. */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from './location/pageLocation.ts';
import type { ActionError, Json, ScreenDoc, ViewNode } from '../renderer/index.ts';
import { NodeView, WidgetBoundary } from '../renderer/react/index.ts';
import { RETRY_EVENT, createScreenRuntime, engineWidgets, errorNodes, screenError, type ScreenRuntime } from '../renderer/index.ts';
import { coreActions as actions } from '../actions/coreActions.ts';
import { appWidgets } from '../widgets/appWidgets.ts';
import { InvalidScreenError, checkScreen, peekScreen, readyScreen } from './screens.ts';
import { AppScreenView } from './AppScreenView.tsx';
import { appCopyIn } from './localized.ts';
import { pageQuery } from './pageQuery.ts';
import { settings } from './settings.ts';
import { toastUnhandledError } from './toastUnhandledError.ts';
import { usePageLanguage } from './usePageLanguage.ts';

// The widgets the engine draws on its own are the ones the settings name (config.engineWidgets).
const standIns = engineWidgets(settings);
const Loader = appWidgets[standIns.loader];
const noop = async () => {};

type AppText = 'screenUnavailable' | 'networkError';

/**
 * The page shown when a screen cannot be (its document did not arrive, or it
 * is broken): the same error page as a screen whose data failed
 * (renderer/errorView.ts), with the ways out config.errorPage gives this
 * screen. There is no document, so no title; 'Try again' fetches the page again.
 */
export function FallbackPage({ reason, screenId = '', extraQuery }: { reason: AppText; screenId?: string; extraQuery?: Record<string, string> }) {
  const lang = usePageLanguage();
  const copy = appCopyIn(lang);
  const { search, pathname } = useLocation();
  const queryKey = JSON.stringify({ ...(extraQuery ?? {}), ...pageQuery(search) });
  // A screen with nothing of its own: it runs the ways out (nav.back, bridge.callPhone…) like any screen would.
  const runtime = useMemo(
    () =>
      createScreenRuntime(
        { id: screenId, body: [] },
        {
          query: JSON.parse(queryKey) as Record<string, string>,
          actions,
          config: settings,
          appCopy: copy,
          env: { path: pathname, lang },
          onUnhandledError: toastUnhandledError,
        },
      ),
    [screenId, queryKey, copy, pathname, lang],
  );
  useEffect(() => {
    runtime.start();
    return () => runtime.dispose();
  }, [runtime]);
  const nodes: ViewNode[] = useMemo(() => {
    const context = runtime.getContext();
    const kind: ActionError['kind'] = reason === 'networkError' ? 'network' : 'internal';
    const error = screenError({ id: screenId }, context, { message: String(copy[reason] ?? ''), kind, source: 'screen' });
    return errorNodes({ id: screenId, body: [] }, context, '', error);
  }, [runtime, reason, screenId, copy]);
  // 'Try again' loads the whole page again (the document is what failed); every way out runs its chain.
  const reloading: ScreenRuntime = useMemo(
    () => ({
      ...runtime,
      emit: (node: Pick<ViewNode, 'id' | 'events' | 'scope'>, event: string, payload?: Json) =>
        event === RETRY_EVENT ? Promise.resolve(window.location.reload()) : runtime.emit(node, event, payload),
    }),
    [runtime],
  );
  return (
    <>
      {nodes.map((node) => (
        <NodeView
          key={node.id}
          node={node}
          widgets={appWidgets}
          runtime={reloading}
          fallbackWidget={standIns.fallback}
          fallbackText={String(copy.widgetFailed ?? '')}
        />
      ))}
    </>
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
    // Drawn once its document and every widget it draws are there (the loader meanwhile); the meta-schema check
    // runs after, off the first paint's path, and a document it refuses switches to the fallback page.
    setScreen(known ?? null);
    (known ? Promise.resolve(known) : readyScreen(screenId))
      .then((doc) => {
        if (!live) return;
        setScreen(doc);
        return checkScreen(screenId);
      })
      .catch((e: unknown) => {
        console.error('[app] screen failed to load:', e);
        if (live) setFailed(e instanceof InvalidScreenError ? 'invalid' : 'network');
      });
    return () => {
      live = false;
    };
  }, [screenId]);

  if (failed) return <FallbackPage reason={failed === 'invalid' ? 'screenUnavailable' : 'networkError'} screenId={screenId} extraQuery={extraQuery} />;
  if (!screen) return Loader ? <Loader nodeId="app.loader" busy emit={noop} text={String(copy.loading ?? '')} /> : null;
  // A document that passes the meta-schema but still breaks the engine draws the fallback page, never a blank one.
  return (
    <WidgetBoundary key={screenId} fallback={() => <FallbackPage reason="screenUnavailable" screenId={screenId} extraQuery={extraQuery} />}>
      <AppScreenView screen={screen} extraQuery={extraQuery} />
    </WidgetBoundary>
  );
}
