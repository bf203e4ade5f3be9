/**
 * A mailto: address (RFC 6068) for a message the person sends from their own
 * e-mail app: the recipient as is, subject and body percent-encoded (a space
 * is %20, never +, which mail apps would show), line breaks as CRLF. Null
 * when `to` is not one plain address: nothing a page filled in can add a
 * recipient, a header or a second address.
 */
const ADDRESS = /^[^\s@<>"?&,;:%/]+@[^\s@<>"?&,;:%/]+\.[^\s@<>"?&,;:%/]+$/;

export function mailtoUrl(to: unknown, subject: unknown, body: unknown): string | null {
  const address = typeof to === 'string' ? to.trim() : '';
  if (!ADDRESS.test(address)) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
  const params = [
    ['subject', text(subject)],
    ['body', text(body).replace(/\r?\n/g, '\r\n')],
  ]
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return `mailto:${address}${params.length ? `?${params.join('&')}` : ''}`;
}
