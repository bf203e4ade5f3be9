/**
 * The one gate for addresses the app follows or frames (playeduL, h5Url,
 * payUrl, lendDetailsUrl, contract_url, product links, ...). Only absolute
 * http(s) addresses pass; `javascript:`, `data:`, `vbscript:`, protocol-
 * relative and relative addresses, addresses with user info (look-alike
 * tricks such as https://bank.ph@evil.example) and control characters never
 * do. Which schemes and hosts are allowed is configuration (schemas/config.json).
 * A path of the app's own origin ("/agreement/123") passes in every field
 * (frame, navigation, redirect) as this site's address.
 */
export interface UrlPolicy {
  schemes: string[];
  /** Empty: any host. Otherwise the host or one of its subdomains must be listed. */
  allowedHosts: string[];
}

export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

// C0 controls, DEL, and the invisible characters browsers strip from URLs.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;

/**
 * With `base` (the page's own origin), a path on this site ("/repaymentOfCode2?…")
 * is allowed too; "//host" (protocol-relative) never is.
 */
export function checkUrl(raw: unknown, policy: UrlPolicy, base?: string): UrlVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'empty address' };
  const text = raw.trim();
  if (HIDDEN.test(text)) return { ok: false, reason: 'hidden characters in the address' };
  const sitePath = base !== undefined && /^\/(?![/\\])/.test(text);
  if (!sitePath && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return { ok: false, reason: 'not an absolute web address' };
  let url: URL;
  try {
    url = sitePath ? new URL(text, base) : new URL(text);
  } catch {
    return { ok: false, reason: 'not a valid address' };
  }
  // A path of this site is as trusted as the page itself (whatever scheme the page was served with),
  // as long as it resolves to this very origin.
  if (sitePath) return url.origin === new URL(base!).origin ? { ok: true, url: url.href } : { ok: false, reason: 'not this site' };
  // No policy (a context without config.urlCheck) allows nothing: the safe way to be wrong.
  if (!Array.isArray(policy?.schemes) || !policy.schemes.includes(url.protocol)) return { ok: false, reason: `scheme ${url.protocol} is not allowed` };
  if (url.username || url.password) return { ok: false, reason: 'user info in the address' };
  if (!url.hostname) return { ok: false, reason: 'no host' };
  const host = url.hostname.toLowerCase();
  if (policy.allowedHosts?.length && !policy.allowedHosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`))) {
    return { ok: false, reason: `host ${host} is not allowed` };
  }
  return { ok: true, url: url.href };
}

/** Appends query parameters to an address that passed the check (e.g. from=confirm). */
export function withQuery(url: string, extra: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
  return u.href;
}
