/**
 * Screen documents are loaded per route (one small chunk each), with the
 * widgets they draw, so a page never downloads the schemas or the widgets of
 * the others.
 */
import type { Json, PartDoc, ScreenDoc } from '../renderer/index.ts';
import { contentNames, hasParts, partNames, withContent } from '../renderer/index.ts';
import type { Finding } from '../renderer/check.ts';
import routesFile from '../schemas/routes.json' with { type: 'json' };
import { routeOf } from './location/routeOf.ts';
import { loadWidgets } from '../widgets/appWidgets.ts';
import { screenWidgets } from './screenWidgets.ts';
import { loadScreenFeatures } from './screenFeatures.ts';
import { hashRoute } from './hashRoute.ts';
import widgetsOfScreen from 'virtual:screen-widgets';
import partsOfScreen from 'virtual:screen-parts';
import { everyScreenChecked } from 'virtual:screen-checked';

const loaders = import.meta.glob<ScreenDoc>('../schemas/screens/*.json', { import: 'default' });
const contentLoaders = import.meta.glob<Json>('../schemas/content/*.json', { import: 'default' });
// Shared parts (renderer/expandParts.ts): one small chunk each, fetched beside the screens that use them.
const partLoaders = import.meta.glob<PartDoc>('../schemas/parts/*.json', { import: 'default' });

export const routes = routesFile.routes as Record<string, string | null>;
export const promoRoutes = routesFile.promo as Record<string, string>;
export const notFoundScreen = routesFile.notFound;

export function screenIds(): string[] {
  return Object.keys(loaders).map((path) => path.replace(/^.*\/(.*)\.json$/, '$1'));
}

const cache = new Map<string, ScreenDoc>();
const checks = new Map<string, Promise<void>>();
const inFlight = new Map<string, Promise<ScreenDoc>>();

/** A screen ready to draw (document, long texts and widgets loaded), so a route draws it at once, without a loader. */
export function peekScreen(id: string): ScreenDoc | undefined {
  return cache.get(id);
}

/**
 * The screen's document with its long texts and every widget it draws
 * loaded: what a route needs for a first render that never waits (a
 * prerendered page is taken over as is). The run-time meta-schema check is
 * not awaited here: it runs once the screen is drawn (checkScreen).
 */
export function readyScreen(id: string): Promise<ScreenDoc> {
  const known = cache.get(id);
  if (known) return Promise.resolve(known);
  // One load per screen at a time: the entry starts it beside React, the app's start awaits the same one.
  let loading = inFlight.get(id);
  if (!loading) {
    loading = fetchReady(id).finally(() => inFlight.delete(id));
    inFlight.set(id, loading);
  }
  return loading;
}

async function fetchReady(id: string): Promise<ScreenDoc> {
  // The widgets and parts the build listed for this screen load beside its document; the document's own lists cover an edited one.
  const listedParts = partsOfScreen[id] ?? [];
  const [raw] = await Promise.all([
    rawScreen(id),
    loadWidgets(widgetsOfScreen[id] ?? []),
    loadParts(listedParts),
    listedParts.length ? import('../renderer/expandParts.ts') : null,
  ]);
  const expanded = await withParts(raw);
  const [doc] = await Promise.all([resolveContent(expanded), loadWidgets(screenWidgets(expanded)), loadScreenFeatures(expanded)]);
  cache.set(id, doc);
  return doc;
}

/**
 * The document with its shared parts filled in. The expansion's code comes with the screens that use a part (the
 * build links it with their routes: scripts/routePreloads.ts); the others never fetch it.
 */
async function withParts(raw: ScreenDoc): Promise<ScreenDoc> {
  if (!hasParts(raw)) return raw;
  const [{ expandParts }, parts] = await Promise.all([import('../renderer/expandParts.ts'), loadParts(partNames(raw))]);
  return expandParts(raw, parts);
}

/** The screen ready to draw and checked against the meta-schema (rejects with InvalidScreenError). */
export async function loadScreen(id: string): Promise<ScreenDoc> {
  const doc = await readyScreen(id);
  await checkScreen(id, { idle: false });
  return doc;
}

/** The screen id a product-route path draws (App.tsx's routes; an unknown path draws the not-found screen). */
export function screenOfPath(path: string, table: Record<string, string | null> = routes): string {
  const route = routeOf(table, path);
  return (route === null ? null : table[route]) ?? notFoundScreen;
}

/**
 * Loads the screen of a product-route path and the widgets it draws, before
 * the first render: true when it is ready (the first render then draws it at
 * once), false when it did not arrive (the route shows the error page).
 */
export function preloadPath(path: string): Promise<boolean> {
  return readyScreen(screenOfPath(path)).then(
    () => true,
    () => false,
  );
}

/** The same for the promotion pages, whose route is the hash (#/downloadTemplate?id=1). */
export function preloadHash(hash: string): Promise<boolean> {
  return readyScreen(screenOfPath(hashRoute(hash), promoRoutes)).then(
    () => true,
    () => false,
  );
}

/** A screen document the meta-schema refuses: the route shows a fallback page instead. */
export class InvalidScreenError extends Error {
  constructor(
    readonly screenId: string,
    readonly findings: Finding[],
    lines: string[],
  ) {
    super(`Screen "${screenId}" is not valid:\n${lines.join('\n')}`);
  }
}

function rawScreen(id: string): Promise<ScreenDoc> {
  const loader = loaders[`../schemas/screens/${id}.json`];
  return loader ? loader() : Promise.reject(new Error(`No screen document "${id}"`));
}

/** Resolves when the browser has nothing more urgent to do (the first paint, the data answers). */
function idle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0)));
}

const CHECKED: Promise<void> = Promise.resolve();

/**
 * The run-time meta-schema check of a screen document. A build refuses an
 * invalid document and bundles only those it checked, so its pages check
 * nothing again (virtual:screen-checked; scripts/screenValidatorPlugin.ts).
 * In the dev server this catches a hand-edited file, off the first paint's
 * path: by default when the browser is idle, once the screen is drawn.
 * Rejects with InvalidScreenError only; a check that cannot run (its chunk
 * did not arrive) leaves the page as it is.
 */
export function checkScreen(id: string, { idle: waitIdle = true }: { idle?: boolean } = {}): Promise<void> {
  if (everyScreenChecked) return CHECKED;
  const known = checks.get(id);
  if (known) return known;
  const check = (waitIdle ? idle() : Promise.resolve())
    .then(() => Promise.all([rawScreen(id), import('./screenFindings.ts')]))
    .then(([doc, { screenFindings }]) => screenFindings(id, doc))
    .then(
      ({ findings, lines }) => {
        if (findings.length) throw new InvalidScreenError(id, findings, lines);
      },
      (error: unknown) => {
        checks.delete(id);
        console.warn(`[app] the check of screen "${id}" could not run:`, error);
      },
    );
  checks.set(id, check);
  return check;
}

/**
 * The shared parts of these names (schemas/parts/<name>.json); a name with no
 * file is left out (the screen draws without it: the build's check refuses it).
 */
export async function loadParts(names: string[]): Promise<Record<string, PartDoc>> {
  const loaded = await Promise.all(names.map((n) => partLoaders[`../schemas/parts/${n}.json`]?.() ?? null));
  return Object.fromEntries(names.flatMap((n, i) => (loaded[i] ? [[n, loaded[i]]] : [])));
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
