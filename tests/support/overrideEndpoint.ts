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
import { logArrival, readCall } from '../../sandbox/requestLog.ts';

export function overrideEndpoint(name: EndpointName, respond: () => Response | Promise<Response>): void {
  const { method, path } = endpoints[name];
  const route = method === 'GET' ? http.get : http.post;
  server.use(
    route(`*${path}`, async ({ request }) => {
      const log = logArrival();
      log(await readCall(name, request));
      return respond();
    }),
  );
}
