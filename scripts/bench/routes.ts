/**
 * Every page the bench visits: each path of schemas/routes.json "routes" and
 * the promotion entry's hash routes, with the page query the default scenario
 * gives (QA's links), and what kind of page it is for the targets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import routesFile from '../../schemas/routes.json';

const root = join(import.meta.dirname, '..', '..');

export type PageKind = 'static' | 'form' | 'product';

export interface BenchRoute {
  /** Path and query (hash included) to open. */
  url: string;
  /** Short label for tables. */
  label: string;
  screen: string;
  /** static: prerendered legal/site pages; form: draws an rjsf form; product: the other screens. */
  kind: PageKind;
}

function kindOf(screenId: string): PageKind {
  const doc = JSON.parse(readFileSync(join(root, 'schemas', 'screens', `${screenId}.json`), 'utf8'));
  if (doc.prerender === true) return 'static';
  if (JSON.stringify(doc.body).includes('"widget":"SchemaForm"')) return 'form';
  return 'product';
}

export function benchRoutes(): BenchRoute[] {
  const defaults = JSON.parse(readFileSync(join(root, 'sandbox', 'scenarios', 'default.json'), 'utf8'));
  const query = new URLSearchParams(defaults.query as Record<string, string>).toString();
  const out: BenchRoute[] = [];
  for (const [path, screen] of Object.entries(routesFile.routes as Record<string, string | null>)) {
    const id = screen ?? routesFile.notFound;
    const kind = kindOf(id);
    // Static pages read no query; product pages are opened the way the native app opens them.
    out.push({ url: kind === 'static' ? path : `${path}?${query}`, label: path, screen: id, kind });
  }
  for (const [hashPath, screen] of Object.entries(routesFile.promo as Record<string, string>)) {
    out.push({ url: `/promo/#${hashPath}?${query}`, label: `/promo/#${hashPath}`, screen, kind: kindOf(screen) });
  }
  return out;
}
