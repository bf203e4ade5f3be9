// @vitest-environment node
/**
 * The stylesheet in the page where the page still fits the first round trip (scripts/pageStyle.ts, decision 046).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FIRST_WINDOW, OTHER_HEADERS, headerBytes, styleInPage } from '../../../scripts/pageStyle.ts';

const CSS = '.w-page{margin:0;padding:1rem}.w-select{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}';
const LINK = '<link rel="stylesheet" crossorigin href="/assets/start-A1.css">';
const PAGE = (body = '<p>Order details</p>') => `<!doctype html><html><head><title>t</title>${LINK}</head><body><div id="root">${body}</div></body></html>`;

function built(css = CSS): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-style-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'start-A1.css'), css);
  return dist;
}
/** Text that does not compress: random bytes in base64, about `bytes` once gzipped. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');

describe('styleInPage', () => {
  it('a page that fits the window with its stylesheet carries it, and links no stylesheet', () => {
    const html = styleInPage(PAGE(), built(), 12_000);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
  });

  it('a page that would not fit keeps its link (a second round trip would cost more than the request)', () => {
    const page = PAGE(incompressible(12_000));
    expect(styleInPage(page, built(), 12_000)).toBe(page);
  });

  it('the budget is the gzipped page: a page just within it carries the stylesheet, one byte less and it keeps the link', () => {
    const dist = built();
    const styled = PAGE().replace(LINK, `<style>${CSS}</style>`);
    const size = gzipSync(styled).length;
    expect(styleInPage(PAGE(), dist, size)).toBe(styled);
    expect(styleInPage(PAGE(), dist, size - 1)).toBe(PAGE());
  });

  it('a stylesheet whose addresses mean the same anywhere (from the root, whole, data:) goes into the page', () => {
    const css = '.a{background:url(/assets/a.svg)}.b{background:url("https://cdn.example.ph/b.png")}.c{background:url(data:image/png;base64,AA)}';
    expect(styleInPage(PAGE(), built(css), 12_000)).toContain(`<style>${css}</style>`);
  });

  it('a stylesheet with an @import or a relative address keeps its link: in the page, the address would be read against the page', () => {
    for (const css of ['@import "fonts.css";body{margin:0}', '.logo{background:url(logo.svg)}', ".logo{background:url('../img/a.png')}"])
      expect(styleInPage(PAGE(), built(css), 12_000), css).toBe(PAGE());
  });

  it('a stylesheet that would end the style element early keeps its link', () => {
    expect(styleInPage(PAGE(), built('.a::after{content:"</style>"}'), 12_000)).toBe(PAGE());
  });

  it('a page without a stylesheet, or linking one the build lacks, is left as it is', () => {
    const bare = '<!doctype html><html><head></head><body></body></html>';
    expect(styleInPage(bare, built(), 12_000)).toBe(bare);
    const other = PAGE().replace('start-A1.css', 'gone-B2.css');
    expect(styleInPage(other, built(), 12_000)).toBe(other);
  });

  it('the headers are counted against the window: the build’s own, and room for the rest', () => {
    expect(headerBytes({})).toBe(OTHER_HEADERS);
    expect(headerBytes({ 'X-Frame-Options': 'SAMEORIGIN' })).toBe(OTHER_HEADERS + 'X-Frame-Options: SAMEORIGIN\r\n'.length);
    expect(FIRST_WINDOW).toBe(14_600);
  });
});
