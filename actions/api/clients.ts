/**
 * The four HTTP clients of CONTRACT section 3 (engagement, json, form, promo):
 * how each one reads success from an answer, and the request timeout. The
 * axios instances are in axiosClients.ts (loaded only when a call is sent).
 * The request itself is built by wireRequest.ts (no axios there, so the boot
 * code's early request is the same bytes); sending and failure handling live
 * in callEndpoint.ts.
 */
import type { JsonObject } from '../../renderer/types.ts';
import type { Endpoint } from './endpoints.ts';

export { apiBase, joinUrl, setParams, splitPayload, toParam, type PageQuery, type Payload } from './wireRequest.ts';

/**
 * The request time-out of the settings the page runs with
 * (context.config.requestTimeoutMs, from schemas/config.json): a test or the
 * live preview that runs with other settings gets its own.
 */
export function requestTimeout(settings: JsonObject): number {
  const ms = settings.requestTimeoutMs;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) throw new Error('The settings have no requestTimeoutMs (schemas/config.json)');
  return ms;
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
