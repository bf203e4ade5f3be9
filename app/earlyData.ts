/**
 * Starts the first data requests of the page's route before React and the
 * screen's chunk have loaded, in parallel with the code (issue 18): the
 * build-time manifest (scripts/earlyDataPlugin.ts) says which ones, and they
 * are built by the same code as the engine's (actions/api/wireRequest.ts), so
 * the engine takes them over (actions/api/earlyRequests.ts) and the wire
 * carries one request per data source. Kept small: it runs in the entry chunk.
 */
import { earlyData } from 'virtual:early-data';
import { startEarlyRequest } from '../actions/api/earlyRequests';
import { wireRequest } from '../actions/api/wireRequest';
import { pageQuery } from './pageQuery';

/**
 * Axios adds the X-XSRF-TOKEN header when the page has this cookie (same
 * origin); an early request without it would not be the engine's request.
 */
const hasXsrfCookie = () => /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie);

/** `timeoutMs`: config.requestTimeoutMs as the build wrote it into the manifest; a test may shorten it. */
export function startEarlyData(pathname: string, search: string, timeoutMs: number = earlyData.requestTimeoutMs): void {
  const screenId = Object.prototype.hasOwnProperty.call(earlyData.routes, pathname) ? earlyData.routes[pathname] : undefined;
  if (!screenId || typeof fetch !== 'function') return;
  try {
    if (hasXsrfCookie()) return;
    const query = pageQuery(search);
    for (const { endpoint, args } of earlyData.screens[screenId]) {
      // As the engine evaluates {"var": "query.x"}: a parameter the address lacks is null.
      const payload = Object.fromEntries(args.map(([key, arg]) => [key, 'query' in arg ? (query[arg.query] ?? null) : arg.value]));
      startEarlyRequest(wireRequest(endpoint, payload, query), timeoutMs);
    }
  } catch {
    // Whatever went wrong here, the engine sends its own requests as it always did.
  }
}
