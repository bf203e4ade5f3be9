/**
 * createScreenRuntime: the effectful half of a screen, without React. It owns
 * the screen's store (data, source status, local state, busy nodes), loads the
 * declared data sources, and runs declared action chains.
 *
 * Chain semantics (documented in docs/developers.md, "Action chains"):
 * - steps run in order; a step with `if` that is falsy is skipped;
 * - `then` runs after the step succeeds, with its result as `result`;
 * - a failing step with `catch` runs the catch (with `error`) and the chain
 *   goes on with the next step, like try/catch; without `catch` the chain
 *   stops and the failure is reported once (onUnhandledError: a toast).
 * - an event's chain runs at most once at a time per node and event: a second
 *   tap while the first chain runs is ignored (no second request from a second tap).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { buildContext } from './context.ts';
import { engineText, type EngineCopyKey } from './engineCopy.ts';
import { evaluate, truthy } from './expressions.ts';
import type { ReceiptSetup } from './receiptRecorder.ts';
import type { DraftStore } from './draftKeeper.ts';
import { featureOf, type ScreenFeatures } from './screenFeatures.ts';
import { withPacks } from './operationPacks.ts';
import { sameJson } from './sameJson.ts';
import { valueEvents } from './valueEvents.ts';
import type {
  ActionEnv,
  ActionError,
  ActionRegistry,
  ActionStep,
  DataSource,
  Json,
  JsonObject,
  ScreenContext,
  ScreenDoc,
  SourceStatus,
  ViewNode,
  ViewTree,
} from './types.ts';

export interface RuntimeState {
  data: { [name: string]: Json };
  sources: { [name: string]: SourceStatus };
  state: JsonObject;
  /** `${nodeId}#${event}` of every event chain that is running. */
  busy: { [key: string]: true };
}

export interface RuntimeOptions {
  query: { [key: string]: string };
  actions: ActionRegistry;
  config?: JsonObject;
  appCopy?: { [key: string]: Json };
  /** Where the page runs ({userAgent}); reached as {"var": "env.userAgent"}. */
  env?: JsonObject;
  /** Table inputs set by hand (ScreenContext.tableInputs; the live preview). */
  tableInputs?: { [table: string]: JsonObject };
  /** A failure no `catch` handled (already turned into user words). */
  onUnhandledError?: (error: ActionError, step: ActionStep | null) => void;
  /** What a screen that declares a receipt needs to make one (renderer/receiptRecorder.ts); without it none is made. */
  receipts?: ReceiptSetup;
  /** Where a screen that declares a draft keeps it (app/tabDrafts.ts: the tab's storage); without it none is kept. */
  drafts?: DraftStore;
  /** The code of the receipt and the draft the screen declares and of the operation packs it uses (renderer/screenFeatures.ts); required when it needs one. */
  features?: ScreenFeatures;
}

export interface ScreenRuntime {
  store: StoreApi<RuntimeState>;
  getContext(): ScreenContext;
  /** Load every data source (or the named ones). `soft` keeps the current data on screen while reloading. */
  load(options?: { names?: string[]; soft?: boolean }): Promise<void>;
  /** Run a chain for a node's event; ignored while the same node's chain runs. */
  emit(node: Pick<ViewNode, 'id' | 'events' | 'scope'>, event: string, payload?: Json): Promise<void>;
  /** Run a chain with extra scope (no busy guard). */
  run(chain: ActionStep[], scope?: JsonObject): Promise<void>;
  /** Native message: runs the screen's `native[name]` chain; false when the screen has none. */
  handleNative(name: string, payload: Json): boolean;
  /** Start the screen (loads its data once). A start right after a dispose (React StrictMode's remount) just cancels the dispose. */
  start(): void;
  /**
   * Stop the screen: late answers are dropped, no chain goes on, and the
   * actions' `signal` aborts (an action still running shows nothing after).
   * Takes effect after the current task.
   */
  dispose(): void;
  /** Aborted once the screen is disposed (what actions get as `signal`). */
  readonly signal: AbortSignal;
  /** The view drew this tree (the React layer, after it is on the page): a receipt notes when its region first was. */
  drawn(tree: ViewTree): void;
  /** The receipt the screen would send now with this version, or null (no declaration, or it does not apply). */
  receiptPreview(version: string): JsonObject | null;
}

