/**
 * The cookie jar msw keeps for cookies its answers set, as the sandbox's builds bundle it
 * (scripts/mswLeanPlugin.ts, docs/decisions/058). msw's own is tough-cookie 4 with the public suffix list
 * (about 150 KB of the sandbox's chunk), which maps its 9,000 rules into objects each time a page starts.
 * msw asks its jar two things only: the cookies to send with a request, and to keep the ones an answer sets.
 *
 * No sandbox answer sets a cookie today. One that does is kept here for the page's life, by name, host and
 * path (`Path`, `Max-Age=0` and `Expires` in the past are read; `Domain` widens the host to its subdomains,
 * and one of another site is refused). msw's own jar kept them in localStorage, across loads of the tab; the
 * browser's `document.cookie`, where msw writes an answer's cookies too, still does (all but HttpOnly ones).
 */

/** A kept cookie as msw reads it: `key`, `value`, and the `name=value` it sends. */
export interface JarCookie {
  key: string;
  value: string;
  toString(): string;
}

interface Kept extends JarCookie {
  host: string;
  /** `Domain` was given: the host's subdomains get it too. */
  subdomains: boolean;
  path: string;
  expires: number;
}

const kept = new Map<string, Kept>();

/** The default path of a cookie (RFC 6265 section 5.1.4): the request path up to its last `/`. */
const defaultPath = (pathname: string) => (pathname.lastIndexOf('/') > 0 ? pathname.slice(0, pathname.lastIndexOf('/')) : '/');

const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath || (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/** One `Set-Cookie` value into its name, value and attributes; null when it has no name. */
function parse(text: string, url: URL): Kept | null {
  const [pair, ...attributes] = text.split(';');
  const eq = pair.indexOf('=');
  const key = (eq < 0 ? '' : pair.slice(0, eq)).trim();
  if (!key) return null;
  const value = pair.slice(eq + 1).trim();
  const cookie: Kept = {
    key,
    value,
    host: url.hostname,
    subdomains: false,
    path: defaultPath(url.pathname),
    expires: Infinity,
    toString: () => `${key}=${value}`,
  };
  for (const attribute of attributes) {
    const [name, ...rest] = attribute.split('=');
    const arg = rest.join('=').trim();
    switch (name.trim().toLowerCase()) {
      case 'path':
        if (arg.startsWith('/')) cookie.path = arg;
        break;
      case 'domain': {
        // Only the request's own host or a domain above it (a browser refuses a cookie for another site).
        const domain = arg.replace(/^\./, '').toLowerCase();
        if (!domain) break;
        if (url.hostname !== domain && !url.hostname.endsWith(`.${domain}`)) return null;
        Object.assign(cookie, { host: domain, subdomains: true });
        break;
      }
      case 'max-age':
        if (/^-?\d+$/.test(arg)) cookie.expires = Date.now() + Number(arg) * 1000;
        break;
      case 'expires':
        if (cookie.expires === Infinity && !Number.isNaN(Date.parse(arg))) cookie.expires = Date.parse(arg);
        break;
    }
  }
  return cookie;
}

/** msw's `cookieStore`, the two calls it makes (msw/lib/core/utils/request/*). */
export const cookieStore = {
  /** Keeps what an answer's `Set-Cookie` says (several, as the header joins them, are each kept). */
  setCookie(header: string, requestUrl: string): void {
    const url = new URL(requestUrl);
    // A comma starts the next cookie only where a `name=` follows (an `Expires` date has a comma of its own).
    for (const text of header.split(/,(?=\s*[^;,=\s]+=)/)) {
      const cookie = parse(text, url);
      if (!cookie) continue;
      const id = `${cookie.host};${cookie.path};${cookie.key}`;
      if (cookie.expires <= Date.now()) kept.delete(id);
      else kept.set(id, cookie);
    }
  },
  /** The kept cookies a request to `requestUrl` carries, longest path first (as a browser sends them). */
  getCookiesSync(requestUrl: string): JarCookie[] {
    const url = new URL(requestUrl);
    const now = Date.now();
    return [...kept.values()]
      .filter((c) => c.expires > now)
      .filter((c) => url.hostname === c.host || (c.subdomains && url.hostname.endsWith(`.${c.host}`)))
      .filter((c) => pathMatches(url.pathname, c.path))
      .sort((a, b) => b.path.length - a.path.length);
  },
};
