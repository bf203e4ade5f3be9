/**
 * The Content-Security-Policy the production pages run under: served by
 * `npm run preview` and by the e2e server (so the whole Playwright suite runs
 * under it), printed for the real host by `npm run csp`.
 *
 * No 'unsafe-eval' (form validators and the screen validator are precompiled,
 * json-logic interprets without eval) and no inline scripts (Vite emits module
 * files only; the prerendered pages carry no script of their own). Styles
 * allow 'unsafe-inline' because prerendered HTML carries React's style
 * attributes. Frames follow the URL check of schemas/config.json. Only the
 * site itself may frame a page (frame-ancestors, and X-Frame-Options for
 * old web views that ignore it).
 */
import config from '../schemas/config.json';

interface Options {
  /** The API base (VITE_API_BASE): its origin joins connect-src when it is another site. */
  apiBase?: string;
  /** Where the browser reports a violation (the e2e server collects them). */
  reportUri?: string;
  /** The URL check frames follow (default: schemas/config.json). */
  urlCheck?: UrlCheck;
}

interface UrlCheck {
  schemes: string[];
  allowedHosts: string[];
}

/** Frame sources from the URL check: its allowed hosts over its schemes, or any host of those schemes. */
function frameSources({ schemes, allowedHosts }: UrlCheck): string[] {
  if (!allowedHosts.length) return schemes;
  return allowedHosts.flatMap((host) => schemes.map((scheme) => `${scheme}//${host}`));
}

export function contentSecurityPolicy({ apiBase = '', reportUri, urlCheck = config.urlCheck as UrlCheck }: Options = {}): string {
  const apiOrigin = /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product logos, channel images and QR codes come from the server's hosts; previews of chosen photos are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
    'frame-src': ["'self'", ...frameSources(urlCheck)],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Clickjacking: no other site may put a page (register, confirm loan) in an invisible frame and
    // trick taps. 'self' keeps the live preview, which frames the app from the same site, working.
    'frame-ancestors': ["'self'"],
  };
  if (reportUri) directives['report-uri'] = [reportUri];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** For old web views that do not know frame-ancestors: the same rule, only this site may frame a page. */
export const FRAME_OPTIONS = 'SAMEORIGIN';

/** Every header the real host sends with every page (README "Hosting"). */
export function securityHeaders(options: Options = {}): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(options), 'X-Frame-Options': FRAME_OPTIONS };
}
