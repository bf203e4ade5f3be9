/**
 * A parameter of the page address: its query, or the query inside a hash
 * route (the promotion entry's /promo/#/?scenario=x). Read by the sandbox
 * (scenario), the market override and the page language alike.
 */
export function addressParam(name: string, search: string, hash = ''): string | null {
  return new URLSearchParams(search).get(name) ?? new URLSearchParams(hashQuery(hash)).get(name);
}

/** The query inside a hash route (`#/agreementTemplate?lang=fil` → `?lang=fil`), or ''. */
export function hashQuery(hash: string): string {
  return hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
}
