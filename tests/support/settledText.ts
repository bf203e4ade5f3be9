/** A page of a sandbox scenario, read once it has settled (the Filipino walk, `npm run screenshots`). */
import type { Page } from '@playwright/test';

/**
 * How often a wait here looks at the page, in ms. Headless Chromium draws only the newest tab of a context, and a
 * walk's other tabs get a frame about once a second (tests/e2e/walker.ts): a wait polled on frames, Playwright's
 * default, would look once a second there. On a timer it sees the state soon after it comes.
 */
export const POLL_MS = 50;

/**
 * What the page shows once its first answers are in (or its loading state,
 * for a scenario that never answers); null when the scenario sends the
 * borrower out of the app (a redirect to a partner's page).
 */
export async function settledText(page: Page, origin: string, title: string | null): Promise<{ text: string; title: string; lang: string } | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (new URL(page.url()).origin !== origin) return null;
      await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 10_000, polling: POLL_MS });
      // The app owns the page (app/boot.tsx): before that, what shows is the prerendered shell, in the market's default language.
      await page
        .waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, { timeout: 10_000, polling: POLL_MS })
        .catch(() => undefined);
      // The screen's document has arrived once it names the page (in every phase, loading included); on a
      // loaded machine its chunk can take longer than the loader wait below. A wrong title is still reported.
      if (title) await page.waitForFunction((t) => document.title === t, title, { timeout: 10_000, polling: POLL_MS }).catch(() => undefined);
      // Loaded, or still loading after a while (a scenario whose answer never comes shows its loading words).
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 1_500, polling: POLL_MS }).catch(() => undefined);
      await page.waitForTimeout(150); // toasts of the screen's first chains
      if (new URL(page.url()).origin !== origin) return null;
      // Read where the page is in the same step: a redirect can land between the check above and this read.
      const seen = await page.evaluate(() => ({
        origin: location.origin,
        text: document.body.innerText,
        title: document.title,
        lang: document.documentElement.lang,
      }));
      if (seen.origin !== origin) return null;
      return { text: seen.text, title: seen.title, lang: seen.lang };
    } catch (e) {
      // The page left while it was read (a redirect): look again where it is now.
      await page.waitForLoadState().catch(() => undefined);
      if (new URL(page.url()).origin !== origin) return null;
      if (!/context was destroyed|navigat/i.test(String(e))) throw e;
    }
  }
  return null;
}
