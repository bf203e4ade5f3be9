/**
 * What a call of a page must carry of the page's language (CONTRACT section 6): `lang` (`en`, `fil`) in its
 * query and Accept-Language (`en-PH`, `fil-PH`, from the market profile). Read by the walk over every page
 * (tests/e2e/deadEnds.spec.ts: every call of every screen's first load) and by tests/e2e/requestLanguage.spec.ts
 * (pages opened without `lang`, and the calls made on taps).
 */
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { endpoints, type Endpoint, type EndpointName } from '../../actions/api/endpoints.ts';
import { readScreen } from '../../scripts/readScreen.ts';
import type { SandboxRequest } from './fixtures.ts';
import type { WireRequest } from './wireLog.ts';

/** The Accept-Language each language of the market asks for. */
export const HEADERS = PH.requestLanguages as Record<string, string>;

/** A call as it reached the server, and what it should have carried. */
export type Sent = Pick<SandboxRequest, 'endpoint' | 'query' | 'headers'> | Pick<WireRequest, 'endpoint' | 'query' | 'headers'>;

/** What is wrong with one call of a page speaking `lang`, or null. */
export function wrongLanguage(call: Sent, lang: string): string | null {
  const problems: string[] = [];
  if (call.query.lang !== lang) problems.push(`lang=${call.query.lang ?? '(none)'}`);
  // A picture is loaded by address: its Accept-Language is the browser's, not the page's (docs/developers.md).
  const endpoint: Endpoint | undefined = endpoints[call.endpoint as EndpointName];
  const header = Object.entries(call.headers).find(([name]) => name.toLowerCase() === 'accept-language')?.[1];
  if (!endpoint?.binary && !header?.startsWith(HEADERS[lang])) problems.push(`Accept-Language: ${header ?? '(none)'}`);
  return problems.length ? `${call.endpoint}: ${problems.join(', ')} (expected lang=${lang}, ${HEADERS[lang]})` : null;
}

interface Step {
  action?: string;
  if?: unknown;
  args?: { endpoint?: unknown; handler?: unknown };
  then?: Step[];
}

/**
 * The endpoints a screen calls as it opens, read from its document: its data sources, and the calls its `onLoad`
 * chain always makes on success (a step under an `if`, or in a `catch`, may not run). The chain's `run` steps are
 * followed into the screen's handlers, and an `api.url` (a picture loaded by address) names its endpoint.
 */
export function callsOnLoad(screen: string): string[] {
  const doc = readScreen(screen) as { data?: Record<string, { action?: string }>; onLoad?: Step[]; handlers?: Record<string, Step[]> };
  const calls = Object.values(doc.data ?? {}).flatMap(({ action }) => (action?.startsWith('api.') ? [action.slice(4)] : []));
  const followed = new Set<string>();
  const walk = (steps: Step[] = []) => {
    for (const step of steps) {
      if (step.if !== undefined) continue;
      if (step.action === 'api.url' && typeof step.args?.endpoint === 'string') calls.push(step.args.endpoint);
      else if (step.action?.startsWith('api.')) calls.push(step.action.slice(4));
      const handler = step.action === 'run' ? step.args?.handler : undefined;
      if (typeof handler === 'string' && !followed.has(handler)) {
        followed.add(handler);
        walk(doc.handlers?.[handler]);
      }
      walk(step.then);
    }
  };
  walk(doc.onLoad);
  return [...new Set(calls)];
}
