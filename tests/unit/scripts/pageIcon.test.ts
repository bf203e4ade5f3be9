/** The page's icon as a `data:` address in its HTML: no request for it (scripts/pageIcon.ts, decision 045). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineIcon } from '../../../scripts/pageIcon.ts';

const publicDir = join(import.meta.dirname, '..', '..', '..', 'public');
const head = (link: string) => `<head><meta charset="UTF-8" />${link}<title>Loan</title></head>`;

describe('inlineIcon', () => {
  it('the /favicon.svg link points at the same picture, written in the page', () => {
    const html = inlineIcon(head('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'), publicDir);
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('link[rel="icon"]');
    const href = link?.getAttribute('href') ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(readFileSync(join(publicDir, 'favicon.svg'), 'utf8').trim());
    expect(link?.getAttribute('type')).toBe('image/svg+xml');
  });

  it('the link in another order of attributes is found too', () => {
    const html = inlineIcon(head('<link type="image/svg+xml" rel="icon" href="/favicon.svg">'), publicDir);
    expect(html).toContain('<link type="image/svg+xml" rel="icon" href="data:image/svg+xml,');
    expect(html).not.toContain('/favicon.svg');
  });

  it('the icon draws with shapes: no letter the phone must find a font for', () => {
    const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('text, tspan, textPath').length).toBe(0);
    expect(doc.querySelectorAll('path, rect').length).toBeGreaterThan(0);
  });

  it('an icon with <text> stops the build, saying why and what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icon-'));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><text x="1" y="9">₱</text></svg>');
    expect(() => inlineIcon(head('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'), dir)).toThrow(/<text>.*font.*<path>/s);
  });

  it('a page without that link is left as it is', () => {
    expect(inlineIcon(head(''), publicDir)).toBe(head(''));
  });
});
