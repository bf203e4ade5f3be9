/**
 * Screen documents are loaded per route (one small chunk each), so a page
 * never downloads the schemas of the others.
 */
import type { ScreenDoc } from '../renderer/types';
import routesFile from '../schemas/routes.json';

const loaders = import.meta.glob<ScreenDoc>('../schemas/screens/*.json', { import: 'default' });

export const routes = routesFile.routes as Record<string, string | null>;
export const promoRoutes = routesFile.promo as Record<string, string>;
export const notFoundScreen = routesFile.notFound;

export function screenIds(): string[] {
  return Object.keys(loaders).map((path) => path.replace(/^.*\/(.*)\.json$/, '$1'));
}

export async function loadScreen(id: string): Promise<ScreenDoc> {
  const loader = loaders[`../schemas/screens/${id}.json`];
  if (!loader) throw new Error(`No screen document "${id}"`);
  return loader();
}
