/**
 * What one call puts on the wire (CONTRACT section 3): method, address, headers
 * and encoded body, built without axios or the app's settings. The axios
 * clients (clients.ts) send exactly this, and the boot code's early request
 * (app/earlyData.ts) sends it with plain fetch before the app has loaded, so
 * the two are the same bytes and the engine can adopt the early one.
 */
import { commonParams } from './commonParams.ts';
import { endpoints, queryPayload, type ClientKind, type Endpoint, type EndpointName } from './endpoints.ts';
import type { RequestLanguage } from './requestLanguage.ts';

export type { RequestLanguage } from './requestLanguage.ts';

export type Payload = Record<string, unknown>;
export type PageQuery = Record<string, string>;

/** The API base (VITE_API_BASE); empty means same origin. */
export function apiBase(): string {
  // import.meta.env is absent when node runs this (the schema check): same origin then.
  return (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';
}

/** Base + path + query; what axios sends (its baseURL joined the same way) and what an <img> can load. */
export function joinUrl(path: string, query: URLSearchParams): string {
  const qs = query.toString();
  return apiBase().replace(/\/+$/, '') + path + (qs ? `?${qs}` : '');
}

/** Headers every client sends: axios's default Accept and the clients' X-Requested-With. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json, text/plain, */*',
  'X-Requested-With': 'XMLHttpRequest',
};

/** Page query parameters each client copies into headers of the same name. */
const copiedHeaders: Record<ClientKind, string[]> = {
  engagement: [],
  json: ['building', 'gather'],
  form: ['swift', 'eyes'],
  promo: [],
};

/** A payload value as a query/form parameter; undefined means "leave it out". */
export function toParam(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return undefined; // functions, symbols: nothing sensible to send
}

/** Sets each sendable payload value on `target` (replacing a same-named one). */
export function setParams(target: URLSearchParams, payload: Payload): URLSearchParams {
  for (const [key, value] of Object.entries(payload)) {
    const param = toParam(value);
    if (param !== undefined) target.set(key, param);
  }
  return target;
}

/**
 * Splits a payload into the query string (common params and the page's
 * `lang`, queryPayload keys, everything for GET) and the body (the rest). A
 * payload value wins over the page's common parameter of the same name.
 */
export function splitPayload(name: EndpointName, payload: Payload, pageQuery: PageQuery, language: RequestLanguage): { query: URLSearchParams; body: Payload } {
  const endpoint: Endpoint = endpoints[name];
  const query = new URLSearchParams(commonParams(pageQuery));
  // The page's language (CONTRACT section 6), beside the common parameters: what the page decided, not the address's `lang`.
  query.set('lang', language.lang);
  const inQuery = new Set(endpoint.method === 'GET' ? Object.keys(payload) : (queryPayload[name] ?? []));
  const body: Payload = {};
  const queried: Payload = {};
  for (const [key, value] of Object.entries(payload)) {
    if (inQuery.has(key)) queried[key] = value;
    else if (value !== undefined && value !== null) body[key] = value;
  }
  setParams(query, queried);
  return { query, body };
}

export interface WireRequest {
  method: Endpoint['method'];
  /** Path and query, relative to the API base (what the axios client, whose baseURL is the base, is given). */
  path: string;
  /** The whole address: base, path and query. */
  url: string;
  headers: Record<string, string>;
  /** The encoded body of a POST (JSON or form-encoded text); absent for GET. */
  body?: string;
}

/** The headers a call of this client sends besides the fixed ones: the page's language and the copied page parameters. */
export function callHeaders(client: ClientKind, pageQuery: PageQuery, language: RequestLanguage): Record<string, string> {
  return { 'Accept-Language': headerSafe(language.acceptLanguage), ...copiedHeadersOf(client, pageQuery) };
}

/**
 * The request of a call to an endpoint without a file (a multipart upload is
 * built by axiosClients.ts: its body is the picked file itself).
 */
export function wireRequest(name: EndpointName, payload: Payload, pageQuery: PageQuery, language: RequestLanguage): WireRequest {
  const endpoint: Endpoint = endpoints[name];
  const { query, body } = splitPayload(name, payload, pageQuery, language);
  const headers: Record<string, string> = { ...FIXED_HEADERS, ...callHeaders(endpoint.client, pageQuery, language) };
  const qs = query.toString();
  const request: WireRequest = { method: endpoint.method, path: endpoint.path + (qs ? `?${qs}` : ''), url: joinUrl(endpoint.path, query), headers };
  if (endpoint.method === 'POST') {
    if (endpoint.client === 'json') {
      request.body = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    } else {
      // engagement, form and promo POST bodies are form-encoded, never JSON. The charset is spelled
      // as Chromium's XHR puts it on the wire (it rewrites "utf-8"), so fetch sends the same bytes.
      request.body = setParams(new URLSearchParams(), body).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    }
  }
  return request;
}

/**
 * A page value as an HTTP header value. A header takes visible ASCII only: a
 * CR or LF would start another header, and a character outside Latin-1
 * (`gather=王的iPhone`) makes the browser refuse the call before it leaves
 * (issue 29: the complaint home said "Network error"). So controls are
 * dropped, visible ASCII is kept as it is, and anything else is sent
 * percent-encoded as UTF-8 (王 → %E7%8E%8B), which the server decodes; a lone
 * surrogate, which has no UTF-8, is dropped.
 */
export function headerSafe(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) continue; // a control: a CR or LF would start another header
    if (code <= 0x7e) {
      out += char;
      continue;
    }
    try {
      out += encodeURIComponent(char);
    } catch {
      // A lone surrogate has no UTF-8: dropped.
    }
  }
  return out.trim();
}

/** The copied headers of a client (for the multipart request clients.ts builds), each made header-safe. */
export function copiedHeadersOf(client: ClientKind, pageQuery: PageQuery): Record<string, string> {
  return Object.fromEntries(copiedHeaders[client].map((header) => [header, headerSafe(pageQuery[header] ?? '')]));
}

/** Two calls with the same key put the same bytes on the wire. */
export function requestKey(request: WireRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([request.method, request.url, headers, request.body ?? null]);
}
