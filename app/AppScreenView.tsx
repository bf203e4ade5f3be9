/**
 * A screen document drawn with the app's registries, settings and copy: what
 * a route shows once its document is loaded. The live preview draws edited
 * documents through this same component, so what product staff see is what
 * borrowers get.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenView } from '../renderer/react/ScreenView';
import type { ActionError, Json, ScreenContext, ScreenDoc, ViewTree } from '../renderer/types';
import { actions } from '../actions';
import { showToast } from '../actions/ui/toastStore';
import { widgets } from '../widgets';
import appCopy from '../schemas/copy.json';
import { pageQuery } from './pageQuery';
import { settings } from './settings';

const copy = appCopy as unknown as Record<string, Json>;
const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;

function onUnhandledError(error: ActionError) {
  if (!error.shown) showToast(error.message);
}

interface Props {
  screen: ScreenDoc;
  /** Query the route adds to the page address (the promotion entry's outer query). */
  extraQuery?: Record<string, string>;
  trace?: boolean;
  onView?: (view: ViewTree, context: ScreenContext) => void;
}

export function AppScreenView({ screen, extraQuery, trace, onView }: Props) {
  const location = useLocation();
  // Where the page runs: the user agent, and the path (the official site opens at the route's section).
  const env = useMemo(() => ({ userAgent, path: location.pathname }), [location.pathname]);
  return (
    <ScreenView
      screen={screen}
      query={{ ...(extraQuery ?? {}), ...pageQuery(location.search) }}
      actions={actions}
      widgets={widgets}
      config={settings}
      appCopy={copy}
      env={env}
      onUnhandledError={onUnhandledError}
      trace={trace}
      onView={onView}
    />
  );
}
