/**
 * Where each screen is opened in each sandbox scenario that names it: the
 * page address (with the scenario's query, `scenario` and `lang`) and the
 * title the page should get. Read from the files the sandbox reads, so a new
 * scenario file is walked without code: the walk over every screen
 * (tests/e2e/deadEnds.spec.ts) and `npm run screenshots` use it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { readScreen } from '../../scripts/readScreen.ts';

type Json = Record<string, unknown>;
const root = process.cwd();
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as Json;

interface Scenario {
  screens?: string[];
  query?: Record<string, string>;
  extends?: string;
  /** Each endpoint's answer; `delayMs`: how long the sandbox holds it. */
  responses?: Record<string, { delayMs?: number }>;
  description?: string;
}
const scenarioFiles = readdirSync(join(root, 'sandbox', 'scenarios')).filter((f) => f.endsWith('.json'));
export const scenarios: Record<string, Scenario> = Object.fromEntries(
  scenarioFiles.map((f) => [f.replace(/\.json$/, ''), readJson('sandbox', 'scenarios', f) as Scenario]),
);

/** The page query a scenario is opened with (its own over what it extends, over the default's). */
function queryOf(name: string, seen: string[] = []): Record<string, string> {
  const own = scenarios[name];
  if (!own || seen.includes(name)) return {};
  const parent = own.extends ?? (name === 'default' ? undefined : 'default');
  return { ...(parent ? queryOf(parent, [...seen, name]) : {}), ...(own.query ?? {}) };
}

/** Where a screen is opened: its first product route, or its promotion hash route. */
export function addressOf(screen: string, scenario: string, lang: string): string | null {
  const query = new URLSearchParams({ ...queryOf(scenario), scenario, lang }).toString();
  const product = Object.entries(routesFile.routes as Record<string, string | null>).find(([, id]) => id === screen)?.[0];
  if (product) return `${product}?${query}`;
  const promo = Object.entries(routesFile.promo as Record<string, string>).find(([, id]) => id === screen)?.[0];
  return promo ? `/promo/#${promo}?${query}` : null;
}

/** The title a screen gives the document in a language, when it is one text of its copy. */
export function titleOf(screen: string, lang: string): string | null {
  // With its parts: the title's text may be in a part the screen uses.
  const doc = readScreen(screen, root) as { title?: { var?: string }; copy?: Record<string, Json> };
  const key = doc.title?.var?.match(/^copy\.(\w+)$/)?.[1];
  const text = key ? doc.copy?.[lang]?.[key] : undefined;
  return typeof text === 'string' ? text : null;
}

/** Every (scenario, screen) pair the sandbox scenarios name. */
export const scenarioCases: { name: string; screen: string }[] = Object.entries(scenarios).flatMap(([name, s]) =>
  (s.screens ?? []).map((screen) => ({ name, screen })),
);

/** Every screen a route or promotion route opens (the site and the legal pages too, named by a scenario or not). */
export const routedScreens: string[] = [
  ...new Set([...Object.values(routesFile.routes as Record<string, string | null>), ...Object.values(routesFile.promo as Record<string, string>)]),
].filter((id): id is string => typeof id === 'string');
