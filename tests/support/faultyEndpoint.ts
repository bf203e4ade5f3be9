/**
 * Makes one endpoint fail, for the rest of the test, the ways a mobile
 * network and a server fail: no answer in time, HTTP 500 and 503 with an
 * HTML error page, a truncated JSON answer, no connection. The request is logged like the
 * sandbox logs it (runScreen's `effects.requests`); tests/setup.ts resets
 * the handlers after each test.
 *
 * The time-out needs the screen run with a short time-out in its settings
 * ({...settings, requestTimeoutMs}: runScreen's and drawScreen's settings); the hanging answer never
 * comes, so nothing depends on how long the test waits.
 */
import { delay, HttpResponse } from 'msw';
import type { EndpointName } from '../../actions/api/endpoints.ts';
import { overrideEndpoint } from './overrideEndpoint.ts';

export type Fault = 'time-out' | 'HTTP 500' | 'HTTP 503' | 'malformed JSON' | 'connection refused';

export const FAULTS: readonly Fault[] = ['time-out', 'HTTP 500', 'HTTP 503', 'malformed JSON', 'connection refused'];

/**
 * The app-wide copy key of what a person reads for the fault (schemas/copy.json; a screen may reword it):
 * too slow, the server failed (it answered with a failure status: never "check your connection"), no connection.
 */
export function faultCopyKey(fault: Fault): 'timeoutError' | 'serverError' | 'networkError' {
  if (fault === 'time-out') return 'timeoutError';
  return fault.startsWith('HTTP') ? 'serverError' : 'networkError';
}

async function answer(fault: Fault): Promise<Response> {
  switch (fault) {
    case 'time-out':
      await delay('infinite');
      return HttpResponse.error();
    case 'HTTP 500':
      return HttpResponse.html('<html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500 });
    case 'HTTP 503':
      return HttpResponse.html('<html><body><h1>503 Service Unavailable</h1></body></html>', { status: 503 });
    case 'malformed JSON':
      return new HttpResponse('{"code": "00", "message": "ok", "data": {"items": [', { headers: { 'Content-Type': 'application/json' } });
    case 'connection refused':
      return HttpResponse.error();
  }
}

export function failEndpoint(name: EndpointName, fault: Fault): void {
  overrideEndpoint(name, () => answer(fault));
}
