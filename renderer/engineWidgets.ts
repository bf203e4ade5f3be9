/**
 * The widgets the engine draws on its own, whatever the screen says (the
 * error page's frame and state, the loader, the stand-in for a widget that is
 * unknown or failed): named by the settings, schemas/config.json →
 * engineWidgets, never by the engine, which knows no widget by name.
 *
 * Read defensively: a missing name is '' (no widget has it), so the node is
 * drawn as nothing rather than as a crash; `npm run check` reports the
 * setting (renderer/checkErrorPage.ts).
 */
import { isObject } from './isObject.ts';
import type { JsonObject } from './types.ts';

export interface EngineWidgets {
  /** Holds the error page, with the screen's title. */
  page: string;
  /** The error page: icon, heading, message, 'Try again' and the ways out. */
  errorState: string;
  /** Shown while a screen's blocking data loads. */
  loader: string;
  /** Stands in for a widget that is unknown or failed to draw. */
  fallback: string;
}

export const ENGINE_WIDGET_ROLES: readonly (keyof EngineWidgets)[] = ['loader', 'page', 'errorState', 'fallback'];

export function engineWidgets(config: JsonObject | undefined): EngineWidgets {
  const named = isObject(config?.engineWidgets) ? config.engineWidgets : {};
  const name = (role: keyof EngineWidgets) => (typeof named[role] === 'string' ? named[role] : '');
  return { page: name('page'), errorState: name('errorState'), loader: name('loader'), fallback: name('fallback') };
}
