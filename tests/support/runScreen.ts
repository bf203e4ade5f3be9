/**
 * Runs a screen document headless, the way the app does (real actions, real
 * API clients, sandbox answers through msw/node), and records what it did:
 * the view tree, where it navigated, what it told the native shell, what it
 * toasted. Used by the snapshot suite and by screen tests.
 */
import { allFeatures } from '../../renderer/allFeatures.ts';
import { withPacks } from '../../renderer/operationPacks.ts';
import { join } from 'node:path';
import { createScreenRuntime, type ScreenRuntime } from '../../renderer/runtime.ts';
import { resolveScreen } from '../../renderer/resolveScreen.ts';
import { evaluate } from '../../renderer/expressions.ts';
import type { ActionRegistry, Json, ScreenDoc, TraceEntry, ViewTree } from '../../renderer/types.ts';
import { actions } from '../../actions/index.ts';
import { setNavigator } from '../../actions/nav/navigator.ts';
import { bridgeLog } from '../../actions/bridge/bridgeLog.ts';
import { toastStore } from '../../actions/ui/toastStore.ts';
import { setAnswerWaits, setScenario } from '../../sandbox/scenario.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { seedStorage } from '../../sandbox/seedStorage.ts';
import { STORAGE_PREFIX } from '../../actions/storage/storageActions.ts';
import { resetCallCounts } from '../../sandbox/handlers.ts';
import { clearRequestLog, requestLog, type LoggedRequest } from '../../sandbox/requestLog.ts';
import { loadScreenDoc, loadScreenSource } from './loadScreenDoc.ts';
import { drawnTexts } from '../../widgets/drawnTexts.ts';
import { screenVersion } from '../../app/screenVersion.ts';
import { TEST_DAY } from './testDay.ts';
import { waitsAtOnce } from './waitsAtOnce.ts';

export { loadScreenDoc };
import { settings as defaultSettings } from '../../app/settings.ts';
import { appCopyIn, marketOf } from '../../app/localized.ts';
import type { JsonObject } from '../../renderer/types.ts';
import type { DraftStore } from '../../renderer/draftKeeper.ts';

export const root = join(import.meta.dirname, '..', '..');

export interface Effects {
  navigations: { kind: 'go' | 'leave' | 'back'; to?: string; replace?: boolean }[];
  native: { handler: string; body: Json }[];
  toasts: string[];
  requests: LoggedRequest[];
}

export interface ScreenRun {
  runtime: ScreenRuntime;
  screen: ScreenDoc;
  effects: Effects;
  tree(): ViewTree;
  /** Every table of the screen: which row answered, with which inputs. */
  decisions(): Record<string, TraceEntry | null>;
  /** Every check list of the screen: its answer, with each check's result (true, false, null when not run). */
  checks(): Record<string, Json>;
  /**
   * The receipt the screen would send now (renderer/receipt.ts), with `version`
   * written as RECEIPT_VERSION (the real one changes with every edit of the
   * screen's documents); null when the screen declares none or it does not apply.
   */
  receipt(): JsonObject | null;
  /** Emit an event on the first node whose props match (e.g. a button's label). */
  tap(match: (node: ViewTree['nodes'][number]) => boolean, event?: string, payload?: Json): Promise<void>;
}

export function findNode(nodes: ViewTree['nodes'], match: (n: ViewTree['nodes'][number]) => boolean): ViewTree['nodes'][number] | undefined {
  for (const n of nodes) {
    if (match(n)) return n;
    const inner = n.children && findNode(n.children, match);
    if (inner) return inner;
  }
  return undefined;
}

/** Every node that matches, in tree order. */
export function findAll(nodes: ViewTree['nodes'], match: (n: ViewTree['nodes'][number]) => boolean): ViewTree['nodes'] {
  return nodes.flatMap((n) => [...(match(n) ? [n] : []), ...findAll(n.children ?? [], match)]);
}

/** The first node of the run's current tree that matches. */
export const nodeIn = (run: ScreenRun, match: (n: ViewTree['nodes'][number]) => boolean) => findNode(run.tree().nodes, match);

/** The requests the run sent to one endpoint, in order. */
export const requestsTo = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);

/** Ticks the agreement box as the borrower does: under PH consent starts unticked (CONTRACT section 7). */
export const tickAgreement = (run: ScreenRun) => run.tap((n) => n.widget === 'AgreementCheck', 'toggle', true);

/** A form-encoded request body as its fields. */
export const formFields = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));

/** What the snapshots show for a receipt's `version`: the hash of the screen's documents, different after any edit. */
export const RECEIPT_VERSION = "(the SHA-256 of the screen's documents and copy as built: app/screenVersion.ts)";

