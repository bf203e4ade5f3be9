/**
 * Starts the first data requests of the page's route before React and the
 * screen's chunk have loaded, in parallel with the code (issue 18): the
 * build-time manifest (scripts/earlyDataPlugin.ts) says which ones, and they
 * are built by the same code as the engine's (actions/api/wireRequest.ts), so
 * the engine takes them over (actions/api/earlyRequests.ts) and the wire
 * carries one request per data source. Kept small: it runs in the entry chunk.
 */
import { earlyData } from 'virtual:early-data';
import { hasXsrfCookie, startEarlyRequest } from '../actions/api/earlyRequests.ts';
import { requestLanguage, type RequestLanguage } from '../actions/api/requestLanguage.ts';
import { wireRequest } from '../actions/api/wireRequest.ts';
import { pickLanguage } from '../renderer/index.ts';
import { chosenMarket } from './chosenMarket.ts';
import { languageInputs } from './languageInputs.ts';
import { pageQuery } from './pageQuery.ts';

/**
 * The page's language as the app will decide it (app/language.ts: the address's `lang`, the tab's, the browser's, the
 * market's default), from the manifest's copy of the market profile: the engine's request carries the same `lang` and
 * Accept-Language, or it would not take this one over. Kept small: the renderer stays out of the entry chunk.
 */
function pageRequestLanguage(search: string): RequestLanguage {
  const market = earlyData.markets[chosenMarket(Object.keys(earlyData.markets), earlyData.market)] ?? earlyData.markets[earlyData.market];
  return requestLanguage(pickLanguage(languageInputs([search]), market), market);
}

/** `timeoutMs`: config.requestTimeoutMs as the build wrote it into the manifest; a test may shorten it. */
export function startEarlyData(pathname: string, search: string, timeoutMs: number = earlyData.requestTimeoutMs): void {
  const screenId = Object.prototype.hasOwnProperty.call(earlyData.routes, pathname) ? earlyData.routes[pathname] : undefined;
  if (!screenId || typeof fetch !== 'function') return;
  try {
    if (hasXsrfCookie()) return;
    const query = pageQuery(search);
    const language = pageRequestLanguage(search);
    for (const { endpoint, args } of earlyData.screens[screenId]) {
      // As the engine evaluates {"var": "query.x"}: a parameter the address lacks is null.
      const payload = Object.fromEntries(args.map(([key, arg]) => [key, 'query' in arg ? (query[arg.query] ?? null) : arg.value]));
      startEarlyRequest(wireRequest(endpoint, payload, query, language), timeoutMs);
    }
  } catch {
    // Whatever went wrong here, the engine sends its own requests as it always did.
  }
}
