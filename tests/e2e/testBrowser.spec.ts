/**
 * The suite's browser runs the page and nothing else beside it
 * (scripts/chromiumLaunch.ts, docs/decisions/053 and 057). The headless
 * shell the suite runs in has no browser UI; where only the whole browser
 * is installed the suite runs there, and this guards it. Chromium's headless
 * mode draws its own omnibox popups as web pages in every new window,
 * which nearly doubled what each test cost the machine; a Chromium that
 * renames the feature that turns them off fails here instead of quietly
 * slowing every run.
 */
import { expect, test } from '@playwright/test';

test('the test browser draws no browser UI of its own beside the page', async ({ browser, page }) => {
  await page.goto('/About');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  const ownUi = targetInfos.filter((t) => t.type !== 'page' && t.url.startsWith('chrome://')).map((t) => `${t.type} ${t.url}`);
  expect(ownUi, 'turn these off in scripts/chromiumLaunch.ts FEATURES_OFF').toEqual([]);
});
