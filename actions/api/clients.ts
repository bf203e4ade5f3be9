/**
 * The four HTTP clients of CONTRACT section 3 (engagement, json, form, promo):
 * how each one puts a call on the wire and how it reads success from an answer.
 * Sending and failure handling live in callEndpoint.ts.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import config from '../../schemas/config.json';
import { commonParams } from './commonParams';
import { endpoints, queryPayload, type ClientKind, type Endpoint, type EndpointName } from './endpoints';

export type Payload = Record<string, unknown>;
export type PageQuery = Record<string, string>;

let timeoutOverride: number | null = null;

/** Tests shorten the time-out; `null` restores the configured one. */
export function setRequestTimeout(ms: number | null): void {
  timeoutOverride = ms;
}

export function requestTimeout(): number {
  return timeoutOverride ?? config.requestTimeoutMs;
}

/** The API base (VITE_API_BASE); empty means same origin. */
export function apiBase(): string {
  // import.meta.env is absent when node runs this (the schema check): same origin then.
  return (import.meta.env?.VITE_API_BASE as string | undefined) ?? '';
}

/** Base + path + query; what axios sends and what an <img> can load. */
export function joinUrl(path: string, query: URLSearchParams): string {
  const qs = query.toString();
  return apiBase().replace(/\/+$/, '') + path + (qs ? `?${qs}` : '');
}

function createClient(): AxiosInstance {
  return axios.create({
    baseURL: apiBase(),
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    // ETIMEDOUT rather than the ambiguous ECONNABORTED for axios's own time-out.
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
  });
}

export const httpClients: Record<ClientKind, AxiosInstance> = {
  engagement: createClient(),
  json: createClient(),
  form: createClient(),
  promo: createClient(),
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
 * Splits a payload into the query string (common params, queryPayload keys,
 * everything for GET) and the body (the rest). A payload value wins over the
 * page's common parameter of the same name.
 */
export function splitPayload(name: EndpointName, payload: Payload, pageQuery: PageQuery): { query: URLSearchParams; body: Payload } {
  const endpoint: Endpoint = endpoints[name];
  const query = new URLSearchParams(commonParams(pageQuery));
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

function encodeBody(endpoint: Endpoint, body: Payload, file?: Blob): { data: unknown; contentType?: string } {
  if (endpoint.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      const param = toParam(value);
      if (param !== undefined) form.append(key, param);
    }
    if (file) form.append(endpoint.multipart, file);
    // No content type: the browser adds the multipart boundary itself.
    return { data: form };
  }
  if (endpoint.client === 'json') return { data: body, contentType: 'application/json' };
  // engagement, form and promo POST bodies are form-encoded, never JSON.
  return { data: setParams(new URLSearchParams(), body), contentType: 'application/x-www-form-urlencoded;charset=utf-8' };
}

/** The axios request for one call (the client instance is httpClients[endpoint.client]). */
export function buildRequest(name: EndpointName, payload: Payload, pageQuery: PageQuery, file?: Blob): AxiosRequestConfig {
  const endpoint: Endpoint = endpoints[name];
  const { query, body } = splitPayload(name, payload, pageQuery);
  const headers: Record<string, string> = {};
  for (const header of copiedHeaders[endpoint.client]) headers[header] = pageQuery[header] ?? '';
  const qs = query.toString();
  const request: AxiosRequestConfig = {
    method: endpoint.method,
    url: endpoint.path + (qs ? `?${qs}` : ''),
    headers,
    timeout: requestTimeout(),
  };
  if (endpoint.method === 'POST') {
    const { data, contentType } = encodeBody(endpoint, body, file);
    request.data = data;
    if (contentType) headers['Content-Type'] = contentType;
  }
  return request;
}

/** The client's success rule, applied to an answer that is a JSON object. */
export function isSuccess(endpoint: Endpoint, body: Record<string, unknown>): boolean {
  const { code } = body;
  switch (endpoint.client) {
    case 'engagement':
      // Number('') and Number(null) are 0 too; an absent or blank code is not a success.
      if (typeof code === 'number') return code === 0;
      return typeof code === 'string' && code.trim() !== '' && Number(code) === 0;
    case 'json':
    case 'form':
      return code === '00';
    case 'promo':
      // Without successCodes the screen reads `code` itself (getSms, register).
      if (!endpoint.successCodes) return true;
      return (typeof code === 'string' || typeof code === 'number') && endpoint.successCodes.includes(String(code));
  }
}