export function toActionError(e: unknown): ActionError {
  if (e && typeof e === 'object' && 'kind' in e && typeof (e as ActionError).kind === 'string') {
    const err = e as ActionError;
    const out: ActionError = { kind: err.kind, message: String(err.message ?? ''), code: err.code, shown: err.shown };
    if (err.details !== undefined) out.details = err.details;
    return out;
  }
  return { kind: 'internal', message: e instanceof Error ? e.message : String(e) };
}

/** The words a person sees for a failure: the server's own message, else the app's copy for the kind (engineText: never a bare word). */
export function userMessage(error: ActionError, copy: { [key: string]: Json }): string {
  const pick = (key: EngineCopyKey) => engineText(copy, key);
  switch (error.kind) {
    case 'server':
      return error.message || pick('serverError');
    case 'timeout':
      return pick('timeoutError');
    case 'network':
      return pick('networkError');
    case 'rejected':
      return error.message || pick('linkRejected');
    case 'native':
      return pick('nativeFailed');
    default:
      return pick('internalError');
  }
}

/**
 * Evaluated args; a `$spread` argument whose value is an object is merged in
 * under the named ones (a computed payload, e.g. a form's values).
 */
function evaluateArgs(args: ActionStep['args'], context: ScreenContext, screen: ScreenDoc): JsonObject {
  const evaluated = (evaluate(args ?? {}, context, screen) ?? {}) as JsonObject;
  const { $spread, ...named } = evaluated;
  if ($spread && typeof $spread === 'object' && !Array.isArray($spread)) return { ...($spread as JsonObject), ...named };
  return named;
}

class ChainAborted {
  constructor(readonly error: ActionError) {}
}

