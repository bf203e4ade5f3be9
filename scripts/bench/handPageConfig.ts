/**
 * What the hand-written order page (pages/hand/) carries written in, computed
 * at build time from the same sources the app reads, so the two stay the same
 * page: the screen's English copy (only the keys HandOrderDetail reads), its
 * constants and initial popup state, and the request of its `detail` data
 * source (the endpoint's method and path, the body's fields from the query).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, type EndpointName } from '../../actions/api/endpoints.ts';
import { appCopyIn } from '../../app/localized.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import market from '../../schemas/markets/PH.json' with { type: 'json' };
import { loadScreenDoc } from '../../tests/support/loadScreenDoc.ts';
import type { UiState } from './HandOrderDetail.tsx';

export interface HandPageConfig {
  endpoint: { method: 'GET' | 'POST'; path: string };
  /** [body field, page query parameter]: the data source's args, each `{"var": "query.<name>"}`. */
  body: [string, string][];
  copy: Record<string, string>;
  starLabels: string[];
  monthsShort: string[];
  /** The page's language as the app sends it: `lang` in the query, Accept-Language from the market profile. */
  lang: string;
  acceptLanguage: string;
  servicePhone: string;
  pullToRefresh: { distance: number; maxDamping: number; finishAfterMs: number };
  state: UiState;
}

export function handPageConfig(): HandPageConfig {
  const screen = loadScreenDoc('orderDetail', 'en');
  const source = (screen.data as Record<string, { action: string; args?: Record<string, unknown> }>).detail;
  const name = source.action.replace(/^api\./, '') as EndpointName;
  const endpoint = endpoints[name];
  if (!endpoint || endpoint.client !== 'engagement' || endpoint.method !== 'POST') {
    throw new Error(`orderDetail's data source is ${source.action}: the hand page only knows a form-encoded POST of the engagement client.`);
  }
  const body = Object.entries(source.args ?? {}).map(([field, value]): [string, string] => {
    const from = (value as { var?: unknown }).var;
    if (typeof from !== 'string' || !from.startsWith('query.'))
      throw new Error(`orderDetail's ${field} is not read from the page query: update the hand page.`);
    return [field, from.slice('query.'.length)];
  });
  const all = { ...appCopyIn('en'), ...(screen.copy as object) } as Record<string, unknown>;
  const handSource = readFileSync(join(import.meta.dirname, 'HandOrderDetail.tsx'), 'utf8');
  const used = new Set([...handSource.matchAll(/\bcopy\.(\w+)/g)].map((m) => m[1]));
  const copy = Object.fromEntries([...used].map((key) => [key, String(all[key] ?? '')]));
  const constants = screen.constants as { pullToRefresh: HandPageConfig['pullToRefresh'] };
  return {
    endpoint: { method: endpoint.method, path: endpoint.path },
    body,
    copy,
    starLabels: all.starLabels as string[],
    monthsShort: all.monthsShort as string[],
    lang: 'en',
    acceptLanguage: market.requestLanguages.en,
    servicePhone: lender.telephone,
    pullToRefresh: constants.pullToRefresh,
    state: screen.state as unknown as UiState,
  };
}