export interface RunOptions {
  /** The page's language (default: the market's default). */
  lang?: string;
  /** The settings, i.e. the market profile (default: the configured one; settingsFor('seed') for the SPEC as written). */
  settings?: JsonObject;
  /** The borrower reached the screen from another page of the app (default: the shell opened it first). */
  cameFromApp?: boolean;
  /** Today in Manila as the page knows it (env.today; default TEST_DAY, the sandbox's day). */
  today?: string;
  /** The same tab coming back to the page: this visit's entries (storage.* with visit: true) stay. */
  sameVisit?: boolean;
  /** Where the screen's draft is kept (renderer/draftKeeper.ts; default: none is kept). */
  drafts?: DraftStore;
  /**
   * No waiting in time: the sandbox answers without its scenario's `delayMs`, and a chain's `ui.wait` ends at
   * once. For the suites that read only where each screen ends up (the snapshots, the walks over every
   * scenario), where a slow scenario's seconds, run by the hundred, were most of their time; their snapshots
   * are the same with it. A test of what shows *while* something is slow keeps the waits (the default).
   */
  atOnce?: boolean;
  /** Actions that answer otherwise than the app's (e.g. a data source held back until the test lets it go). */
  actions?: ActionRegistry;
  /**
   * Runs once the screen has started loading, before runScreen waits for its data and onLoad: what a borrower does
   * on a page that is drawn while a source is still on its way (a source that is not blocking).
   */
  whileLoading?: (run: ScreenRun) => Promise<void>;
}

/** Opens `screenId` in `scenarioName` and waits for its data and onLoad chain. */
export async function runScreen(screenId: string, scenarioName: string, query?: Record<string, string>, options: RunOptions = {}): Promise<ScreenRun> {
  const settings = options.settings ?? defaultSettings;
  const lang = options.lang ?? marketOf(settings).defaultLanguage;
  // With every operation pack, as the app hands the ones the screen uses: tests evaluate its rules, tables and checks too.
  const screen = withPacks(loadScreenDoc(screenId, lang, settings), allFeatures);
  setScenario(scenarioName);
  setAnswerWaits(!options.atOnce);
  localStorage.clear();
  // This visit's entries (storage.* with visit: true) belong to one run too; the sandbox's own keys stay.
  if (!options.sameVisit) for (const key of Object.keys(sessionStorage)) if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
  seedStorage(scenario(scenarioName), lang);
  clearRequestLog();
  resetCallCounts();
  bridgeLog.setState({ entries: [] });
  const effects: Effects = { navigations: [], native: [], toasts: [], requests: requestLog };
  setNavigator({
    go: (to, { replace }) => effects.navigations.push({ kind: 'go', to, replace }),
    leave: (to, { replace }) => effects.navigations.push({ kind: 'leave', to, replace }),
    back: () => effects.navigations.push({ kind: 'back' }),
    canGoBack: () => options.cameFromApp ?? false,
  });
  const unToast = toastStore.subscribe((s, prev) => {
    if (s.text && s.serial !== prev.serial) effects.toasts.push(s.text);
  });
  const unBridge = bridgeLog.subscribe((s) => {
    effects.native = s.entries.map((e) => ({ handler: e.handler, body: e.body }));
  });
  const pageQuery = query ?? scenario(scenarioName)?.query ?? {};
  const runtime = createScreenRuntime(screen, {
    query: pageQuery,
    actions: { ...actions, ...(options.atOnce ? waitsAtOnce : {}), ...options.actions },
    config: settings,
    env: { userAgent: navigator.userAgent, lang, today: options.today ?? TEST_DAY },
    appCopy: appCopyIn(lang, settings),
    onUnhandledError: (error) => {
      if (!error.shown) effects.toasts.push(error.message);
    },
    receipts: { drawn: drawnTexts, version: () => screenVersion(loadScreenSource(screenId), settings) },
    drafts: options.drafts,
    features: allFeatures,
  });
  const tree = () => resolveScreen(screen, runtime.getContext(), { features: allFeatures });
  const run: ScreenRun = {
    runtime,
    screen,
    effects,
    tree,
    decisions() {
      const out: Record<string, TraceEntry | null> = {};
      for (const name of Object.keys(screen.tables ?? {})) {
        const trace: TraceEntry[] = [];
        try {
          evaluate({ table: name }, runtime.getContext(), screen, trace);
          out[name] = trace.find((t) => t.kind === 'table' && t.name === name) ?? null;
        } catch {
          out[name] = null;
        }
      }
      return out;
    },
    checks() {
      const out: Record<string, Json> = {};
      for (const name of Object.keys(screen.checks ?? {})) out[name] = evaluate({ check: name }, runtime.getContext(), screen);
      return out;
    },
    receipt: () => runtime.receiptPreview(RECEIPT_VERSION),
    async tap(match, event = 'press', payload) {
      const node = findNode(tree().nodes, match);
      if (!node) throw new Error('no such node on screen');
      const unToastTap = toastStore.subscribe((s, prev) => {
        if (s.text && s.serial !== prev.serial) effects.toasts.push(s.text);
      });
      try {
        await runtime.emit(node, event, payload ?? null);
      } finally {
        unToastTap();
        runtime.drawn(tree());
      }
    },
  };
  const loading = runtime.load();
  await options.whileLoading?.(run);
  await loading;
  // As the React layer does after each commit: the tree is on the page (a receipt's shownAt).
  runtime.drawn(tree());
  unToast();
  // Keep listening to the bridge log for later taps; tests are short-lived.
  void unBridge;
  return run;
}
