/**
 * The events whose payload is a value as it stands now (a field edited): named by the settings, schemas/config.json →
 * valueEvents, never by the engine. While such an event's chain still runs, a newer one is kept, not ignored like a
 * second tap, and its chain runs with the newest value once the first has ended: two fields filled in one moment
 * (a page's typing handed over when the app takes it over, app/holdInput.ts) both reach the screen.
 */
import { isObject } from './isObject.ts';
import type { JsonObject } from './types.ts';

export function valueEvents(config: JsonObject | undefined): ReadonlySet<string> {
  const named = isObject(config?.valueEvents) ? config.valueEvents.events : undefined;
  return new Set(Array.isArray(named) ? named.filter((name): name is string => typeof name === 'string') : []);
}
