/**
 * Requests the boot code sent before the app had loaded (app/earlyData.ts),
 * waiting for the call that would have sent the same bytes (callEndpoint) to
 * take them over: the data is on its way while the code still loads, and the
 * wire carries one request, not two. Plain fetch, no axios: this module is in
 * the entry chunk.
 *
 * Each one is taken at most once; one nobody takes within its time-out is
 * dropped, so a later call (a retry, a second visit) sends its own request.
 */
import { requestKey, type WireRequest } from './wireRequest.ts';

/** How an early request ended, in the terms axios would have reported it (callEndpoint maps both alike). */
export type EarlyOutcome =
  /** An answer with a 2xx status: its JSON, or its text when it is not JSON (as axios's silent JSON parsing leaves it). */
  | { kind: 'answer'; body: unknown }
  /** Any other HTTP status, with its body as the 2xx answers have theirs (the server's words, when it gave some). */
  | { kind: 'status'; status: number; body: unknown }
  /** No answer: the connection failed. `message` is what axios says then. */
  | { kind: 'network'; message: string }
  /** No answer within the time-out, counted from when the request started. */
  | { kind: 'timeout' };

/** What axios's XHR adapter reports for a request that got no answer. */
const NETWORK_ERROR = 'Network Error';

const waiting = new Map<string, Promise<EarlyOutcome>[]>();

function forget(key: string, outcome: Promise<EarlyOutcome>): void {
  const list = waiting.get(key);
  if (!list) return;
  const rest = list.filter((p) => p !== outcome);
  if (rest.length) waiting.set(key, rest);
  else waiting.delete(key);
}

/** Axios's silent JSON parsing: an answer that is not JSON stays text (the caller refuses it). */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function exchange(request: WireRequest, signal: AbortSignal, timedOut: () => boolean): Promise<EarlyOutcome> {
  try {
    // Resolved against the page, as XHR resolves the address axios gives it.
    const response = await fetch(new URL(request.url, document.baseURI), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
    if (!response.ok) return { kind: 'status', status: response.status, body: parsed(await response.text().catch(() => '')) };
    return { kind: 'answer', body: parsed(await response.text()) };
  } catch {
    return timedOut() ? { kind: 'timeout' } : { kind: 'network', message: NETWORK_ERROR };
  }
}

/**
 * Axios adds the X-XSRF-TOKEN header when the page has this cookie (same
 * origin): a request by fetch would lack it, so on such a page every request
 * goes by axios (callEndpoint.ts), and no early one is sent (app/earlyData.ts).
 */
export const hasXsrfCookie = (): boolean => typeof document !== 'undefined' && /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie);

/**
 * Sends `request` now by fetch; its outcome, a time-out once `timeoutMs` have passed without a whole answer.
 * `expired` is told then, answered or not (an early request is forgotten then).
 */
export function fetchNow(request: WireRequest, timeoutMs: number, expired: () => void = () => {}): Promise<EarlyOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  setTimeout(() => {
    timedOut = true;
    controller.abort();
    expired();
  }, timeoutMs);
  return exchange(request, controller.signal, () => timedOut);
}

/** Sends `request` now; it waits, at most `timeoutMs` from now, for the call that takes it. */
export function startEarlyRequest(request: WireRequest, timeoutMs: number): void {
  const key = requestKey(request);
  const outcome: Promise<EarlyOutcome> = fetchNow(request, timeoutMs, () => forget(key, outcome));
  waiting.set(key, [...(waiting.get(key) ?? []), outcome]);
}

/** The early request of these exact bytes, taken (once): undefined when there is none to take. */
export function takeEarlyRequest(request: WireRequest): Promise<EarlyOutcome> | undefined {
  const key = requestKey(request);
  const outcome = waiting.get(key)?.[0];
  if (outcome) forget(key, outcome);
  return outcome;
}

/** How many early requests wait to be taken (tests). */
export function earlyRequestsWaiting(): number {
  let count = 0;
  for (const list of waiting.values()) count += list.length;
  return count;
}

/** Forgets every early request still waiting (tests); their answers are not read. */
export function dropEarlyRequests(): void {
  waiting.clear();
}
