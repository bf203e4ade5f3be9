/**
 * Every page the bench visits: each path of schemas/routes.json "routes" and
 * the promotion entry's hash routes, with the page query the default scenario
 * gives (QA's links), what kind of page it is and whether its screen loads
 * data (issue 18 judges the LCP of data screens against the floor's).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { readScreen } from '../readScreen.ts';

const root = join(import.meta.dirname, '..', '..');

export type PageKind = 'static' | 'form' | 'product';

export interface BenchRoute {
  /** Path and query (hash included) to open. */
  url: string;
  /** Short label for tables. */
  label: string;
  screen: string;
  /** static: prerendered legal/site pages; form: draws a SchemaForm; product: the other screens. */
  kind: PageKind;
  /** A data screen: its screen declares `data` sources (API calls before the content can draw). */
  data: boolean;
}

// With its parts: a fragment's form or a part's data source is the screen's.
const screenDoc = (screenId: string) => readScreen(screenId, root);

function kindOf(screenId: string): PageKind {
  const doc = screenDoc(screenId);
  if (doc.prerender === true) return 'static';
  if (JSON.stringify(doc.body).includes('"widget":"SchemaForm"')) return 'form';
  return 'product';
}

const hasData = (screenId: string) => Object.keys(screenDoc(screenId).data ?? {}).length > 0;

export function benchRoutes(): BenchRoute[] {
  const defaults = JSON.parse(readFileSync(join(root, 'sandbox', 'scenarios', 'default.json'), 'utf8'));
  const query = new URLSearchParams(defaults.query as Record<string, string>).toString();
  const out: BenchRoute[] = [];
  for (const [path, screen] of Object.entries(routesFile.routes as Record<string, string | null>)) {
    const id = screen ?? routesFile.notFound;
    const kind = kindOf(id);
    // Static pages read no query; product pages are opened the way the native app opens them.
    out.push({ url: kind === 'static' ? path : `${path}?${query}`, label: path, screen: id, kind, data: hasData(id) });
  }
  for (const [hashPath, screen] of Object.entries(routesFile.promo as Record<string, string>)) {
    out.push({ url: `/promo/#${hashPath}?${query}`, label: `/promo/#${hashPath}`, screen, kind: kindOf(screen), data: hasData(screen) });
  }
  return out;
}
