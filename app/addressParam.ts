/**
 * A parameter of the page address: its query, or the query inside a hash
 * route (the promotion entry's /promo/#/?scenario=x). Read by the sandbox
 * (scenario), the market override and the page language alike.
 */
export function addressParam(name: string, search: string, hash = ''): string | null {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  return new URLSearchParams(search).get(name) ?? new URLSearchParams(hashQuery).get(name);
}
