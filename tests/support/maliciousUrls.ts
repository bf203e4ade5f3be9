/**
 * The one list of hostile addresses, shared by the URL check's unit test
 * (every vector), the screen runs (every vector through every field that
 * leads to a redirect or a frame) and the Playwright suite (one vector per
 * field, served by a sandbox fixture that must hold exactly that vector).
 *
 * `refusedBy` says under which configuration a vector must be refused:
 * - 'any': whatever schemes and hosts schemas/config.json allows (the shipped
 *   configuration allows any host): scheme tricks, hidden characters, user
 *   info, protocol-relative and slash tricks, blanks, non-text;
 * - 'hosts': only once the hosts are configured (HOST_POLICY): look-alike
 *   hosts, IP forms, http when only https is allowed. With "any host" these
 *   are ordinary addresses of some other site, and following them is the
 *   configuration's choice.
 */
import type { UrlPolicy } from '../../actions/nav/urlCheck.ts';

export interface UrlVector {
  /** Short name for test titles and for naming the vector a fixture carries. */
  name: string;
  value: unknown;
  refusedBy: 'any' | 'hosts';
}

/** A configured policy: https only, one partner host and its subdomains. */
export const HOST_POLICY: UrlPolicy = { schemes: ['https:'], allowedHosts: ['allowed.example'] };

/** Addresses HOST_POLICY lets through (the check is not simply refusing everything). */
export const ALLOWED_UNDER_HOST_POLICY: string[] = [
  'https://allowed.example/pay?ref=RX-1',
  'https://pay.allowed.example/checkout',
  'HTTPS://ALLOWED.EXAMPLE/upper',
  '  https://allowed.example/trimmed  ',
  'https://allowed.example:8443/port',
  // Full-width letters are the same host once the browser normalises it: it goes to allowed.example.
  'https://ａｌｌｏｗｅｄ.example/fullwidth',
];

/** What a field's test answers when it checks that a good address is still followed. */
export const GOOD_URL = 'https://allowed.example/continue?ref=RX-1';

const LONG = 'a'.repeat(100_000);

