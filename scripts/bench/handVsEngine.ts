/**
 * The fair limit beside the floor (issue 18): the app's /orderDetail and the
 * hand-written page (pages/hand/) opened the same way (Chromium, iPhone 13,
 * until network idle). Gives each one's JS weight (the .js files fetched,
 * gzipped from disk, as jsWeight.ts) and checks that they are the same page
 * doing the same work: the same loanDetails request (method, path, query,
 * body, content type) and the same drawn markup (the .w-page element).
 */
import { devices, type Browser } from 'playwright';
import { endpoints } from '../../actions/api/endpoints.ts';
import { chunkReader, type Chunk } from './jsWeight.ts';

interface Visit {
  gzip: number;
  /** The loanDetails request as sent, one line ('' when none was made). */
  request: string;
  markup: string;
}

/** React's useId values depend on the tree's shape: the same page, other numbers (orderDetailPair's rule; not imported, it loads the engine). */
const normaliseIds = (html: string) => html.replace(/«[^»]*»|_[rR]_\w*?_|:[rR]\w*?:/g, 'ID');

async function visit(browser: Browser, url: string, dir: string): Promise<Visit> {
  const read = chunkReader(dir);
  const context = await browser.newContext({ ...devices['iPhone 13'] });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts: string[] = [];
  const requests: string[] = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.origin === origin && u.pathname.endsWith('.js') && !scripts.includes(u.pathname)) scripts.push(u.pathname);
  });
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.origin !== origin || u.pathname !== endpoints.loanDetails.path) return;
    const query = [...u.searchParams]
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const body = [...new URLSearchParams(req.postData() ?? '')]
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    // XMLHttpRequest (axios) spells the charset UTF-8, fetch keeps it as given: the same header.
    const type = (req.headers()['content-type'] ?? 'no content type').toLowerCase();
    requests.push(`${req.method()} ${u.pathname}?${query} [${type}] ${body}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const markup = normaliseIds(await page.evaluate(() => document.querySelector('.w-page')?.outerHTML ?? ''));
  await context.close();
  const chunks = scripts.map(read).filter((c): c is Chunk => c !== null);
  return { gzip: chunks.reduce((s, c) => s + c.gzip, 0), request: requests.join(' | '), markup };
}

/** Where two strings part, with some context ('' when they are the same). */
function difference(engine: string, hand: string): string {
  if (engine === hand) return '';
  let at = 0;
  while (engine[at] === hand[at]) at++;
  return `from character ${at}: engine …${engine.slice(Math.max(0, at - 60), at + 80)}… hand …${hand.slice(Math.max(0, at - 60), at + 80)}…`;
}

export interface HandVsEngine {
  engineJs: number;
  handJs: number;
  /** '' when both sent the same loanDetails request (and one each), else what each sent. */
  requestDifference: string;
  /** '' when both drew the same .w-page markup (useId values aside). */
  markupDifference: string;
}

/** `engineUrl` and `handUrl` (served from `pagesDir`) carry the same page query. */
export async function handVsEngine(browser: Browser, engineUrl: string, distDir: string, handUrl: string, pagesDir: string): Promise<HandVsEngine> {
  const engine = await visit(browser, engineUrl, distDir);
  const hand = await visit(browser, handUrl, pagesDir);
  const requestDifference =
    engine.request && engine.request === hand.request ? '' : `engine sent ${engine.request || 'nothing'}; hand sent ${hand.request || 'nothing'}`;
  const markupDifference =
    !engine.markup || !hand.markup
      ? `no .w-page drawn (engine ${engine.markup.length} chars, hand ${hand.markup.length})`
      : difference(engine.markup, hand.markup);
  return { engineJs: engine.gzip, handJs: hand.gzip, requestDifference, markupDifference };
}
