/**
 * resolveScreen(screen, context) → ViewTree: a pure function from a screen
 * document and the current context to plain JSON. No React, no effects, no
 * clock: the same inputs give the same tree, which is why QA can snapshot it.
 *
 * A node whose expressions throw becomes a `Fallback` node in place (the rest
 * of the screen still draws); the React layer draws unknown widgets the same
 * way, so a bad schema never yields a blank page.
 */
import { engineWidgets } from './engineWidgets.ts';
import { evaluate, truthy } from './expressions.ts';
import type { JsonObject, NodeSpec, ScreenContext, ScreenDoc, TraceEntry, ViewNode, ViewTree } from './types.ts';
import { str } from './operations.ts';
import { engineText } from './engineCopy.ts';
import { errorNodes, screenError } from './errorView.ts';
import { eventScope } from './eventScope.ts';
import { withPacks, type OperationPacks } from './operationPacks.ts';

export interface ResolveOptions {
  /** Attach the rules and table rows each node consulted (tests, preview). */
  trace?: boolean;
  /** The code of the operation packs the screen uses (ScreenFeatures.packs, renderer/operationPacks.ts); required when it uses one. */
  features?: { packs?: OperationPacks };
}

/** The screen's blocking data sources that are not ready yet (still loading, or failed): the page is not drawn until none is left. */
export function waitingFor(doc: ScreenDoc, sources: ScreenContext['sources']): string[] {
  return Object.entries(doc.data ?? {})
    .filter(([name, source]) => source.blocking !== false && sources[name]?.status !== 'ready')
    .map(([name]) => name);
}

export function resolveScreen(doc: ScreenDoc, context: ScreenContext, options: ResolveOptions = {}): ViewTree {
  const screen = withPacks(doc, options.features);
  const title = str(safeEvaluate(screen, screen.title, context));
  // The page waits for its blocking sources; the first that failed is the error page, else the first still loading is the loader.
  const waiting = waitingFor(screen, context.sources);
  for (const name of waiting) {
    const status = context.sources[name];
    if (status?.status === 'error') {
      // The one error page (renderer/errorView.ts): the title, the words, 'Try again' and the ways out, as nodes.
      const error = screenError(screen, context, { message: status.error.message, kind: status.error.kind, source: name });
      return { screen: screen.id, title, phase: 'error', error, nodes: errorNodes(screen, context, title, error) };
    }
  }
  if (waiting.length) {
    const source = screen.data![waiting[0]];
    const loadingText = str(safeEvaluate(screen, source.loadingText, context)) || engineText(context.copy, 'loading');
    return { screen: screen.id, title, phase: 'loading', loadingText, nodes: [] };
  }

  return { screen: screen.id, title, phase: 'ready', nodes: resolveNodes(screen, screen.body, context, 'body', {}, options) };
}

/** For the title and the loading text: a broken expression must not blank the page, but a developer must see it. */
function safeEvaluate(screen: ScreenDoc, expr: unknown, context: ScreenContext) {
  try {
    return evaluate(expr as never, context, screen);
  } catch (e) {
    console.error(`[renderer] ${screen.id}: ${(e as Error).message}`);
    return null;
  }
}

function resolveNodes(
  screen: ScreenDoc,
  specs: NodeSpec[],
  context: ScreenContext,
  path: string,
  scope: JsonObject,
  options: ResolveOptions,
  /** Collects the trace of lists that drew nothing, for the parent node (why are there no buttons?). */
  emptyLists?: TraceEntry[],
): ViewNode[] {
  const out: ViewNode[] = [];
  specs.forEach((spec, i) => {
    const id = `${path}.${spec.key ?? i}`;
    if (spec.forEach === undefined) {
      const node = resolveNode(screen, spec, context, id, scope, options);
      if (node) out.push(node);
      return;
    }
    let list: unknown;
    const trace: TraceEntry[] = [];
    try {
      list = evaluate(spec.forEach, context, screen, options.trace ? trace : undefined);
      tagTrace(trace, 0, `${spec.key ?? spec.widget} list`);
    } catch (e) {
      out.push(fallback(id, spec, e, context));
      return;
    }
    if (!Array.isArray(list) || !list.length) {
      if (emptyLists) emptyLists.push(...trace.map((t) => ({ ...t, for: `${spec.key ?? spec.widget} list (empty)` })));
      return;
    }
    const as = spec.as ?? 'item';
    list.forEach((item, index) => {
      const itemScope: JsonObject = { ...scope, [as]: item, index };
      const node = resolveNode(screen, spec, { ...context, ...itemScope }, `${id}.${index}`, itemScope, options);
      if (node) {
        if (options.trace && trace.length) node.trace = [...trace, ...(node.trace ?? [])];
        out.push(node);
      }
    });
  });
  return out;
}

function resolveNode(screen: ScreenDoc, spec: NodeSpec, context: ScreenContext, id: string, scope: JsonObject, options: ResolveOptions): ViewNode | null {
  const trace: TraceEntry[] | undefined = options.trace ? [] : undefined;
  try {
    if (spec.if !== undefined && !truthy(evaluate(spec.if, context, screen, trace))) return null;
    tagTrace(trace, 0, 'if');
    const props: JsonObject = {};
    for (const [k, v] of Object.entries(spec.props ?? {})) {
      const from = trace?.length ?? 0;
      props[k] = evaluate(v, context, screen, trace);
      tagTrace(trace, from, k);
    }
    const node: ViewNode = { id, widget: spec.widget, props };
    if (spec.events && Object.keys(spec.events).length) {
      node.events = spec.events;
      // Only what the events read: the whole scope would carry the outer items (and their lists) onto every row.
      const kept = eventScope(screen, spec.events, scope);
      if (kept) node.scope = kept;
    }
    if (spec.children?.length) node.children = resolveNodes(screen, spec.children, context, id, scope, options, trace);
    if (trace?.length) node.trace = trace;
    return node;
  } catch (e) {
    return fallback(id, spec, e, context);
  }
}

/** Marks the entries added since `from` with what they decided (a prop name, "if", "forEach"). */
function tagTrace(trace: TraceEntry[] | undefined, from: number, what: string): void {
  if (!trace) return;
  for (let i = from; i < trace.length; i++) trace[i].for ??= what;
}

/** The stand-in the settings name (config.engineWidgets.fallback) for a node that could not be worked out. */
function fallback(id: string, spec: NodeSpec, error: unknown, context: ScreenContext): ViewNode {
  const reason = error instanceof Error ? error.message : String(error);
  return { id, widget: engineWidgets(context.config).fallback, props: { widget: spec.widget, reason } };
}
