/**
 * Finished in front of a borrower (issue 17, area "launch check, placeholders,
 * pictures"), in Chromium at phone size:
 *
 * - the site footer and About us show the lender's SEC registration and
 *   Certificate of Authority, from schemas/lender.json (Philippine lenders
 *   must), in English and Filipino;
 * - no page says "placeholder": read on every route of the app, the promotion
 *   pages and the official site's sections, in each language, by the walk
 *   over every screen (tests/e2e/deadEnds.spec.ts);
 * - every full-size picture view (every screen with pictures) hides the page:
 *   the overlay is what lies at every corner and edge of the viewport, it is
 *   opaque, the page behind does not scroll, focus is on its close button and
 *   stays inside, and Escape, the close button or a tap close it with focus
 *   back on the picture that opened it.
 */
import type { Locator, Page } from '@playwright/test';
import lender from '../../schemas/lender.json' with { type: 'json' };
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import siteScreen from '../../schemas/screens/site.json' with { type: 'json' };
import aboutContent from '../../schemas/content/aboutUs.json' with { type: 'json' };
import guideScreen from '../../schemas/screens/paymentGuide.json' with { type: 'json' };
import detailScreen from '../../schemas/screens/complainDetails.json' with { type: 'json' };
import codeScreen from '../../schemas/screens/repaymentOfCode.json' with { type: 'json' };
import { ORDER, expect, test } from './fixtures.ts';
import { delayCopy, repayCopy, withLender } from './repayHelpers.ts';
import { addressOf } from '../support/scenarioAddresses.ts';
import { readScreen, screenIdsIn } from '../../scripts/readScreen.ts';

test.describe('the lender as the law asks: SEC registration and Certificate of Authority', () => {
  for (const lang of PH.languages as ('en' | 'fil')[]) {
    test(`${lang}: the site footer names both, from lender.json`, async ({ warmPage: page }) => {
      await page.goto(`/?scenario=default&lang=${lang}`);
      const footer = page.locator('footer');
      const c = siteScreen.copy[lang];
      await expect(footer).toContainText(`${c.secLabel}${lender.secRegistrationNo}`);
      await expect(footer).toContainText(`${c.authorityLabel}${lender.certificateOfAuthorityNo}`);
      await expect(footer).toContainText(lender.companyName);
    });

    for (const path of ['/aboutUs', '/About']) {
      test(`${lang}: About us (${path}) names both, from lender.json`, async ({ warmPage: page }) => {
        await page.goto(`${path}?scenario=default&lang=${lang}`);
        const mission = aboutContent[lang].sections[0].heading;
        const section = page
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: mission, exact: true }) })
          .first();
        // The numbers from lender.json, in whatever words the text gives them.
        await expect(section).toContainText(lender.secRegistrationNo);
        await expect(section).toContainText(lender.certificateOfAuthorityNo);
      });
    }
  }
});

// ---------------------------------------------------------------- the full-size picture

interface Pictures {
  screen: string;
  /** Where the screen opens with pictures: its path and query (with the sandbox scenario). */
  address: string;
  /** The open button's name of the first picture, the view's name and its close button's, from the screen's copy. */
  open: string;
  full: string;
  close: string;
}
const ORDER_QUERY = new URLSearchParams(ORDER).toString();
const fill = (s: string) => s.replace('{n}', '1').replace('{alt}', withLender(guideScreen.copy.en.pictureAlts[0]));
/** Every screen that shows pictures full size, in a scenario where it has some. */
const pictureScreens: Pictures[] = [
  { screen: 'paymentGuide', address: '/paymentGuide?scenario=default', labels: guideScreen.copy.en.pictureLabels },
  { screen: 'repay', address: `/repay?scenario=repay-one-line&${ORDER_QUERY}`, labels: repayCopy.instructionsLabels },
  { screen: 'repayDelay', address: `/repayDelay?scenario=default&${ORDER_QUERY}`, labels: delayCopy.instructionsLabels },
  { screen: 'complainDetails', address: '/complainDetails?scenario=default&problemId=5001', labels: detailScreen.copy.en.imageLabels },
  { screen: 'repaymentOfCode', address: addressOf('repaymentOfCode', 'code-qr', 'en')!, labels: codeScreen.copy.en.qrLabels },
].map(({ labels, ...rest }) => ({ ...rest, open: fill(labels.open), full: labels.full, close: labels.close }));

