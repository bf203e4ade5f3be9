/**
 * Draws the document sent by the live preview through the app's own screen
 * component, inside a memory router at the screen's route (so nothing leaves
 * the frame), and reports back the view tree with its rule trace, the table
 * decisions, the check lists' results, and every navigation, native message and toast. Table inputs
 * the preview sets by hand go to the engine (ScreenContext.tableInputs), so
 * the screen draws as its tables would answer them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MemoryLocation } from '../app/location/MemoryLocation.tsx';
import type { JsonObject, ScreenContext, ScreenDoc, TraceEntry, ViewTree } from '../renderer/index.ts';
import { allFeatures, evaluate, withPacks } from '../renderer/index.ts';
import { WidgetBoundary } from '../renderer/react/index.ts';
import { setNavigator } from '../actions/nav/navigator.ts';
import { bridgeLog } from '../actions/bridge/bridgeLog.ts';
import { toastStore } from '../actions/ui/toastStore.ts';
import { AppScreenView } from '../app/AppScreenView.tsx';
import { widgets } from '../widgets/index.ts';
import { actions } from '../actions/index.ts';
import { FallbackPage } from '../app/ScreenRoute.tsx';
import { ToastHost } from '../app/ToastHost.tsx';
import { resolveContent } from '../app/screens.ts';
import { localized } from '../app/localized.ts';
import { screenVersion } from '../app/screenVersion.ts';
import type { Effect, FromFrame, TableInputs, ToFrame } from './messages.ts';
import copy from './copy.json' with { type: 'json' };

const tell = (message: FromFrame) => window.parent.postMessage(message, window.location.origin);
const effect = (kind: Effect['kind'], detail: string) => tell({ type: 'studio:effect', effect: { kind, detail } });

/** The screen's address inside the frame: its route and page query (all but `route` of the frame's own query). */
function initialEntry(): string {
  const params = new URLSearchParams(window.location.search);
  const route = params.get('route') || '/';
  params.delete('route');
  const qs = params.toString();
  return qs ? `${route}?${qs}` : route;
}

/** The trace entry of each table (`table`) or check list (`check`) of the screen, by name: what it answered, and why. */
function traced(kind: 'table' | 'check', screen: ScreenDoc, context: ScreenContext): Record<string, TraceEntry | null> {
  const out: Record<string, TraceEntry | null> = {};
  for (const name of Object.keys((kind === 'table' ? screen.tables : screen.checks) ?? {})) {
    const trace: TraceEntry[] = [];
    try {
      evaluate({ [kind]: name }, context, withPacks(screen, allFeatures), trace);
    } catch {
      // One whose inputs cannot be read yet (data still loading) has no answer to show.
    }
    out[name] = trace.find((t) => t.kind === kind && t.name === name) ?? null;
  }
  return out;
}

/** Each table's decision; each check list's answer with every item's result (why a money step is off). */
const decisions = (screen: ScreenDoc, context: ScreenContext) => traced('table', screen, context);
const checks = (screen: ScreenDoc, context: ScreenContext) => traced('check', screen, context);

/** A receipt that cannot be built yet (a figure reads what is not loaded) is not shown rather than breaking the preview. */
function safely(build: () => JsonObject | null): JsonObject | null {
  try {
    return build();
  } catch {
    return null;
  }
}

/** Each table's inputs as the scenario gives them, whatever is set by hand. */
function scenarioInputs(screen: ScreenDoc, context: ScreenContext): Record<string, JsonObject> {
  const asScenario = decisions(screen, { ...context, tableInputs: undefined });
  return Object.fromEntries(Object.entries(asScenario).map(([name, entry]) => [name, entry?.inputs ?? {}]));
}

export function FrameApp() {
  const [doc, setDoc] = useState<{ screen: ScreenDoc; serial: number } | null>(null);
  // None set: the context stays exactly the app's.
  const [tableInputs, setTableInputs] = useState<TableInputs | undefined>(undefined);

  useEffect(() => {
    setNavigator({
      go: (to) => effect('navigate', to),
      leave: (url) => effect('leave', url),
      back: () => effect('back', ''),
      // The previewed screen is the first page of its frame: back there closes the web view.
      canGoBack: () => false,
    });
    const offBridge = bridgeLog.subscribe((s, prev) => {
      for (const e of s.entries.slice(prev.entries.length)) effect('native', `${e.handler} ${JSON.stringify(e.body)}`);
    });
    const offToast = toastStore.subscribe((s, prev) => {
      if (s.text && s.serial !== prev.serial) effect('toast', s.text);
    });
    let serial = 0;
    const onMessage = (event: MessageEvent<ToFrame>) => {
      if (event.origin !== window.location.origin) return;
      if (event.data?.type === 'studio:tableInputs') {
        const inputs = event.data.inputs;
        setTableInputs(Object.keys(inputs).length ? inputs : undefined);
        return;
      }
      if (event.data?.type !== 'studio:doc') return;
      const mine = ++serial;
      resolveContent(event.data.doc)
        .then((screen) => mine === serial && setDoc({ screen, serial: mine }))
        .catch((e: unknown) => effect('problem', `${copy.contentFailed} ${(e as Error).message}`));
    };
    window.addEventListener('message', onMessage);
    tell({ type: 'studio:ready' });
    return () => {
      offBridge();
      offToast();
      window.removeEventListener('message', onMessage);
    };
  }, []);

  // The edited document's version, as a receipt would carry it; the last view is told again once it is known.
  const version = useRef('');
  const last = useRef<Parameters<NonNullable<Parameters<typeof AppScreenView>[0]['onView']>> | null>(null);

  const onView = useCallback(
    (view: ViewTree, context: ScreenContext, receipt: (version: string) => JsonObject | null) => {
      if (!doc) return;
      last.current = [view, context, receipt];
      // The tables' answers as the page has them: in its language, with their texts filled in.
      const screen = localized(doc.screen, String(context.env.lang ?? ''));
      const ready = view.phase === 'ready';
      tell({
        type: 'studio:view',
        view,
        decisions: ready ? decisions(screen, context) : {},
        scenarioInputs: ready ? scenarioInputs(screen, context) : {},
        checks: ready ? checks(screen, context) : {},
        receipt: { declared: !!doc.screen.receipt, value: ready && version.current ? safely(() => receipt(version.current)) : null },
      });
    },
    [doc],
  );

  useEffect(() => {
    version.current = '';
    if (!doc) return;
    let current = true;
    void screenVersion(doc.screen).then((v) => {
      if (!current) return;
      version.current = v;
      if (last.current) onView(...last.current);
    });
    return () => {
      current = false;
    };
  }, [doc, onView]);

  return (
    <MemoryLocation initialEntries={[initialEntry()]}>
      {doc && (
        <WidgetBoundary key={doc.serial} fallback={() => <FallbackPage reason="screenUnavailable" />}>
          <AppScreenView screen={doc.screen} trace onView={onView} widgets={widgets} tableInputs={tableInputs} features={allFeatures} actions={actions} />
        </WidgetBoundary>
      )}
      <ToastHost />
    </MemoryLocation>
  );
}