export const MALICIOUS_URLS: UrlVector[] = [
  // Script and document schemes, and ways of hiding them.
  { name: 'javascript', value: 'javascript:alert(document.cookie)', refusedBy: 'any' },
  { name: 'mixed case', value: 'JaVaScRiPt:alert(1)', refusedBy: 'any' },
  { name: 'leading space', value: ' javascript:alert(1)', refusedBy: 'any' },
  { name: 'leading tab and newline', value: '\t\njavascript:alert(1)', refusedBy: 'any' },
  { name: 'tab inside scheme', value: 'java\tscript:alert(1)', refusedBy: 'any' },
  { name: 'newline inside scheme', value: 'java\nscript:alert(1)', refusedBy: 'any' },
  { name: 'carriage return inside scheme', value: 'java\rscript:alert(1)', refusedBy: 'any' },
  { name: 'NUL before scheme', value: '\u0000javascript:alert(1)', refusedBy: 'any' },
  { name: 'NUL inside scheme', value: 'javascript\u0000:alert(1)', refusedBy: 'any' },
  { name: 'entity colon', value: 'javascript&colon;alert(1)', refusedBy: 'any' },
  { name: 'numeric entity colon', value: 'javascript&#58;alert(1)', refusedBy: 'any' },
  { name: 'entity tab in scheme', value: 'jav&#x09;ascript:alert(1)', refusedBy: 'any' },
  { name: 'percent-encoded scheme letter', value: '%6Aavascript:alert(1)', refusedBy: 'any' },
  { name: 'percent-encoded colon', value: 'javascript%3Aalert(1)', refusedBy: 'any' },
  { name: 'javascript with slashes', value: 'javascript://allowed.example/%0Aalert(1)', refusedBy: 'any' },
  { name: 'javascript then an allowed address', value: 'javascript:alert(1)//https://allowed.example', refusedBy: 'any' },
  { name: 'full-width javascript', value: 'ｊａｖａｓｃｒｉｐｔ:alert(1)', refusedBy: 'any' },
  { name: 'data html', value: 'data:text/html,<script>alert(1)</script>', refusedBy: 'any' },
  { name: 'data base64', value: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', refusedBy: 'any' },
  { name: 'data upper case', value: 'DATA:text/html,<b>x</b>', refusedBy: 'any' },
  { name: 'vbscript', value: 'vbscript:msgbox(1)', refusedBy: 'any' },
  { name: 'vbscript mixed case', value: 'VbScRiPt:msgbox(1)', refusedBy: 'any' },
  { name: 'file', value: 'file:///etc/passwd', refusedBy: 'any' },
  { name: 'ftp', value: 'ftp://allowed.example/x', refusedBy: 'any' },
  { name: 'blob', value: 'blob:https://allowed.example/1b2c', refusedBy: 'any' },
  { name: 'view-source', value: 'view-source:https://allowed.example/', refusedBy: 'any' },
  { name: 'intent', value: 'intent://evil.example#Intent;scheme=https;end', refusedBy: 'any' },
  { name: 'native scheme', value: 'app://product-detail?productId=1', refusedBy: 'any' },

  // Where the host is not what it looks like.
  { name: 'protocol-relative', value: '//evil.example/x', refusedBy: 'any' },
  { name: 'backslash protocol-relative', value: '\\\\evil.example/x', refusedBy: 'any' },
  { name: 'slash backslash', value: '/\\evil.example/x', refusedBy: 'any' },
  { name: 'backslashes after scheme', value: 'https:\\\\evil.example/x', refusedBy: 'any' },
  { name: 'slash and backslash after scheme', value: 'https:/\\evil.example/x', refusedBy: 'any' },
  { name: 'scheme without slashes', value: 'https:evil.example/x', refusedBy: 'any' },
  { name: 'scheme only', value: 'https://', refusedBy: 'any' },
  { name: 'user info before evil host', value: 'https://allowed.example@evil.example/', refusedBy: 'any' },
  { name: 'user and password before evil host', value: 'https://allowed.example:443@evil.example/', refusedBy: 'any' },
  { name: 'user info on the allowed host', value: 'https://user:pass@allowed.example/', refusedBy: 'any' },
  { name: 'encoded slash in user info', value: 'https://evil.example%2f@allowed.example/', refusedBy: 'any' },
  { name: 'encoded at sign in host', value: 'https://allowed.example%40evil.example/', refusedBy: 'any' },
  { name: 'zero-width space in host', value: 'https://allowed.example\u200b.evil.example/', refusedBy: 'any' },
  { name: 'NUL in path', value: 'https://allowed.example/\u0000x', refusedBy: 'any' },
  { name: 'no-break space in host', value: 'https://allowed.example\u00a0.evil.example/', refusedBy: 'any' },
  { name: 'right-to-left override', value: '\u202ehttps://allowed.example/', refusedBy: 'any' },
  { name: 'relative path', value: 'relative/path', refusedBy: 'any' },
  { name: 'fragment only', value: '#https://allowed.example', refusedBy: 'any' },
  { name: 'very long javascript', value: `javascript:/*${LONG}*/alert(1)`, refusedBy: 'any' },
  { name: 'very long user info', value: `https://allowed.example@${LONG}.evil.example/`, refusedBy: 'any' },

  // Blank and not text at all.
  { name: 'empty', value: '', refusedBy: 'any' },
  { name: 'blank', value: '   ', refusedBy: 'any' },
  { name: 'null', value: null, refusedBy: 'any' },
  { name: 'undefined', value: undefined, refusedBy: 'any' },
  { name: 'number', value: 42, refusedBy: 'any' },
  { name: 'boolean', value: true, refusedBy: 'any' },
  { name: 'object', value: { url: 'https://allowed.example/' }, refusedBy: 'any' },
  { name: 'list', value: ['https://allowed.example/'], refusedBy: 'any' },

  // Refused once the hosts are configured (HOST_POLICY).
  { name: 'http when only https', value: 'http://allowed.example/pay', refusedBy: 'hosts' },
  { name: 'allowed host as a subdomain of evil', value: 'https://allowed.example.evil.example/', refusedBy: 'hosts' },
  { name: 'allowed host in the query', value: 'https://evil.example/?https://allowed.example', refusedBy: 'hosts' },
  { name: 'allowed host in the fragment', value: 'https://evil.example/#https://allowed.example', refusedBy: 'hosts' },
  { name: 'allowed host in the path', value: 'https://evil.example/allowed.example', refusedBy: 'hosts' },
  { name: 'backslash before at sign', value: 'https://evil.example\\@allowed.example/', refusedBy: 'hosts' },
  { name: 'encoded dot joins hosts', value: 'https://allowed.example%2eevil.example/', refusedBy: 'hosts' },
  { name: 'ideographic full stop joins hosts', value: 'https://allowed.example\u3002evil.example/', refusedBy: 'hosts' },
  { name: 'third slash', value: 'https:///evil.example/', refusedBy: 'hosts' },
  { name: 'leading tab before evil host', value: '\thttps://evil.example/', refusedBy: 'hosts' },
  { name: 'hyphenated look-alike', value: 'https://evil-allowed.example/', refusedBy: 'hosts' },
  { name: 'prefixed look-alike', value: 'https://notallowed.example/', refusedBy: 'hosts' },
  { name: 'cyrillic a look-alike', value: 'https://\u0430llowed.example/', refusedBy: 'hosts' },
  { name: 'capital I for l look-alike', value: 'https://aIlowed.example/', refusedBy: 'hosts' },
  { name: 'punycode look-alike', value: 'https://xn--llowed-2nf.example/', refusedBy: 'hosts' },
  { name: 'IPv4', value: 'https://127.0.0.1/', refusedBy: 'hosts' },
  { name: 'IPv4 as one number', value: 'https://2130706433/', refusedBy: 'hosts' },
  { name: 'IPv4 in hex', value: 'https://0x7f.0.0.1/', refusedBy: 'hosts' },
  { name: 'IPv4 in octal', value: 'https://0177.0.0.1/', refusedBy: 'hosts' },
  { name: 'IPv6', value: 'https://[::1]/', refusedBy: 'hosts' },
  { name: 'IPv4-mapped IPv6', value: 'https://[::ffff:7f00:1]/', refusedBy: 'hosts' },
  { name: 'very long look-alike host', value: `https://${'allowed.example.'.repeat(200)}evil.example/`, refusedBy: 'hosts' },
];

/** One vector by name (fixtures and tests refer to vectors by name, so the list stays the one source). */
export function vector(name: string): UrlVector {
  const found = MALICIOUS_URLS.find((v) => v.name === name);
  if (!found) throw new Error(`no URL vector named "${name}"`);
  return found;
}

/**
 * One vector of each kind, for the screen runs (each field gets every one of
 * these; the URL check's own test takes the whole list). The check is one
 * function, so what differs between fields is how the value reaches it: a
 * condition on the field, a prefix test, a frame, the native shell.
 */
export const REPRESENTATIVE = [
  'javascript',
  'mixed case',
  'leading space',
  'tab inside scheme',
  'NUL before scheme',
  'entity colon',
  'percent-encoded scheme letter',
  'data html',
  'vbscript',
  'native scheme',
  'protocol-relative',
  'backslashes after scheme',
  'slash backslash',
  'user info before evil host',
  'zero-width space in host',
  'very long javascript',
  'empty',
  'blank',
  'null',
  'undefined',
  'number',
  'object',
  'http when only https',
  'allowed host as a subdomain of evil',
  'allowed host in the query',
  'leading tab before evil host',
  'cyrillic a look-alike',
  'IPv4 as one number',
  'very long look-alike host',
].map(vector);

/** A vector's value for a test title: control and invisible characters written out, long values cut. */
export function shown(value: unknown): string {
  const s = typeof value === 'string' ? JSON.stringify(value) : value === undefined ? 'undefined' : JSON.stringify(value);
  return s.length > 80 ? `${s.slice(0, 60)}… (${s.length} chars)` : s;
}