test('every screen that shows pictures full size is walked below', () => {
  // With their shared parts: the repayment pages' picture is in repayCommon's fragment.
  const withPictures = screenIdsIn().filter((id) => JSON.stringify(readScreen(id).body).includes('"widget":"ImageGrid"'));
  expect(withPictures.sort()).toEqual(pictureScreens.map((p) => p.screen).sort());
});

/** What lies at the viewport's corners, edge middles and centre: inside the overlay (true) or the page (false). */
async function coveredPoints(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => {
    const overlay = document.querySelector('[role="dialog"][aria-modal="true"]');
    const w = window.innerWidth;
    const h = window.innerHeight;
    const points: Record<string, [number, number]> = {
      'top left': [1, 1],
      'top right': [w - 2, 1],
      'bottom left': [1, h - 2],
      'bottom right': [w - 2, h - 2],
      top: [w / 2, 1],
      bottom: [w / 2, h - 2],
      left: [1, h / 2],
      right: [w - 2, h / 2],
      centre: [w / 2, h / 2],
    };
    return Object.fromEntries(
      Object.entries(points).map(([name, [x, y]]) => {
        const el = document.elementFromPoint(x, y);
        return [name, Boolean(overlay && el && overlay.contains(el))];
      }),
    );
  });
}

const allTrue = (points: Record<string, boolean>) => Object.fromEntries(Object.keys(points).map((k) => [k, true]));

/** The focused element's accessible name (its aria-label, else its text). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

for (const p of pictureScreens) {
  test.describe(`${p.screen}: the full-size picture`, () => {
    const opener = (page: Page): Locator => page.getByRole('button', { name: p.open, exact: true });
    const view = (page: Page): Locator => page.getByRole('dialog', { name: p.full, exact: true });

    test('covers the whole viewport with an opaque layer, and the page behind does not scroll', async ({ warmPage: page }) => {
      await page.goto(p.address);
      await opener(page).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await opener(page).click();
      await expect(view(page)).toBeVisible();
      await expect(view(page).locator('img')).toBeVisible();

      const points = await coveredPoints(page);
      expect(points, 'the overlay is what a tap anywhere reaches').toEqual(allTrue(points));
      const alpha = await view(page).evaluate((el) => {
        const [, , , a = '1'] = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
        return Number(a);
      });
      expect(alpha, 'the page does not show through').toBe(1);

      // Wheel up and down, and page down, over the layer: the page behind stays where it was.
      await page.mouse.move(20, 200);
      for (const step of [() => page.mouse.wheel(0, -400), () => page.mouse.wheel(0, 400), () => page.keyboard.press('PageDown')]) {
        await step();
        await page.waitForTimeout(250);
        expect(await page.evaluate(() => window.scrollY), 'the page behind does not scroll').toBe(scrolled);
      }

      await view(page).getByRole('button', { name: p.close, exact: true }).click();
      await expect(view(page)).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY), 'the page is where the borrower left it').toBe(scrolled);
      expect(await coveredPoints(page)).not.toEqual(allTrue(points));
    });

    test('keeps focus inside; Escape closes it and focus returns to the picture', async ({ warmPage: page }) => {
      await page.goto(p.address);
      await opener(page).focus();
      await page.keyboard.press('Enter');
      await expect(view(page)).toBeVisible();
      expect(await focusedName(page)).toBe(p.close);
      for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
        await page.keyboard.press(key);
        expect(await view(page).evaluate((el) => el.contains(document.activeElement)), `focus stays inside after ${key}`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(view(page)).toHaveCount(0);
      expect(await focusedName(page)).toBe(p.open);
      await expect(opener(page)).toBeFocused();
    });
  });
}
