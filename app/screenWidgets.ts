/**
 * The widget names a screen document can draw: every "widget" of its nodes,
 * whether or not an `if` shows it now, plus the ones the engine adds itself
 * (the loader, the error page, a node's fallback). Loading these before the
 * first render means no part of the screen ever waits for its code.
 */
import type { ScreenDoc } from '../renderer/index.ts';
import { eachObject, ERROR_WIDGET, FALLBACK_WIDGET } from '../renderer/index.ts';

const ENGINE_WIDGETS = ['Loader', 'Page', ERROR_WIDGET, FALLBACK_WIDGET];

export function screenWidgets(doc: ScreenDoc): string[] {
  const names = new Set(ENGINE_WIDGETS);
  // Everything but the copy (words, and long legal texts): nodes live in the body, and may live in any other part.
  const { copy: _copy, ...rest } = doc;
  eachObject(rest, ({ widget }) => {
    if (typeof widget === 'string') names.add(widget);
  });
  return [...names];
}
