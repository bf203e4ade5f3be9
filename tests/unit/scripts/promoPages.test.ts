/**
 * The promotion pages' one HTML (scripts/promoPages.ts): each page's first paint as a template, and the script that
 * puts the opened route's into #root before the first paint, read as the app reads the route (app/hashRoute.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PROMO_PAGE_SCRIPT, promoPages } from '../../../scripts/promoPages.ts';
import { hashRoute } from '../../../app/hashRoute.ts';
import type { PrerenderedPage } from '../../../app/prerenderPage.tsx';

const page = (html: string, hydrate = 'PH:en', title = ''): PrerenderedPage => ({ html, hydrate, title, lang: 'en', failed: '', whole: false });

const PAGES = [
  { route: '/', page: page('<main><h1>(the register page)</h1><input aria-label="(a field)"></main>', 'PH:en', '(the register page’s title)') },
  { route: '/downloadTemplate', page: page('<main><p>(the download page’s loading state)</p></main>') },
  // Its first render reads the address: no template, the app draws it over the loader.
  { route: '/agreementTemplate', page: page('<div class="w-loader">(the loader)</div>', '') },
];

/** The promotion HTML as the build writes it, opened at `hash`: the script runs where the page carries it. */
function open(hash: string): HTMLElement {
  window.history.replaceState(null, '', `/promo/${hash}`);
  document.title = 'Loan';
  document.body.innerHTML = `<div id="root"><div class="w-loader">(the loader)</div></div>${promoPages(PAGES).replace(/<script>[\s\S]*<\/script>$/, '')}`;
  new Function(PROMO_PAGE_SCRIPT)();
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('promoPages', () => {
  it('writes a template per page drawn the same everywhere, then the script', () => {
    const html = promoPages(PAGES);
    expect(html.match(/<template data-promo-route="[^"]*"/g)).toEqual(['<template data-promo-route="/"', '<template data-promo-route="/downloadTemplate"']);
    expect(html).toContain('data-title="(the register page’s title)"');
    expect(html.endsWith(`<script>${PROMO_PAGE_SCRIPT}</script>`)).toBe(true);
    expect(promoPages([PAGES[2]]), 'nothing to pick: no script either').toBe('');
  });

  it.each([
    ['', '/'],
    ['#/', '/'],
    ['#/?id=T1001&app_from=fb', '/'],
    ['#/downloadTemplate?id=1', '/downloadTemplate'],
  ])('opened at %j: the page of %s, with its hydrate key and route', (hash, route) => {
    expect(hashRoute(hash), 'read as the app reads it').toBe(route);
    const root = open(hash);
    const expected = PAGES.find((p) => p.route === route)!.page;
    expect(root.innerHTML).toBe(expected.html);
    expect(root.dataset.hydrate).toBe('PH:en');
    expect(root.dataset.route).toBe(route);
    expect(document.title).toBe(expected.title || 'Loan');
  });

  it.each(['#/agreementTemplate', '#/agreementTemplate?id=1', '#/nowhere', '#/downloadTemplate/extra', '#downloadTemplate'])(
    'opened at %j: the loader stays, for the app to draw the page',
    (hash) => {
      const root = open(hash);
      expect(root.textContent).toBe('(the loader)');
      expect(root.dataset.hydrate).toBeUndefined();
      expect(root.dataset.route).toBeUndefined();
      expect(document.title).toBe('Loan');
    },
  );

  it('a route with a quote or markup in it picks nothing and breaks nothing', () => {
    const root = open(`#/"]<b>x</b>`);
    expect(root.textContent).toBe('(the loader)');
  });
});
