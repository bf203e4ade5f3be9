/**
 * The route the not-found page (dist/404.html) is prerendered at: a host sends that one page for every address it
 * does not know (docs/hosting.md), so the app takes its markup over at any address without a route.
 */
export const NOT_FOUND_ROUTE = '/404';
