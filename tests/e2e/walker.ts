/**
 * The walks over many addresses (every screen × scenario in
 * tests/e2e/deadEnds.spec.ts, the languages a request asks for) share one
 * browser context per worker: opening one per address would cost
 * more than the pages themselves. `open` makes it (a phone by default).
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
