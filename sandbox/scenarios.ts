/**
 * All scenario fixtures, with `extends` resolved. Adding a scenario is adding
 * a JSON file to sandbox/scenarios/: no code.
 */
import type { Scenario, ScenarioResponse } from './scenarioTypes.ts';

const files = import.meta.glob<Scenario>('./scenarios/*.json', { eager: true, import: 'default' });

export const rawScenarios: Record<string, Scenario> = Object.fromEntries(
  Object.entries(files).map(([path, doc]) => [path.replace(/^.*\/(.*)\.json$/, '$1'), doc]),
);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

export function deepMerge<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(out[k], v);
  return out as T;
}

const cache = new Map<string, Scenario>();

/** A scenario with everything it extends merged in (the default scenario underlies them all). */
export function scenario(name: string, seen: string[] = []): Scenario | undefined {
  if (cache.has(name)) return cache.get(name);
  const own = rawScenarios[name];
  if (!own) return undefined;
  if (seen.includes(name)) throw new Error(`Scenario "${name}" extends itself (${[...seen, name].join(' → ')})`);
  const parentName = own.extends ?? (name === 'default' ? undefined : 'default');
  const parent = parentName ? scenario(parentName, [...seen, name]) : undefined;
  const merged: Scenario = {
    ...own,
    query: { ...(parent?.query ?? {}), ...(own.query ?? {}) },
    // Storage is the scenario's own: a page must not find entries another scenario left.
    storage: own.storage,
    responses: deepMerge(parent?.responses ?? {}, own.responses ?? {}) as Record<string, ScenarioResponse>,
  };
  cache.set(name, merged);
  return merged;
}

export function scenarioNames(): string[] {
  return Object.keys(rawScenarios).sort();
}
