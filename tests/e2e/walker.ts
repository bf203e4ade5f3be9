/**
 * The walks over many addresses (every screen × scenario in
 * tests/e2e/deadEnds.spec.ts, the languages a request asks for) share one
 * browser context per worker: opening one per address would cost
 * more than the pages themselves. `open` makes it (a phone by default).
 *
 * Headless Chromium draws only the newest tab of a context: the walks' other
 * pages get a frame about once a second. That suits a walk, which only reads
 * pages and is bound by the machine's CPU: each lane in a context of its own
 * (every page drawn) took 1.3 min for deadEnds' first part, against 1.0 here.
 * A test that taps on a page behind another brings it to the front
 * (tests/e2e/drafts.spec.ts).
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { phoneContext } from './fixtures.ts';

export function walkerTest(open: (browser: Browser) => Promise<BrowserContext> = phoneContext) {
  return base.extend<object, { walker: { context: BrowserContext } }>({
    walker: [
      async ({ browser }: { browser: Browser }, use) => {
        const context = await open(browser);
        await use({ context });
        await context.close();
      },
      { scope: 'worker' },
    ],
  });
}
