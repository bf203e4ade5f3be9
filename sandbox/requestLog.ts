import { endpoints, type Endpoint, type EndpointName } from '../actions/api/endpoints.ts';

/** What the sandbox received, for tests that assert on what was sent. */
export interface LoggedRequest {
  endpoint: string;
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Raw body text (form-encoded, JSON or multipart). */
  body: string;
  /** A multipart upload's body byte for byte, in base64 (the text above cannot hold a picture's bytes). */
  bytes?: string;
  /** The app gave up on the call (its time-out) before its body could be read: it was made, its body is not known. */
  unread?: true;
}

/**
 * A call's body, or null when it can no longer be read: the app gave up on the call (its time-out) while the body
 * was still on its way, which a loaded machine makes likely for a picture. The call is still logged, as `unread`.
 */
export function bodyOf(request: Request): Promise<ArrayBuffer | null> {
  if (request.signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    request.signal.addEventListener('abort', () => resolve(null), { once: true });
    request
      .clone()
      .arrayBuffer()
      .then(resolve, () => resolve(null));
  });
}

/** Bytes as base64, in browsers and Node alike. */
export function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export const requestLog: LoggedRequest[] = [];

/** When each logged call arrived (its place in the log). */
const arrivedAt = new WeakMap<LoggedRequest, number>();
let arrivals = 0;
/** The first arrival the log keeps: a call that arrived before it was cleared belongs to the run before. */
let keptFrom = 0;

/** Starts an empty log: a call that arrived before this and is read after is not logged (it was not this run's). */
export function clearRequestLog(): void {
  requestLog.length = 0;
  keptFrom = arrivals;
}

/**
 * Takes a call's place in the log as it arrives, and returns what logs it there once its body is read. A body
 * (a picture's above all) can take longer to read than the app waits for the answer: a call the app gave up on is
 * still logged, and the log keeps the order the calls were sent in, never putting a call after one sent later.
 */
export function logArrival(): (entry: LoggedRequest) => void {
  const arrived = arrivals++;
  return (entry) => {
    if (arrived < keptFrom) return;
    arrivedAt.set(entry, arrived);
    let at = requestLog.length;
    while (at > 0 && (arrivedAt.get(requestLog[at - 1]) ?? -1) > arrived) at--;
    requestLog.splice(at, 0, entry);
  };
}

/**
 * Reads a call as the sandbox logs it: its address, headers and body (an upload's bytes too, as the endpoint table
 * says which calls are uploads), or `unread` when the app gave up on it before its body could be read (`bodyOf`).
 * The sandbox's handlers and the unit tests' stand-in answers log calls this one way.
 */
export async function readCall(endpoint: EndpointName, request: Request): Promise<LoggedRequest> {
  const raw = request.method === 'GET' ? null : await bodyOf(request);
  const multipart = !!(endpoints[endpoint] as Endpoint).multipart;
  return {
    endpoint,
    method: request.method,
    url: request.url,
    query: Object.fromEntries(new URL(request.url).searchParams.entries()),
    headers: Object.fromEntries(request.headers.entries()),
    body: raw ? new TextDecoder().decode(raw) : '',
    ...(multipart && raw ? { bytes: base64Of(raw) } : {}),
    ...(request.method !== 'GET' && !raw ? { unread: true as const } : {}),
  };
}
