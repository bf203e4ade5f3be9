/**
 * Server text is never HTML, in real Chromium (issue 10): the order detail,
 * the complaint detail and the loan confirmation loaded from sandbox fixtures
 * whose texts are script and markup (the strings of
 * tests/support/serverTextPayloads.ts; each test checks its fixture still
 * carries them). Every payload is on the page as written; nothing was made
 * from it (no <img src="x">, no <b>, no <script>, no on… attribute, no
 * javascript: link, no frame); `window.__xss` stays unset and no dialog
 * opened. The jsdom suite (tests/unit/security/serverText.test.tsx) covers
 * every text field of every data-loading screen.
 *
 * The answers come from fixtures rather than page.route: the sandbox answers
 * in the page's service worker, where Playwright's routing never sees the call.
 */
import type { Page } from '@playwright/test';
import { MARKUP } from '../support/serverTextPayloads.ts';
import { dialogsOpened, expect, openScreen, test } from './securityHelpers.ts';
import { CONFIRM_QUERY, confirmCopy } from './loanHelpers.ts';
import { ORDER } from './repayHelpers.ts';
import { detailCopy } from './complaintHelpers.ts';
import { screenCopy } from './copy.ts';
import orderText from '../../sandbox/scenarios/order-server-text.json' with { type: 'json' };
import complaintText from '../../sandbox/scenarios/complaint-detail-server-text.json' with { type: 'json' };
import confirmText from '../../sandbox/scenarios/confirm-server-text.json' with { type: 'json' };

test.describe.configure({ timeout: 60_000 });

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** Every payload of MARKUP is somewhere in the fixture (so the page really was fed all of them). */
function expectCarriesAll(fixture: unknown) {
  const text = JSON.stringify(fixture);
  for (const payload of Object.values(MARKUP)) expect(text, payload).toContain(JSON.stringify(payload).slice(1, -1));
}

/** The payload appears as the whole text of at least one element, as written. */
async function expectLiteral(page: Page, payload: string) {
  await expect(page.getByText(payload, { exact: true }).first(), payload).toBeVisible();
}

/** Nothing in the app's part of the page was made from server text. */
async function expectInert(page: Page) {
  const root = page.locator('#root');
  await expect(root.locator('img[src="x"]')).toHaveCount(0);
  await expect(root.locator('b')).toHaveCount(0);
  await expect(root.locator('script')).toHaveCount(0);
  await expect(root.locator('iframe')).toHaveCount(0);
  const suspicious = await root.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes]
        .filter((a) => a.name.startsWith('on') || (/^(href|src|action|formaction|data)$/.test(a.name) && /^\s*javascript:/i.test(a.value)))
        .map((a) => `${node.tagName.toLowerCase()} ${a.name}="${a.value}"`),
    ),
  );
  expect(suspicious).toEqual([]);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(dialogsOpened(page)).toEqual([]);
}

test.describe('Server text is shown as text, never as HTML', () => {
  test('order detail (order-server-text): status, product card, rows, recommended product, message popup, service line', async ({ page }) => {
    expectCarriesAll(orderText);
    await openScreen(page, '/orderDetail', 'order-server-text', ORDER);
    const message = page.getByRole('dialog', { name: screenCopy.messageTitle });
    await expect(message).toBeVisible({ timeout: 20_000 });

    await expect(page.getByRole('heading', { name: MARKUP.img, exact: true })).toBeVisible();
    await expect(message.getByText(MARKUP.script, { exact: true })).toBeVisible();
    const product = page.getByRole('region', { name: MARKUP.bold, exact: true });
    await expect(product.getByRole('term')).toHaveText([MARKUP.template, MARKUP.scriptUrl]);
    await expect(product.getByRole('definition')).toHaveText([MARKUP.entities, MARKUP.img]);
    const offer = page.getByRole('region', { name: screenCopy.recommendTitle }).getByRole('article', { name: MARKUP.bold });
    await expect(offer.getByRole('button', { name: MARKUP.template, exact: true })).toBeVisible();
    await expect(offer.getByRole('listitem')).toHaveText([MARKUP.img, MARKUP.bold]);
    for (const payload of Object.values(MARKUP)) await expectLiteral(page, payload);
    await expectInert(page);
  });

  test('complaint detail (complaint-detail-server-text): type, detail, description, reply; no picture from a javascript: or bare address', async ({ page }) => {
    expectCarriesAll(complaintText);
    await openScreen(page, '/complainDetails', 'complaint-detail-server-text', { problemId: '4991' });
    const summary = page.getByRole('region', { name: detailCopy.detailsTitle, exact: true });
    const values = summary.getByRole('definition');
    await expect(values.first()).toHaveText(MARKUP.img, { timeout: 20_000 });
    await expect(values.nth(1)).toHaveText(MARKUP.bold);
    // The status, last of the rows (CONTRACT section 8), as sent.
    await expect(values.last()).toHaveText(MARKUP.script);

    const description = page.getByRole('region', { name: detailCopy.contentTitle, exact: true });
    await expect(description.getByText(MARKUP.script, { exact: true })).toBeVisible();
    const result = page.getByRole('region', { name: detailCopy.resultTitle, exact: true });
    await expect(result.getByText(`${MARKUP.template} ${MARKUP.entities}`, { exact: true })).toBeVisible();
    await expect(description.locator('img')).toHaveCount(0);
    await expect(result.locator('img')).toHaveCount(0);
    await expectInert(page);
  });

  test('confirm loan (confirm-server-text): product, the charges of the disclosure, agreement links, and the exit popup', async ({ page }) => {
    expectCarriesAll(confirmText);
    await openScreen(page, '/confirmLoan', 'confirm-server-text', CONFIRM_QUERY);
    await expect(page.getByRole('heading', { name: MARKUP.bold, exact: true })).toBeVisible({ timeout: 20_000 });

    await expectLiteral(page, MARKUP.template);
    for (const payload of [MARKUP.img, MARKUP.script, MARKUP.entities, MARKUP.scriptUrl]) await expectLiteral(page, payload);
    await expect(page.getByRole('button', { name: MARKUP.script, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: MARKUP.scriptUrl, exact: true })).toBeVisible();

    const costs = page.getByRole('region', { name: confirmCopy.costsTitle, exact: true });
    for (const payload of [MARKUP.img, MARKUP.template, MARKUP.entities])
      await expect(costs.getByRole('term').filter({ hasText: payload })).toHaveText(payload);

    // isPopType 1: the native back gesture opens the exit popup; under PH in the screen's words, not the server's markup.
    await page.evaluate(() => window.onNativeMessage?.('goBack'));
    const exit = page.getByRole('dialog', { name: confirmCopy.exitTitle, exact: true });
    await expect(exit).toBeVisible();
    await expect(exit.getByText(MARKUP.img, { exact: true })).toHaveCount(0);
    await expectInert(page);
  });
});
