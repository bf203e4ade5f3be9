/**
 * Answers one endpoint, for the rest of the test, with `respond` instead of
 * the scenario, and logs the request the way the sandbox does (runScreen's
 * `effects.requests`), so a test still sees what was sent. answerWith and
 * failEndpoint are built on it; tests/setup.ts resets the handlers after
 * each test.
 */
import { http } from 'msw';
import { server } from '../mswServer.ts';
import { endpoints, type EndpointName } from '../../actions/api/endpoints.ts';
import { bodyOf, logArrival } from '../../sandbox/requestLog.ts';

export function overrideEndpoint(name: EndpointName, respond: () => Response | Promise<Response>): void {
  const { method, path } = endpoints[name];
  const route = method === 'GET' ? http.get : http.post;
  server.use(
    route(`*${path}`, async ({ request }) => {
      const log = logArrival();
      const raw = request.method === 'GET' ? new ArrayBuffer(0) : await bodyOf(request);
      log({
        endpoint: name,
        method: request.method,
        url: request.url,
        query: Object.fromEntries(new URL(request.url).searchParams),
        headers: Object.fromEntries(request.headers.entries()),
        body: raw ? new TextDecoder().decode(raw) : '',
        ...(raw ? {} : { unread: true as const }),
      });
      return respond();
    }),
  );
}
