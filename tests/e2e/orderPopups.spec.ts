/**
 * The three popups of the order screen (SPEC points 2, 4, 5, 9): rating,
 * bank-card prompt, message popup. Labels are the screen's copy (screenCopy);
 * the prompt's title and message and the rating failure are the server's.
 */
import type { Page } from '@playwright/test';
import { ORDER, clearSandboxRequests, expect, formFields, test } from './fixtures.ts';
import { appCopy, config, screenCopy } from './copy.ts';

/** The stars' names, 1 to 5. */
const STAR_NAMES = screenCopy.starLabels;

function ratingDialog(page: Page) {
  return page.getByRole('dialog', { name: screenCopy.ratingTitle });
}

function thanksDialog(page: Page) {
  return page.getByRole('dialog', { name: screenCopy.thanksTitle });
}

/** Pulls the page down with the mouse (the refresh gesture of the Page widget). */
async function pullToRefresh(page: Page): Promise<void> {
  const x = (page.viewportSize()?.width ?? 390) / 2;
  await page.mouse.move(x, 40);
  await page.mouse.down();
  await page.mouse.move(x, 160, { steps: 12 });
  await page.mouse.up();
}

test.describe('Order details: rating popup', () => {
  test('order-rating: opens on load with five named stars', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-rating');
    const dialog = ratingDialog(page);
    await expect(dialog).toBeVisible();
    for (const name of STAR_NAMES) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: screenCopy.submit, exact: true })).toBeVisible();
  });

  test(`Submit without a star: toast '${screenCopy.pickStars}', nothing is sent`, async ({ warmPage: page, openOrder, sandboxRequests }) => {
    await openOrder(page, 'order-rating');
    const dialog = ratingDialog(page);
    await dialog.getByRole('button', { name: screenCopy.submit, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(screenCopy.pickStars);
    await expect(dialog).toBeVisible();

    // Then a real submit: if the first tap had sent anything it would be logged before this one.
    await dialog.getByRole('button', { name: STAR_NAMES[1], exact: true }).click();
    await dialog.getByRole('button', { name: screenCopy.submit, exact: true }).click();
    await expect(thanksDialog(page)).toBeVisible();
    expect(await sandboxRequests(page, 'orderScore')).toHaveLength(1);
  });

  test('3 stars + Submit: score 5 is sent, the thanks popup shows, no native rating', async ({
    warmPage: page,
    openOrder,
    sandboxRequests,
    nativeMessages,
  }) => {
    await openOrder(page, 'order-rating');
    const dialog = ratingDialog(page);
    await dialog.getByRole('button', { name: STAR_NAMES[2], exact: true }).click();
    await expect(dialog.getByRole('button', { name: STAR_NAMES[2], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: screenCopy.submit, exact: true }).click();

    await expect(thanksDialog(page)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const sent = await sandboxRequests(page, 'orderScore');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(formFields(sent[0].body)).toEqual({ score: '5' });
    expect(await nativeMessages(page, 'rateApp')).toEqual([]);

    await thanksDialog(page).getByRole('button', { name: screenCopy.ok, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const stars of [4, 5]) {
    test(`${stars} stars + Submit: score 5 is sent, the native rating opens, no thanks popup`, async ({
      warmPage: page,
      openOrder,
      sandboxRequests,
      nativeMessages,
    }) => {
      await openOrder(page, 'order-rating');
      const dialog = ratingDialog(page);
      await dialog.getByRole('button', { name: STAR_NAMES[stars - 1], exact: true }).click();
      await dialog.getByRole('button', { name: screenCopy.submit, exact: true }).click();

      await expect.poll(async () => (await nativeMessages(page, 'rateApp')).length).toBe(1);
      expect((await nativeMessages(page, 'rateApp'))[0].body).toEqual({});
      // The rating popup closes and the thanks popup would open in the same update.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const sent = await sandboxRequests(page, 'orderScore');
      expect(sent).toHaveLength(1);
      expect(formFields(sent[0].body)).toEqual({ score: '5' });
    });
  }

  test('order-rating-failure: the server message shows as a toast and the popup stays', async ({ warmPage: page, openOrder, nativeMessages }) => {
    await openOrder(page, 'order-rating-failure');
    const dialog = ratingDialog(page);
    await dialog.getByRole('button', { name: STAR_NAMES[4], exact: true }).click();
    await dialog.getByRole('button', { name: screenCopy.submit, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Rating is not available now.');
    await expect(dialog).toBeVisible();
    await expect(thanksDialog(page)).toHaveCount(0);
    expect(await nativeMessages(page, 'rateApp')).toEqual([]);
  });

  test('a rapid double tap on Submit sends exactly one orderScore', async ({ warmPage: page, openOrder, sandboxRequests }) => {
    await openOrder(page, 'order-rating');
    const dialog = ratingDialog(page);
    await dialog.getByRole('button', { name: STAR_NAMES[2], exact: true }).click();
    await dialog.getByRole('button', { name: screenCopy.submit, exact: true }).dblclick();
    await expect(thanksDialog(page)).toBeVisible();
    // Both taps land before the first answer; a second request would be on its way by now.
    // The pause is the point of the test: nothing more may arrive in it.
    await page.waitForTimeout(500);
    expect(await sandboxRequests(page, 'orderScore')).toHaveLength(1);
  });
});

test.describe('Order details: bank-card prompt', () => {
  // server text: cardPopTitle and cardPopMsg of order-card-prompt.
  const title = 'Bind your bank card';
  const message = 'Bind a bank card so we can send you the money.';

  test('order-card-prompt: shows the server title and message', async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-card-prompt');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(message);
    await expect(dialog.getByRole('button', { name: screenCopy.bindCard, exact: true })).toBeVisible();
  });

  test(`'${screenCopy.bindCard}' closes it and goes to /bindBank with source=loanDetail`, async ({ warmPage: page, openOrder }) => {
    await openOrder(page, 'order-card-prompt');
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: screenCopy.bindCard, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
    const query = new URL(page.url()).searchParams;
    expect(query.get('source')).toBe('loanDetail');
    expect(query.get('productId')).toBe(ORDER.productId);
    expect(query.get('orderId')).toBe(ORDER.orderId);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the close button clears it and it does not come back', async ({ warmPage: page, openOrder, sandboxRequests }) => {
    await openOrder(page, 'order-card-prompt');
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: appCopy.close, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');

    // A reload of the order (pull-to-refresh) must not bring the cleared prompt back.
    await clearSandboxRequests(page);
    await pullToRefresh(page);
    await expect.poll(async () => (await sandboxRequests(page, 'loanDetails')).length).toBe(1);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Approved', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('Order details: message popup', () => {
  const reyMsg = 'Your loan of ₱5,000.00 is ready. Withdraw it now?';

  test(`order-message: shows reyMsg; '${screenCopy.cancel}' closes it and sends nothing native`, async ({ warmPage: page, openOrder, nativeMessages }) => {
    await openOrder(page, 'order-message');
    const dialog = page.getByRole('dialog', { name: screenCopy.messageTitle });
    await expect(dialog).toContainText(reyMsg);
    await dialog.getByRole('button', { name: screenCopy.cancel, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await nativeMessages(page)).toEqual([]);
  });

  test(`'${screenCopy.withdrawNow}' closes it and opens the product page natively`, async ({ warmPage: page, openOrder, nativeMessages }) => {
    await openOrder(page, 'order-message');
    const dialog = page.getByRole('dialog', { name: screenCopy.messageTitle });
    await dialog.getByRole('button', { name: screenCopy.withdrawNow, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(async () => (await nativeMessages(page, 'openPage')).map((m) => m.body))
      .toEqual([{ url: `${config.nativePages.productDetail}${ORDER.productId}` }]);
  });
});
