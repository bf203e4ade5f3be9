/**
 * Shared by the screen helpers: an external site answered with a tiny page
 * (this machine has no internet), and a log of the app's API calls taken from
 * the browser's own request events, which (unlike the sandbox's log) survives
 * the page leaving for another address.
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

export async function stubSite(page: Page, pattern: string, title: string, heading: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: `<!doctype html><title>${title}</title><h1>${heading}</h1>` }),
  );
}

/** Starts logging the requests whose path `endpointOf` names; returns the live log. */
export function logWire<E extends string>(page: Page, endpointOf: (pathname: string) => E | null): WireRequest<E>[] {
  const log: WireRequest<E>[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const endpoint = endpointOf(url.pathname);
    if (!endpoint) return;
    const body = request.postData() ?? '';
    log.push({ endpoint, method: request.method(), query: Object.fromEntries(url.searchParams), headers: request.headers(), fields: formFields(body), body });
  });
  return log;
}
