/**
 * Records what reached the (msw) server, so the API tests assert the wire
 * format rather than what the code meant to send.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../mswServer.ts';

export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export function capture(method: 'get' | 'post', path: string, answer: JsonBodyType = { code: '00', message: 'ok', data: null }): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text() });
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}

/** The query string as a plain object (repeated names would show as the last one). */
export function queryOf(seen: Seen): Record<string, string> {
  return Object.fromEntries(seen.url.searchParams);
}

/** Awaits a promise that must reject, and returns the rejection. */
export async function failure(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error('expected the call to fail');
}
