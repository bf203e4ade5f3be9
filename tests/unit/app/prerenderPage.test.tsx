/**
 * Which prerendered pages are whole (their HTML is their content) and which the app draws: the build links the
 * code of the second kind in their <head> at once, and the first kind's after their first paint
 * (scripts/pageLinks.ts, decision 037). Every route of schemas/routes.json, as scripts/prerender.tsx renders it.
 */
import { describe, expect, it } from 'vitest';
import routesFile from '../../../schemas/routes.json' with { type: 'json' };
import { prerenderPage } from '../../../app/prerenderPage.tsx';
import { loadScreen } from '../../../app/screens.ts';
import registerScreen from '../../../schemas/screens/promoRegister.json' with { type: 'json' };

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

/**
 * A first render is in the HTML only when it is the same at every address, on every phone and every day
 * (app/addressReads.ts): the build draws it with the query, the browser and the day watched.
 */
describe('prerenderPage: a first render that reads the address is left to the app', () => {
  const promo = routesFile.promo as Record<string, string>;

  it.each([
    ['/repaymentOfCode', 'its amount comes from the query'],
    ['/complainPageNext', 'its complaint type comes from the query, and it brings back a draft'],
  ])('%s: the loader (%s)', async (path) => {
    const page = await prerenderPage(path, routesFile.routes[path as keyof typeof routesFile.routes]);
    expect(page.hydrate).toBe('');
    expect(page.html).not.toContain('<h1');
  });

  it.each(Object.entries(promo))('the promotion page %s (%s): its first paint, hydrated', async (route, screenId) => {
    const page = await prerenderPage(route, screenId, screenId, promo);
    expect(page.hydrate).not.toBe('');
    expect(page.whole).toBe(false);
    const doc = await loadScreen(screenId);
    // Its own markup, not the loader: a loading state says its words, a ready page shows its title.
    if (doc.data) expect(page.html).toContain('aria-busy="true"');
    else expect(page.html).toContain(`>${page.title}</h1>`);
  });

  it('the register form is in the HTML with its fields and Apply', async () => {
    const page = await prerenderPage('/', promo['/'], promo['/'], promo);
    const html = new DOMParser().parseFromString(page.html, 'text/html');
    expect(html.querySelectorAll('input').length).toBe(3);
    expect([...html.querySelectorAll('button')].map((b) => b.textContent)).toContain(registerScreen.copy.en.apply);
    expect([...html.querySelectorAll('label')].map((l) => l.textContent)).toEqual(
      expect.arrayContaining([registerScreen.copy.en.mobileTitle, registerScreen.copy.en.captchaTitle, registerScreen.copy.en.smsCodeTitle]),
    );
  });
});

/**
 * A tap or a value given on the HTML before the app owns the page is handed to the app's page (app/holdInput.ts):
 * to the same element when the app adopts the HTML, else (a page drawn afresh in the borrower's language) to the
 * element with the same id. So every control of a page's HTML carries an id, unique in the page, made from its
 * node (the same in every language). Links need none: they work without the app.
 */
describe('prerenderPage: every control in the HTML can be found again by its id', () => {
  const promo = routesFile.promo as Record<string, string>;
  const pages: [string, () => ReturnType<typeof prerenderPage>][] = [
    ...routes.map(([path, id]): [string, () => ReturnType<typeof prerenderPage>] => [path, () => prerenderPage(path, id ?? routesFile.notFound)]),
    ...Object.entries(promo).map(([route, id]): [string, () => ReturnType<typeof prerenderPage>] => [
      `/promo/#${route}`,
      () => prerenderPage(route, id, id, promo),
    ]),
  ];

  it.each(pages)('%s', async (_, render) => {
    const page = await render();
    const html = new DOMParser().parseFromString(page.html, 'text/html');
    const controls = [...html.body.querySelectorAll('button, input, select, textarea')];
    expect(controls.filter((el) => !el.id).map((el) => el.outerHTML.slice(0, 120))).toEqual([]);
    const ids = controls.map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('the pages drawn from the HTML have controls to check', async () => {
    const counts = await Promise.all(
      pages.map(async ([, render]) => new DOMParser().parseFromString((await render()).html, 'text/html').querySelectorAll('button, input').length),
    );
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(5);
  });
});
