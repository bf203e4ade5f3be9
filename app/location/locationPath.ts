/** A navigation target as one address (react-router's createPath and parsePath, for the same targets). */
import type { NavigateTo, PageLocation } from './pageLocation.ts';

export function parseTo(to: NavigateTo, from: Pick<PageLocation, 'pathname'>): { pathname: string; search: string; hash: string } {
  if (typeof to !== 'string') return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  let rest = to;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) [rest, hash] = [rest.slice(0, hashAt), rest.slice(hashAt)];
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) [rest, search] = [rest.slice(0, searchAt), rest.slice(searchAt)];
  // A target with no path ('?lang=fil') stays on this page; a relative one is taken from this page's folder.
  const pathname = rest === '' ? from.pathname : rest.startsWith('/') ? rest : new URL(rest, `http://x${from.pathname}`).pathname;
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export function createPath({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  return pathname + search + hash;
}
