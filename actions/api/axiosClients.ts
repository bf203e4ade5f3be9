/**
 * The axios half of the clients: the instances and the request each call
 * hands them. Loaded by callEndpoint only when it sends a request itself, so a
 * first visit whose data came through the early request (app/earlyData.ts)
 * never downloads axios before its first paint.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { endpoints, type ClientKind, type Endpoint, type EndpointName } from './endpoints.ts';
import { apiBase, callHeaders, splitPayload, toParam, wireRequest, type PageQuery, type Payload, type RequestLanguage } from './wireRequest.ts';

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

/** A multipart upload: the payload's fields and the file, the browser adding the boundary (so no content type). */
function multipartRequest(
  endpoint: Endpoint & { multipart: string },
  name: EndpointName,
  payload: Payload,
  pageQuery: PageQuery,
  language: RequestLanguage,
  timeoutMs: number,
  file?: Blob,
): AxiosRequestConfig {
  const { query, body } = splitPayload(name, payload, pageQuery, language);
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    const param = toParam(value);
    if (param !== undefined) form.append(key, param);
  }
  if (file) form.append(endpoint.multipart, file);
  const qs = query.toString();
  return {
    method: endpoint.method,
    url: endpoint.path + (qs ? `?${qs}` : ''),
    headers: callHeaders(endpoint.client, pageQuery, language),
    timeout: timeoutMs,
    data: form,
  };
}

/**
 * The axios request for one call (the client instance is httpClients[endpoint.client]):
 * the body already encoded, which axios sends as it is.
 */
export function buildRequest(
  name: EndpointName,
  payload: Payload,
  pageQuery: PageQuery,
  language: RequestLanguage,
  timeoutMs: number,
  file?: Blob,
): AxiosRequestConfig {
  const endpoint: Endpoint = endpoints[name];
  if (endpoint.multipart) return multipartRequest({ ...endpoint, multipart: endpoint.multipart }, name, payload, pageQuery, language, timeoutMs, file);
  const { method, path, headers, body } = wireRequest(name, payload, pageQuery, language);
  return { method, url: path, headers: { ...headers }, timeout: timeoutMs, ...(body !== undefined ? { data: body } : {}) };
}
