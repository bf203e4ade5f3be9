/**
 * buildContext: what expressions of one screen can read. The app's copy sits
 * under the screen's own copy, so a screen can reword a shared message.
 */
import { settingsIn } from './settingsIn.ts';
import type { Json, JsonObject, ScreenContext, ScreenDoc, SourceStatus } from './types.ts';

export interface ContextParts {
  query: { [key: string]: string };
  data?: { [key: string]: Json };
  sources?: { [key: string]: SourceStatus };
  state?: JsonObject;
  config?: JsonObject;
  appCopy?: { [key: string]: Json };
  env?: JsonObject;
  tableInputs?: { [table: string]: JsonObject };
}

/** One empty object, so a screen run without settings keeps one identity for its filled constants (renderer/settingsIn.ts). */
const EMPTY: JsonObject = Object.freeze({}) as JsonObject;

const merged = new WeakMap<object, WeakMap<object, { [key: string]: Json }>>();

/**
 * The app's copy under the screen's, made once per pair: the context is built for every draw and every step,
 * and both copies stay the same for a screen's life. (It also keeps one identity for widgets' props; and
 * `{...app, ...screen}` of two copies this size takes 150 µs in Node 20's V8, the unit tests' engine.)
 */
function copyOf(appCopy: { [key: string]: Json }, screenCopy: { [key: string]: Json }): { [key: string]: Json } {
  let byScreen = merged.get(appCopy);
  if (!byScreen) merged.set(appCopy, (byScreen = new WeakMap()));
  let copy = byScreen.get(screenCopy);
  if (!copy) byScreen.set(screenCopy, (copy = Object.freeze(Object.assign({}, appCopy, screenCopy))));
  return copy;
}

export function buildContext(screen: ScreenDoc, parts: ContextParts): ScreenContext {
  const config = parts.config ?? EMPTY;
  return {
    query: parts.query,
    data: parts.data ?? {},
    sources: parts.sources ?? {},
    state: { ...(screen.state ?? {}), ...(parts.state ?? {}) },
    config,
    copy: copyOf(parts.appCopy ?? EMPTY, screen.copy ?? EMPTY),
    // Their `{"var": "config.…"}` read from these settings (renderer/settingsIn.ts), as every expression reads them.
    constants: settingsIn(screen.constants ?? EMPTY, config) as { [key: string]: Json },
    forms: settingsIn((screen.forms ?? EMPTY) as JsonObject, config),
    env: parts.env ?? {},
    // The screen's id ({"var": "screen.id"}): what tracking names a page by.
    screen: { id: screen.id },
    ...(parts.tableInputs ? { tableInputs: parts.tableInputs } : {}),
  };
}

/** Context of a screen whose every blocking source answered with `data` (snapshots, previews). */
export function readyContext(screen: ScreenDoc, parts: ContextParts): ScreenContext {
  const sources: { [key: string]: SourceStatus } = {};
  for (const name of Object.keys(screen.data ?? {})) sources[name] = { status: 'ready' };
  return buildContext(screen, { ...parts, sources: { ...sources, ...(parts.sources ?? {}) } });
}