export function createScreenRuntime(doc: ScreenDoc, options: RuntimeOptions): ScreenRuntime {
  // Every evaluation of this runtime reads the operation packs it was handed.
  const screen = withPacks(doc, options.features);
  const drafts = options.drafts ? (featureOf(screen, 'draft', options.features?.draftKeeper)?.(screen, options.drafts) ?? null) : null;
  // What the borrower typed before going back, forward or reloading comes back before anything is drawn.
  const restored = drafts?.restore(buildContext(screen, { query: options.query, config: options.config, appCopy: options.appCopy, env: options.env })) ?? {};
  const store = createStore<RuntimeState>(() => ({
    data: {},
    sources: Object.fromEntries(Object.keys(screen.data ?? {}).map((n) => [n, { status: 'idle' } as SourceStatus])),
    state: { ...(screen.state ?? {}), ...restored },
    busy: {},
  }));
  let disposed = false;
  let started = false;
  let pendingDispose: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  /**
   * The newest load of each source: an answer of an older one is dropped. Per source, so reloading
   * one source (retry the agreement list) never throws away another's first answer still on its way.
   */
  const latest: { [name: string]: number } = {};
  let loadsInFlight = 0;
  // Aborted together with `disposed`: actions still running when the borrower
  // leaves (a slow answer, a wait) see it and show nothing on the next page.
  const leaving = new AbortController();
  const signal = leaving.signal;

  const getContext = (): ScreenContext =>
    buildContext(screen, {
      ...store.getState(),
      query: options.query,
      config: options.config,
      appCopy: options.appCopy,
      env: options.env,
      tableInputs: options.tableInputs,
    });

  const receipts = options.receipts ? (featureOf(screen, 'receipt', options.features?.receiptRecorder)?.(screen, options.receipts) ?? null) : null;
  if (receipts) {
    receipts.observe(getContext());
    store.subscribe(() => receipts.observe(getContext()));
  }
  if (drafts) {
    store.subscribe((now, before) => {
      if (now.state !== before.state || now.data !== before.data) drafts.observe(getContext());
    });
  }

  const report = (error: ActionError, step: ActionStep | null) => {
    if (disposed) return;
    options.onUnhandledError?.({ ...error, message: userMessage(error, getContext().copy) }, step);
  };

  const setState = (patch: JsonObject) => {
    if (disposed) return;
    // Nothing new (the same values by value): the same state, so nothing is resolved or drawn again.
    const unchanged = (s: RuntimeState) =>
      Object.keys(patch).every((key) => Object.prototype.hasOwnProperty.call(s.state, key) && sameJson(s.state[key], patch[key]));
    store.setState((s) => (unchanged(s) ? s : { state: { ...s.state, ...patch } }));
  };

  /**
   * What an action is handed, for a chain's step and a data source alike. A handler it runs sees the caller's
   * scope and what the action adds to it (`ui.runEach`'s item and index).
   */
  function actionEnv(args: JsonObject, context: ScreenContext, scope: JsonObject): ActionEnv {
    return {
      args,
      context,
      setState,
      reload: (names, how) => load({ names, soft: how?.loader !== true }),
      runHandler: (name, extra) => runHandler(name, { ...scope, ...(extra ?? {}) }),
      signal,
    };
  }

  async function runStep(step: ActionStep, scope: JsonObject): Promise<void> {
    const context = { ...getContext(), ...scope };
    if (step.if !== undefined && !truthy(evaluate(step.if, context, screen))) return;
    const handler = options.actions[step.action];
    if (!handler) throw new ChainAborted({ kind: 'internal', message: `Unknown action "${step.action}"` });
    let result: Json | void;
    try {
      const args = evaluateArgs(step.args, context, screen);
      // The step that carries the screen's receipt sends it too (built from the tree on screen, not from the step's scope).
      if (receipts) Object.assign(args, await receipts.argsFor(step.action, getContext()));
      result = await handler(actionEnv(args, context, scope));
      // Sent: what the draft kept is gone for good, even if a later step of the chain fails.
      drafts?.succeeded(step.action);
    } catch (e) {
      if (e instanceof ChainAborted) throw e;
      const error = toActionError(e);
      if (step.catch) {
        await runChain(step.catch, { ...scope, error: { ...error, message: userMessage(error, context.copy) } as unknown as Json });
        return;
      }
      throw new ChainAborted(error);
    }
    if (step.then) await runChain(step.then, { ...scope, result: (result ?? null) as Json });
  }

  async function runChain(steps: ActionStep[], scope: JsonObject): Promise<void> {
    for (const step of steps) {
      if (disposed) return;
      await runStep(step, scope);
    }
  }

  async function runHandler(name: string, scope: JsonObject): Promise<void> {
    const chain = screen.handlers?.[name];
    if (!chain) throw new ChainAborted({ kind: 'internal', message: `Unknown handler "${name}"` });
    await runChain(chain, scope);
  }

  async function run(chain: ActionStep[], scope: JsonObject = {}): Promise<void> {
    try {
      await runChain(chain, scope);
    } catch (e) {
      const error = e instanceof ChainAborted ? e.error : toActionError(e);
      if (!error.shown) report(error, null);
    }
  }

  /**
   * A source's `complete` rule sees the answer as `result` (and as data.<name>).
   * An answer without what the screen needs (no amount on a confirm page, no
   * order on the order page) fails like a failed load: the screen's error
   * state with its retry, never a half-drawn page that can still send.
   */
  function checkComplete(name: string, value: Json): void {
    const source = screen.data![name];
    const base = getContext();
    const context = { ...base, data: { ...base.data, [name]: value }, result: value };
    if (truthy(evaluate(source.complete as Json, context, screen))) return;
    const said = source.incompleteText === undefined ? '' : evaluate(source.incompleteText, context, screen);
    const message = typeof said === 'string' && said ? said : engineText(context.copy, 'dataIncomplete');
    throw { kind: 'server', code: 'incomplete', message } satisfies ActionError;
  }

  /** The words for a failed load: the source's own (failedText) when the server failed without words, else the kind's. */
  function sourceFailure(source: DataSource, error: ActionError): string {
    if (error.kind === 'server' && !error.message && source.failedText !== undefined) {
      const said = evaluate(source.failedText, getContext(), screen);
      if (typeof said === 'string' && said) return said;
    }
    return userMessage(error, getContext().copy);
  }

  async function loadSource(name: string, soft: boolean, gen: number): Promise<boolean> {
    const source = screen.data![name];
    const handler = options.actions[source.action];
    if (!soft) store.setState((s) => ({ sources: { ...s.sources, [name]: { status: 'loading' } } }));
    try {
      if (!handler) throw { kind: 'internal', message: `Unknown action "${source.action}"` };
      const args = evaluateArgs(source.args, getContext(), screen);
      const value = await handler({ ...actionEnv(args, getContext(), {}), source: name });
      if (disposed || latest[name] !== gen) return false;
      if (source.complete !== undefined) checkComplete(name, (value ?? null) as Json);
      store.setState((s) => ({
        data: { ...s.data, [name]: (value ?? null) as Json },
        sources: { ...s.sources, [name]: { status: 'ready' } },
      }));
      return true;
    } catch (e) {
      if (disposed || latest[name] !== gen) return false;
      const error = toActionError(e);
      if (soft && store.getState().sources[name]?.status === 'ready') {
        // Pull-to-refresh failed: keep what is on screen, say why once.
        if (!error.shown) report(error, null);
        return false;
      }
      const shown = { ...error, message: sourceFailure(source, error) };
      store.setState((s) => ({ sources: { ...s.sources, [name]: { status: 'error', error: shown } } }));
      return false;
    }
  }

  async function load({ names, soft = false }: { names?: string[]; soft?: boolean } = {}): Promise<void> {
    if (disposed) return;
    const all = Object.keys(screen.data ?? {});
    const chosen = names?.length ? all.filter((n) => names.includes(n)) : all;
    const gen = ++generation;
    for (const n of chosen) latest[n] = gen;
    loadsInFlight++;
    let results: boolean[];
    try {
      results = await Promise.all(chosen.map((n) => loadSource(n, soft, gen)));
    } finally {
      loadsInFlight--;
    }
    if (disposed) return;
    // A newer load took over some of these sources: while it is on its way, it decides about onLoad;
    // once everything has arrived, the last load to finish does.
    const superseded = chosen.some((n) => latest[n] !== gen);
    if (superseded && loadsInFlight > 0) return;
    const sources = store.getState().sources;
    const ready = all.every((n) => screen.data![n].blocking === false || sources[n]?.status === 'ready');
    if (ready && (results.some(Boolean) || superseded) && screen.onLoad?.length) await run(screen.onLoad);
    if (!chosen.length && screen.onLoad?.length) await run(screen.onLoad);
  }

  // The newest value of a value event (config valueEvents) that came while its chain ran, by node and event.
  const newerValue = new Map<string, { node: Pick<ViewNode, 'id' | 'events' | 'scope'>; payload: Json }>();
  const isValueEvent = valueEvents(options.config);
  // The value events' chains still running (with the newer values they run next).
  const valueChains = new Set<Promise<void>>();

  async function emit(node: Pick<ViewNode, 'id' | 'events' | 'scope'>, event: string, payload: Json = null): Promise<void> {
    const chain = node.events?.[event];
    if (!chain || disposed) return;
    // The same event of the same node runs once at a time (a second tap is ignored);
    // another event of that node (remove one picture while another uploads) still runs.
    // A value event's newer value is not a second tap: it is kept, and runs once this chain has ended.
    const key = `${node.id}#${event}`;
    const valueEvent = isValueEvent.has(event);
    if (store.getState().busy[key]) {
      if (valueEvent) newerValue.set(key, { node, payload });
      return;
    }
    store.setState((s) => ({ busy: { ...s.busy, [key]: true } }));
    const done = (async () => {
      try {
        // A tap acts on what was typed before it: the value chains still running end first (two fields and a tap
        // handed over in one moment when the app takes a page over, app/holdInput.ts).
        if (!valueEvent && valueChains.size) await Promise.allSettled([...valueChains]);
        await run(chain, { ...(node.scope ?? {}), event: payload });
      } finally {
        if (!disposed) {
          store.setState((s) => {
            const busy = { ...s.busy };
            delete busy[key];
            return { busy };
          });
        }
        const newer = newerValue.get(key);
        newerValue.delete(key);
        if (newer && !disposed) await emit(newer.node, event, newer.payload);
      }
    })();
    if (valueEvent) {
      valueChains.add(done);
      void done.finally(() => valueChains.delete(done)).catch(() => undefined);
    }
    await done;
  }

  function handleNative(name: string, payload: Json): boolean {
    // Only names the screen declares: `toString` or `__proto__` must not reach Object.prototype.
    const native = screen.native ?? {};
    const chain = Object.prototype.hasOwnProperty.call(native, name) ? native[name] : undefined;
    if (!Array.isArray(chain) || disposed) return false;
    void run(chain, { event: payload });
    return true;
  }

  return {
    store,
    getContext,
    load,
    emit,
    run,
    handleNative,
    signal,
    drawn(tree) {
      receipts?.drawn(tree);
    },
    receiptPreview(version) {
      return receipts?.preview(getContext(), version) ?? null;
    },
    start() {
      if (pendingDispose !== undefined) {
        clearTimeout(pendingDispose);
        pendingDispose = undefined;
        return;
      }
      if (started) return;
      started = true;
      void load();
    },
    dispose() {
      pendingDispose = setTimeout(() => {
        pendingDispose = undefined;
        disposed = true;
        leaving.abort();
      }, 0);
    },
  };
}
