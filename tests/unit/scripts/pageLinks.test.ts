/** How a route's HTML asks for its first render's code (scripts/pageLinks.ts, decision 037). */
import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../../scripts/pageLinks.ts';

const files = ['/assets/app-1.js', '/assets/orderDetail-1.js'];
const heads = (head: string) => [...new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html').head.querySelectorAll('link')];

describe('pageLinks', () => {
  it('a page the app draws (a loading state, the loader): its code is linked in the <head> at once, at low priority, as modules', () => {
    const links = pageLinks(false, files);
    expect(links.rootAttribute).toBe('');
    expect(heads(links.head).map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('fetchpriority'), l.hasAttribute('crossorigin')])).toEqual([
      ['modulepreload', '/assets/app-1.js', 'low', true],
      ['modulepreload', '/assets/orderDetail-1.js', 'low', true],
    ]);
  });

  it('a page whose HTML is its content (a static page): nothing in the <head>, the list on #root for after the first paint', () => {
    expect(pageLinks(true, files)).toEqual({ head: '', rootAttribute: ' data-preload="/assets/app-1.js /assets/orderDetail-1.js"' });
  });

  it('no files (the e2e build has no manifest): nothing at all', () => {
    expect(pageLinks(false, [])).toEqual({ head: '', rootAttribute: '' });
    expect(pageLinks(true, [])).toEqual({ head: '', rootAttribute: '' });
  });
});
