/**
 * Screen documents are loaded per route (one small chunk each), so a page
 * never downloads the schemas of the others.
 */
import type { Json, ScreenDoc } from '../renderer/types';
import { contentNames, withContent } from '../renderer/content';
import { formatFinding, metaFindings, type Finding } from '../renderer/checkScreenDoc';
import routesFile from '../schemas/routes.json';

const loaders = import.meta.glob<ScreenDoc>('../schemas/screens/*.json', { import: 'default' });
const contentLoaders = import.meta.glob<Json>('../schemas/content/*.json', { import: 'default' });

export const routes = routesFile.routes as Record<string, string | null>;
export const promoRoutes = routesFile.promo as Record<string, string>;
export const notFoundScreen = routesFile.notFound;

export function screenIds(): string[] {
  return Object.keys(loaders).map((path) => path.replace(/^.*\/(.*)\.json$/, '$1'));
}

const cache = new Map<string, ScreenDoc>();

/** A screen already loaded (so a prerendered page draws at once, without a loader). */
export function peekScreen(id: string): ScreenDoc | undefined {
  return cache.get(id);
}

export async function loadScreen(id: string): Promise<ScreenDoc> {
  const known = cache.get(id);
  if (known) return known;
  const doc = await fetchScreen(id);
  cache.set(id, doc);
  return doc;
}

/** Loads the screen of a product-route path before the first render. */
export async function preloadPath(path: string): Promise<void> {
  const id = routes[path];
  if (id) await loadScreen(id).catch(() => undefined);
}

/** A screen document the meta-schema refuses: the route shows a fallback page instead. */
export class InvalidScreenError extends Error {
  constructor(
    readonly screenId: string,
    readonly findings: Finding[],
  ) {
    super(`Screen "${screenId}" is not valid:\n${findings.map(formatFinding).join('\n')}`);
  }
}

async function fetchScreen(id: string): Promise<ScreenDoc> {
  const loader = loaders[`../schemas/screens/${id}.json`];
  if (!loader) throw new Error(`No screen document "${id}"`);
  // The build refuses an invalid schema; this catches one that reaches a page
  // anyway (a hand-edited file in the dev server, a deployment mix-up).
  const [doc, { validateScreen }] = await Promise.all([loader(), import('virtual:screen-validator')]);
  if (!validateScreen(doc)) throw new InvalidScreenError(id, metaFindings(`schemas/screens/${id}.json`, validateScreen.errors ?? []));
  return resolveContent(doc);
}

/** The document with its {"$content": name} copy entries filled from schemas/content/. */
export async function resolveContent(doc: ScreenDoc): Promise<ScreenDoc> {
  const names = contentNames(doc);
  if (!names.length) return doc;
  const loaded = await Promise.all(names.map((n) => contentLoaders[`../schemas/content/${n}.json`]?.() ?? null));
  return withContent(doc, Object.fromEntries(names.map((n, i) => [n, loaded[i]])));
}

/** Names of the content files (schemas/content/<name>.json). */
export function contentFileNames(): string[] {
  return Object.keys(contentLoaders).map((path) => path.replace(/^.*\/(.*)\.json$/, '$1'));
}
