/**
 * The four HTTP clients of CONTRACT section 3 (engagement, json, form, promo):
 * how each one reads success from an answer, and the request timeout. The
 * axios instances are in axiosClients.ts (loaded only when a call is sent).
 * The request itself is built by wireRequest.ts (no axios there, so the boot
 * code's early request is the same bytes); sending and failure handling live
 * in callEndpoint.ts.
 */
import config from '../../schemas/config.json';
import type { Endpoint } from './endpoints';
import { requestTimeoutOverride } from './wireRequest';

export { apiBase, joinUrl, setParams, setRequestTimeout, splitPayload, toParam, type PageQuery, type Payload } from './wireRequest';

export function requestTimeout(): number {
  return requestTimeoutOverride() ?? config.requestTimeoutMs;
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
