/**
 * The app's widget registry: the widgets any page may draw without its screen
 * document (the loader, the error page, a node's fallback) from the start, the
 * others added by loadWidgets before a screen that draws them is drawn. So a
 * route downloads the widgets its screen uses, and its first render never
 * waits on one (the prerendered markup is taken over as is).
 *
 * widgets/index.ts stays the whole registry, loaded at once, for tests, the
 * live preview and the build-time prerender.
 */
import type { WidgetRegistry } from '../renderer/types.ts';
import { startWidgets } from './startWidgets.ts';
import { widgetLoaders } from './widgetLoaders.ts';

export const appWidgets: WidgetRegistry = { ...startWidgets };

/**
 * The widgets at hand before any screen's own are downloaded (their contracts say `code: { atStart: true }`): the only
 * ones the settings may name for the engine's own (config.engineWidgets: the loader before a document arrives, the
 * error page when it cannot be fetched); `npm run check` holds the settings to this list (renderer/checkErrorPage.ts).
 */
export const START_WIDGETS: readonly string[] = Object.freeze(Object.keys(startWidgets));

const loading = new Map<string, Promise<void>>();

function loadOne(name: string): Promise<void> {
  const known = loading.get(name);
  if (known) return known;
  const promise = widgetLoaders[name]().then(
    (widget) => {
      appWidgets[name] = widget;
    },
    (error: unknown) => {
      // A chunk that did not arrive is asked again next time (Try again, another visit).
      loading.delete(name);
      throw error;
    },
  );
  loading.set(name, promise);
  return promise;
}

/**
 * Adds the named widgets to appWidgets; resolves once all are there, rejects
 * when one cannot be downloaded. A name no loader knows is left to the
 * renderer, which draws `Fallback` for it.
 */
export async function loadWidgets(names: Iterable<string>): Promise<void> {
  const missing = [...new Set(names)].filter((name) => !appWidgets[name] && Object.prototype.hasOwnProperty.call(widgetLoaders, name));
  await Promise.all(missing.map(loadOne));
}
