/**
 * Which prerendered pages are whole (their HTML is their content) and which the app draws: the build links the
 * code of the second kind in their <head> at once, and the first kind's after their first paint
 * (scripts/pageLinks.ts, decision 037). Every route of schemas/routes.json, as scripts/prerender.tsx renders it.
 */
import { describe, expect, it } from 'vitest';
import routesFile from '../../../schemas/routes.json' with { type: 'json' };
import { prerenderPage } from '../../../app/prerenderPage.tsx';
import { loadScreen } from '../../../app/screens.ts';

const routes = Object.entries(routesFile.routes as Record<string, string | null>);

describe('prerenderPage: whole or drawn by the app', () => {
  it.each(routes)('%s', async (path, screenId) => {
    const id = screenId ?? routesFile.notFound;
    const page = await prerenderPage(path, id);
    const doc = await loadScreen(id);
    // Whole exactly when the screen is written to be prerendered whole; a loading state or the loader is drawn by the app.
    expect(page.whole).toBe(doc.prerender === true);
    if (page.whole) expect(page.hydrate, 'a whole page is hydrated').not.toBe('');
  });

  it('both kinds exist: the site and the legal pages are whole, the order page is drawn by the app', async () => {
    const whole = await Promise.all(routes.map(async ([path, id]) => (await prerenderPage(path, id ?? routesFile.notFound)).whole));
    expect(whole.filter(Boolean).length).toBeGreaterThan(0);
    expect(whole.filter((w) => !w).length).toBeGreaterThan(0);
    expect((await prerenderPage('/orderDetail', routesFile.routes['/orderDetail'])).whole).toBe(false);
  });

  it('the promotion shell (its page is in the hash) is drawn by the app', async () => {
    expect((await prerenderPage('/promo/', null, routesFile.promo['/downloadTemplate'])).whole).toBe(false);
  });
});
