/**
 * <ScreenView>: binds a screen document to React. It creates the screen's
 * runtime, loads its data sources, re-resolves the view tree whenever the
 * store changes, and draws it through the widget registry. The loading phase
 * is drawn by the loader the settings name (config.engineWidgets.loader); the
 * failure phase is nodes like any other (the error page of renderer/errorView.ts).
 */
import { useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ActionError, ActionRegistry, ActionStep, Json, JsonObject, ScreenContext, ScreenDoc, ViewTree, WidgetRegistry } from '../types.ts';
import { createScreenRuntime } from '../runtime.ts';
import type { ReceiptSetup } from '../receiptRecorder.ts';
import type { DraftStore } from '../draftKeeper.ts';
import type { ScreenFeatures } from '../screenFeatures.ts';
import { resolveScreen, waitingFor } from '../resolveScreen.ts';
import { shareView } from '../shareView.ts';
import type { NativeBus } from '../nativeBus.ts';
import { engineWidgets } from '../engineWidgets.ts';
import { NodeView } from './NodeView.tsx';

export interface ScreenViewProps {
  screen: ScreenDoc;
  query: { [key: string]: string };
  actions: ActionRegistry;
  widgets: WidgetRegistry;
  config?: JsonObject;
  appCopy?: { [key: string]: Json };
  env?: JsonObject;
  /** Table inputs set by hand (the live preview's "what if"); a change starts the screen afresh. */
  tableInputs?: { [table: string]: JsonObject };
  onUnhandledError?: (error: ActionError, step: ActionStep | null) => void;
  /** Resolve with the rule trace (the live preview shows why each node is there). */
  trace?: boolean;
  /** Told every resolved view tree, with the context it came from and the receipt the screen would send now with a given version (the live preview). */
  onView?: (view: ViewTree, context: ScreenContext, receipt: (version: string) => JsonObject | null) => void;
  /** How a screen that declares a receipt makes one (renderer/receiptRecorder.ts). */
  receipts?: ReceiptSetup;
  /** Where a screen that declares a draft keeps it (renderer/draftKeeper.ts); without it none is kept. */
  drafts?: DraftStore;
  /** The code of the receipt and the draft the screen declares and of the operation packs it uses (renderer/screenFeatures.ts). */
  features?: ScreenFeatures;
  /** Where the shell's messages arrive (renderer/nativeBus.ts); the screen's `native` chains listen there. Without it the screen hears none. */
  native?: NativeBus;
}

export function ScreenView(props: ScreenViewProps) {
  const { screen, query, actions, widgets, config, appCopy, env, tableInputs, onUnhandledError, trace, onView, receipts, drafts, features, native } = props;
  const queryKey = JSON.stringify(query);
  // A new runtime per screen and address: a new order id is a new page.
  const runtime = useMemo(
    () => createScreenRuntime(screen, { query, actions, config, appCopy, env, tableInputs, onUnhandledError, receipts, drafts, features }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query is compared by value through queryKey
    [screen, queryKey, actions, config, appCopy, env, tableInputs, onUnhandledError, receipts, drafts, features],
  );

  useEffect(() => {
    runtime.start();
    return () => runtime.dispose();
  }, [runtime]);
  // Apart from the runtime's start: another bus is listened to without starting the screen again.
  useEffect(() => native?.on((name, payload) => runtime.handleNative(name, payload)), [runtime, native]);

  const now = useSyncExternalStore(runtime.store.subscribe, runtime.store.getState, runtime.store.getState);
  // The page that follows the loader (the content, drawn whole for the first time) is drawn in slices the browser
  // can answer a tap between, not in one long task: a store change is drawn at once (a typed letter must be), so
  // while the page on screen is still waiting for its data, the change is drawn as a deferred value (issue 31: the
  // bank form's first content was one 130 ms task at 4× CPU). Once the content is there, every change is drawn at once.
  const shown = useDeferredValue(now);
  const state = waitingFor(screen, shown.sources).length > 0 ? shown : now;
  // The tree on the page: a node that resolves the same again is kept, so only what changed is drawn again.
  const drawn = useRef<ViewTree | null>(null);
  const view = useMemo(
    () => shareView(drawn.current, resolveScreen(screen, runtime.getContext(), { trace, features })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is derived from state
    [screen, runtime, state.data, state.sources, state.state, trace],
  );

  useEffect(() => {
    drawn.current = view;
    // After the commit: the tree is on the page (a receipt's shownAt).
    runtime.drawn(view);
    onView?.(view, runtime.getContext(), runtime.receiptPreview);
  }, [view, runtime, onView]);

  useEffect(() => {
    if (view.title) document.title = view.title;
  }, [view.title]);

  // The widgets the engine draws on its own are the ones the settings name (renderer/engineWidgets.ts).
  const named = engineWidgets(config);
  const Loader = widgets[named.loader];

  if (view.phase === 'loading') {
    return Loader ? <Loader nodeId={`${screen.id}.loader`} emit={async () => {}} busy text={view.loadingText} /> : null;
  }
  return (
    <>
      {view.nodes.map((node) => (
        <NodeView
          key={node.id}
          node={node}
          widgets={widgets}
          runtime={runtime}
          fallbackWidget={named.fallback}
          fallbackText={typeof appCopy?.widgetFailed === 'string' ? appCopy.widgetFailed : ''}
        />
      ))}
    </>
  );
}
