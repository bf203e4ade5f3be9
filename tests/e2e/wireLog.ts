/**
 * Shared by the screen helpers: a log of the app's API calls taken from the
 * browser's own request events, which (unlike the sandbox's log) survives the
 * page leaving for another address. (Sites outside the app are the local
 * stand-in's: tests/e2e/standInSites.ts.)
 */
import type { Page, Request } from '@playwright/test';
import { endpoints, type EndpointName } from '../../actions/api/endpoints.ts';

/** A form-encoded body as a plain object. */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** Finds which of `names` a request path is, by the app's own endpoint table. */
export function endpointIn<E extends EndpointName>(names: readonly E[]): (pathname: string) => E | null {
  return (pathname) => names.find((name) => pathname.endsWith(endpoints[name].path)) ?? null;
}

export interface WireRequest<E extends string = string> {
  endpoint: E;
  method: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  fields: Record<string, string>;
  body: string;
}

/**
 * Starts logging the requests whose path `endpointOf` names: `log` is the live log, `stop` ends it (a page reused by
 * the next test keeps no listener of this one's).
 */
export function logWire<E extends string>(page: Page, endpointOf: (pathname: string) => E | null): { log: WireRequest<E>[]; stop: () => void } {
  const log: WireRequest<E>[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    const endpoint = endpointOf(url.pathname);
    if (!endpoint) return;
    const body = request.postData() ?? '';
    log.push({ endpoint, method: request.method(), query: Object.fromEntries(url.searchParams), headers: request.headers(), fields: formFields(body), body });
  };
  page.on('request', onRequest);
  return { log, stop: () => page.off('request', onRequest) };
}
