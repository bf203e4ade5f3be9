/**
 * settingsIn(value, config): `{"var": "config.…"}` inside a value the engine
 * does not evaluate (a screen's constants, its forms, a table's answer), read
 * from the settings the screen runs with.
 *
 * Settings reach the engine one way, the context (decision 021): an
 * expression reads `config` when it is evaluated, and so do these values,
 * when the context is built (renderer/context.ts) or the table answers
 * (renderer/expressions.ts). The copy is a property of the document's
 * language and is filled when the document is localized (renderer/localize.ts).
 *
 * A value with no such reference comes back as it is (the same object, so a
 * widget's props keep their identity); one with references is worked out once
 * per value and settings object.
 */
import { fillNamed } from './fillNamed.ts';
import type { Json, JsonObject } from './types.ts';

const filled = new WeakMap<object, WeakMap<object, Json>>();

export function settingsIn<T extends Json | undefined>(value: T, config: JsonObject): T {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  let byConfig = filled.get(value);
  if (!byConfig) filled.set(value, (byConfig = new WeakMap()));
  let out = byConfig.get(config);
  if (out === undefined) byConfig.set(config, (out = fillNamed(value, 'config', config)));
  return out as T;
}
