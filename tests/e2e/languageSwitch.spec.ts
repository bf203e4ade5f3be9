/**
 * Issue 30, "a switch where there is no app": the promotion pages and the
 * official site open in a plain browser, where no native shell passes `lang`.
 * They offer English | Filipino (each named in its own language, a group of
 * two pressed/unpressed buttons); the choice is kept for the tab as the app
 * keeps an address's `lang` (sessionStorage loan.lang), so it holds across
 * the site's pages, the promotion pages and a reload, and the page redraws in
 * it (<html lang>, title, texts). An address `lang` still wins over the kept
 * one; choosing on such a page rewrites it. The app's own screens have no
 * switch, in either language (the app decides there). The rule for every
 * screen document: tests/unit/screens/across/languageSwitch.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, openOrder, test } from './fixtures.ts';
import { copyIn } from './copy.ts';
import { promoAddress, chooseScenario } from './promoHelpers.ts';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import type siteScreen from '../../schemas/screens/site.json';
import type downloadScreen from '../../schemas/screens/promoDownload.json';
import type registerScreen from '../../schemas/screens/promoRegister.json';
import type orderScreen from '../../schemas/screens/orderDetail.json';
import type switchPart from '../../schemas/parts/languageSwitch.json';

type Lang = 'en' | 'fil';
const LANGS: Lang[] = ['en', 'fil'];
const names = PH.languageNames;
const site = (lang: Lang) => copyIn<typeof siteScreen.copy.en>('site', lang);
const download = (lang: Lang) => copyIn<typeof downloadScreen.copy.en>('promoDownload', lang);
const register = (lang: Lang) => copyIn<typeof registerScreen.copy.en>('promoRegister', lang);
const order = (lang: Lang) => copyIn<typeof orderScreen.copy.en>('orderDetail', lang);
const switchLabel = (lang: Lang) => copyIn<typeof switchPart.copy.en>('site', lang).languageLabel;

/** The switch, found by its name in the page's language. */
const languageSwitch = (page: Page, lang: Lang) => page.getByRole('group', { name: switchLabel(lang), exact: true });
const option = (page: Page, on: Lang, lang: Lang) => languageSwitch(page, on).getByRole('button', { name: names[lang], exact: true });

/** The page reads in `lang`: <html lang>, the chosen button pressed, the other not. */
async function readsIn(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  for (const l of LANGS) await expect(option(page, lang, l)).toHaveAttribute('aria-pressed', String(l === lang));
  await expect(option(page, lang, 'fil')).toHaveAttribute('lang', 'fil');
}

const sectionHeading = (page: Page, lang: Lang, section: string) => {
  const title = { about: site(lang).aboutTitle, policy: site(lang).policyTitle, home: site(lang).heroTitle }[section]!;
  return page.getByRole('heading', { name: title, exact: true });
};

test.describe('the language switch of the pages without an app', () => {
  // A plain browser: no native shell passes the language.
  test.use({ nativeShell: false });

  test('site: Filipino is chosen, kept on another page of the site, after a reload and on the promotion pages', async ({ page }) => {
    await page.goto('/?scenario=default');
    await readsIn(page, 'en');
    await expect(sectionHeading(page, 'en', 'home')).toBeVisible();

    await option(page, 'en', 'fil').click();
    await readsIn(page, 'fil');
    await expect(sectionHeading(page, 'fil', 'home')).toBeVisible();
    await expect(sectionHeading(page, 'en', 'home')).toHaveCount(0);

    // The site's own navigation (in Filipino now), then another page of the site opened afresh.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: site('fil').links.find((l) => l.section === 'about')!.label, exact: true })
      .click();
    await expect(sectionHeading(page, 'fil', 'about')).toBeVisible();
    await page.goto('/Policy?scenario=default');
    await readsIn(page, 'fil');
    await expect(sectionHeading(page, 'fil', 'policy')).toBeVisible();

    await page.reload();
    await readsIn(page, 'fil');
    await expect(sectionHeading(page, 'fil', 'policy')).toBeVisible();

    await chooseScenario(page, 'default');
    await page.goto(promoAddress('default', '/downloadTemplate'));
    await readsIn(page, 'fil');
    await expect(page).toHaveTitle(download('fil').title);
  });

  test('promotion pages: the choice redraws the page (title too), holds on the next promotion page and after a reload', async ({ page }) => {
    await chooseScenario(page, 'default');
    await page.goto(promoAddress('default', '/'));
    await readsIn(page, 'en');
    await expect(page).toHaveTitle(register('en').title);

    await option(page, 'en', 'fil').click();
    await readsIn(page, 'fil');
    await expect(page).toHaveTitle(register('fil').title);

    await page.goto(promoAddress('default', '/downloadTemplate'));
    await readsIn(page, 'fil');
    await expect(page).toHaveTitle(download('fil').title);
    await page.reload();
    await readsIn(page, 'fil');

    // And back: English is one tap away, and kept too.
    await option(page, 'fil', 'en').click();
    await readsIn(page, 'en');
    await expect(page).toHaveTitle(download('en').title);
    await page.goto('/?scenario=default');
    await readsIn(page, 'en');
  });

  test("an address's lang wins over the kept choice; choosing on such a page rewrites it", async ({ page }) => {
    await page.goto('/?scenario=default');
    await option(page, 'en', 'fil').click();
    await readsIn(page, 'fil');

    await page.goto('/About?scenario=default&lang=en');
    await readsIn(page, 'en');
    await expect(sectionHeading(page, 'en', 'about')).toBeVisible();

    await option(page, 'en', 'fil').click();
    await readsIn(page, 'fil');
    await expect(page).toHaveURL(/[?&]lang=fil(&|$)/);
    await page.reload();
    await readsIn(page, 'fil');
  });

  test('each button is a 44px target', async ({ page }) => {
    await page.goto('/?scenario=default');
    for (const lang of LANGS) {
      const box = await option(page, 'en', lang).boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('the app decides the language: no switch on its screens', () => {
  for (const lang of LANGS) {
    test(`orderDetail in ${lang}: no language switch`, async ({ page }) => {
      await openOrder(page, 'default', { lang });
      await expect(page).toHaveTitle(order(lang).title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const l of LANGS) await expect(languageSwitch(page, l)).toHaveCount(0);
      for (const l of LANGS) await expect(page.getByRole('button', { name: names[l], exact: true })).toHaveCount(0);
    });
  }
});
