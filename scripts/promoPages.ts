/**
 * The promotion pages in their one HTML (issue 31: the register form usable from the HTML, decision 061).
 *
 * One file serves every promotion page (/promo/#/, /promo/#/downloadTemplate, …): its route is after the `#`,
 * which a server never sees. So the HTML carries each page's first paint as a `<template>`, and a small script
 * right after #root (it runs while the page is parsed, before its first paint) moves the one of the opened route
 * into #root with its hydrate key and route, as if the server had sent that page. An unknown route, or a page whose
 * first render is not the same everywhere (app/addressReads.ts), keeps the loader #root holds, and the app draws it.
 */
import type { PrerenderedPage } from '../app/prerenderPage.tsx';
import { escapeAttribute } from '../app/escapeAttribute.ts';

/** What a promotion page's template is found by: its route after the `#`. */
export const PROMO_ROUTE_ATTRIBUTE = 'data-promo-route';

/**
 * The script, as the pages carry it (its hash is in the pages' policy, scripts/csp.ts). The route is read as
 * app/hashRoute.ts reads it (#/downloadTemplate?id=1 → /downloadTemplate; none → /): tests hold the two together.
 * Plain ES5 and no globals: it runs before anything else, on any web view.
 */
export const PROMO_PAGE_SCRIPT =
  '(function(){' +
  "var root=document.getElementById('root');" +
  "var route=location.hash.replace(/^#/,'').replace(/[?].*$/,'')||'/';" +
  `var pages=document.querySelectorAll('template[${PROMO_ROUTE_ATTRIBUTE}]');` +
  'for(var i=0;i<pages.length;i++){var page=pages[i];' +
  `if(!root||page.getAttribute('${PROMO_ROUTE_ATTRIBUTE}')!==route)continue;` +
  'while(root.firstChild)root.removeChild(root.firstChild);' +
  'root.appendChild(page.content.cloneNode(true));' +
  "root.setAttribute('data-hydrate',page.getAttribute('data-hydrate'));" +
  "root.setAttribute('data-route',route);" +
  "if(page.getAttribute('data-title'))document.title=page.getAttribute('data-title');" +
  'break}' +
  '})()';

/** The templates of the pages drawn the same everywhere (a hydrate key), and the script that picks one; '' if none is. */
export function promoPages(pages: { route: string; page: PrerenderedPage }[]): string {
  const drawn = pages.filter(({ page }) => page.hydrate);
  if (!drawn.length) return '';
  const templates = drawn
    .map(
      ({ route, page }) =>
        `<template ${PROMO_ROUTE_ATTRIBUTE}="${escapeAttribute(route)}" data-hydrate="${escapeAttribute(page.hydrate)}"` +
        `${page.title ? ` data-title="${escapeAttribute(page.title)}"` : ''}>${page.html}</template>`,
    )
    .join('');
  return `${templates}<script>${PROMO_PAGE_SCRIPT}</script>`;
}
