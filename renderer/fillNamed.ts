/**
 * fillNamed(value, head, root): every `{"var": "<head>.a.b"}` inside a value the engine does not evaluate (a
 * screen's constants, forms, table answers) replaced by what `root` holds at a.b (null when nothing), the rest
 * kept. A value with no such reference comes back as it is, the same object, and so does every part of it that
 * has none. The copy fills with it when a screen is localized (renderer/localize.ts), the settings when its
 * context is built (renderer/settingsIn.ts).
 */
import { isObject } from './isObject.ts';
import type { Json } from './types.ts';

/** What `root` holds along `steps` ("a.b" split), or undefined when the way stops. */
export function readPath(root: unknown, steps: readonly string[]): unknown {
  let cur = root;
  for (const step of steps) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[step];
  }
  return cur;
}

export function fillNamed(value: Json, head: string, root: unknown): Json {
  if (Array.isArray(value)) {
    const out = value.map((v) => fillNamed(v, head, root));
    return out.some((v, i) => v !== value[i]) ? out : value;
  }
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'var' && typeof value.var === 'string') {
    const [first, ...steps] = value.var.split('.');
    if (first !== head || !steps.length) return value;
    const found = readPath(root, steps);
    return found === undefined ? null : (found as Json);
  }
  let changed = false;
  const out: Record<string, Json> = {};
  for (const key of keys) {
    out[key] = fillNamed(value[key], head, root);
    if (out[key] !== value[key]) changed = true;
  }
  return changed ? out : value;
}
