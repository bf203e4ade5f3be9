/**
 * Long server values never widen the page (issue 29): every screen in every
 * sandbox scenario that names it (and every routed screen no scenario names:
 * the site, the legal pages), in English and Filipino, at a 360 px phone, with
 * the sandbox's long-text mode (`texts=long`, sandbox/longTexts.ts: every free
 * text of every answer ends in a 44-character unbroken word, every e-mail has
 * a 44-character local part). The page is no wider than the phone and no text
 * runs out of its box (tests/e2e/widthProblems.ts).
 */
import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { EXTERNAL_SITES } from './fixtures';
import { addressOf, routedScreens, scenarioCases, titleOf } from '../support/scenarioAddresses';
import { settledText } from '../support/settledText';
import { widthProblems } from './widthProblems';

/** The narrowest phone the app is made for. */
const PHONE = { width: 360, height: 740 };

const test = base.extend<object, { walker: { context: BrowserContext } }>({
  walker: [
    async ({ browser }: { browser: Browser }, use) => {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US' });
      for (const site of EXTERNAL_SITES) await context.route(site, (route) => route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }));
      await use({ context });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const named = new Set(scenarioCases.map((c) => c.screen));
const cases = [...scenarioCases, ...routedScreens.filter((s) => !named.has(s)).map((screen) => ({ name: 'default', screen }))];

/** Pages of one context walking at once. */
const LANES = 3;
const PARTS = 2;

for (const lang of PH.languages) {
  for (let part = 0; part < PARTS; part++) {
    const list = cases.filter((_, i) => i % PARTS === part);
    test(`${lang}: no screen is wider than a 360 px phone with long server texts (part ${part + 1} of ${PARTS})`, async ({ walker }) => {
      test.setTimeout(list.length * 5_000);
      const origin = new URL(String(test.info().project.use.baseURL)).origin;
      const problems: string[] = [];
      const walkLane = async (lane: number) => {
        const page = await walker.context.newPage();
        for (const { name, screen } of list.filter((_, i) => i % LANES === lane)) {
          const address = addressOf(screen, name, lang);
          if (!address) continue;
          const long = address.replace('?', '?texts=long&');
          if (long.startsWith('/promo/')) await page.goto('about:blank');
          await page.goto(long, { waitUntil: 'commit' });
          const seen = await settledText(page, origin, titleOf(screen, lang));
          if (!seen) continue; // left the app
          for (const p of await widthProblems(page, PHONE.width)) problems.push(`${screen} in ${name}: ${p}`);
        }
        await page.close();
      };
      await Promise.all(Array.from({ length: LANES }, (_, lane) => walkLane(lane)));
      expect(problems).toEqual([]);
    });
  }
}
