/**
 * The widget names a screen document can draw: every "widget" of its nodes,
 * whether or not an `if` shows it now, plus the ones the engine adds itself
 * (the loader, the error page, a node's fallback). Loading these before the
 * first render means no part of the screen ever waits for its code.
 */
import type { JsonObject, ScreenDoc } from '../renderer/index.ts';
import { eachObject, ENGINE_WIDGET_ROLES, engineWidgets } from '../renderer/index.ts';
import { settings as appSettings } from './settings.ts';

/** The names a screen draws, the settings' own widgets first (config.engineWidgets: loader, page, error state, stand-in). */
export function screenWidgets(doc: ScreenDoc, settings: JsonObject = appSettings): string[] {
  const named = engineWidgets(settings);
  const names = new Set(ENGINE_WIDGET_ROLES.map((role) => named[role]).filter(Boolean));
  // Everything but the copy (words, and long legal texts): nodes live in the body, and may live in any other part.
  const { copy: _copy, ...rest } = doc;
  eachObject(rest, ({ widget }) => {
    if (typeof widget === 'string') names.add(widget);
  });
  return [...names];
}
