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
import { isObject } from './isObject.ts';
import type { Json, JsonObject } from './types.ts';

const filled = new WeakMap<object, WeakMap<object, Json>>();

function read(config: JsonObject, path: string[]): Json {
  let cur: unknown = config;
  for (const step of path) {
    if (!isObject(cur) && !Array.isArray(cur)) return null;
    cur = (cur as Record<string, unknown>)[step];
  }
  return cur === undefined ? null : (cur as Json);
}

function fill(value: Json, config: JsonObject): Json {
  if (Array.isArray(value)) {
    const out = value.map((v) => fill(v, config));
    return out.some((v, i) => v !== value[i]) ? out : value;
  }
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'var' && typeof value.var === 'string' && value.var.startsWith('config.')) {
    return read(config, value.var.split('.').slice(1));
  }
  let changed = false;
  const out: JsonObject = {};
  for (const key of keys) {
    out[key] = fill(value[key], config);
    if (out[key] !== value[key]) changed = true;
  }
  return changed ? out : value;
}

export function settingsIn<T extends Json | undefined>(value: T, config: JsonObject): T {
  if (value === undefined || value === null || typeof value !== 'object') return value;
  let byConfig = filled.get(value);
  if (!byConfig) filled.set(value, (byConfig = new WeakMap()));
  let out = byConfig.get(config);
  if (out === undefined) byConfig.set(config, (out = fill(value, config)));
  return out as T;
}
