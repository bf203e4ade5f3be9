/**
 * Shared by the issue-10 suites (singleSubmit, unsafeUrls, serverText):
 *
 * - every API call of the app as the browser sent it (the fixtures'
 *   `apiCalls`), across navigations and full page loads;
 * - every request that left the app's own origin (an address followed or
 *   framed), and every JavaScript dialog the page opened (a `javascript:`
 *   that ran would show its alert);
 * - the external sites the screens lead to, and anything at evil.example,
 *   are answered by the local stand-in (tests/e2e/standInSites.ts), so a
 *   followed address shows in the page address instead of a network error;
 * - `fiveTaps`: five taps on a control as fast as the browser takes them.
 *
 * Built on the shared fixtures (fake native shell, no uncaught page errors).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { apiCalls, expect, nativeMessages, openScreen, test as base } from './fixtures.ts';

export { apiCalls, expect, nativeMessages, openScreen };

const foreign = new WeakMap<Page, string[]>();
const dialogs = new WeakMap<Page, string[]>();

/** Addresses outside the app's origin the page asked for (documents, frames, anything). */
export function foreignRequests(page: Page): string[] {
  return [...(foreign.get(page) ?? [])];
}

/** Messages of the alert/confirm/prompt dialogs the page opened. */
export function dialogsOpened(page: Page): string[] {
  return [...(dialogs.get(page) ?? [])];
}

export const test = base.extend<{ securitySetup: void }>({
  securitySetup: [
    async ({ page, baseURL }, use) => {
      const appOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const left: string[] = [];
      foreign.set(page, left);
      page.on('request', (request: Request) => {
        const url = request.url();
        if (!/^https?:/.test(url) || new URL(url).origin !== appOrigin) left.push(url);
      });
      const opened: string[] = [];
      dialogs.set(page, opened);
      page.on('dialog', (dialog) => {
        opened.push(dialog.message());
        void dialog.dismiss();
      });
      await use();
    },
    { auto: true },
  ],
});

export type TapMode = 'one task' | 'finger';

/**
 * Five taps on `control`, as fast as possible:
 * - 'one task': five clicks dispatched in one go from inside the page, before
 *   React or the network gets a turn (the guard must hold synchronously);
 * - 'finger': five real touch taps at the control's centre, sent back to back
 *   without waiting for anything in between (no actionability checks).
 */
export async function fiveTaps(control: Locator, mode: TapMode): Promise<void> {
  if (mode === 'one task') {
    await control.evaluate((el: HTMLElement) => {
      for (let i = 0; i < 5; i++) el.click();
    });
    return;
  }
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const page = control.page();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // A finger lands on whatever is on top: make sure that is the control, not a popup over it.
  const onTop = await control.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px, py)), [x, y] as const);
  if (!onTop) throw new Error('something covers the control: a finger would not reach it');
  for (let i = 0; i < 5; i++) await page.touchscreen.tap(x, y);
}
