/**
 * Installment repayment page (SPEC point 2 "Installment repayment page";
 * point 4 "Repayment pages": the list is collapsed by default; point 9: the
 * first 2 lines when collapsed; CONTRACT section 1: /repay and /repayPeriod
 * show it; section 3 installmentDetail). The page's words are its copy
 * (repayCopy); the detail lines and figures are the server's.
 */
import type { Page } from '@playwright/test';
import {
  INSTALLMENT,
  INSTRUCTIONS_IMAGE,
  ORDER,
  button,
  cardRows,
  dialog,
  expect,
  open,
  repayCopy,
  repayRequests,
  sentFields,
  test,
  visibleImages,
  onSandboxDay,
} from './repayHelpers.ts';
import { shownDay } from './copy.ts';

test.describe.configure({ timeout: 60_000 });

const ALL_LINES: [string, string][] = [
  ['Principal', '₱1,666.67'],
  ['Interest', '₱150.33'], // server text: a detail line
  ['Service fee', '₱0.00'],
  ['Period', '1 of 3'],
  ['Order number', '900001'],
];
const PRODUCT = 'PesoNow Cash';

const openInstallment = (page: Page, scenario = 'default', path = '/repay') => open(page, path, scenario, ORDER);
const instructionsButton = (page: Page) => button(page, repayCopy.instructionsLabels.open);

test.describe('Installment repayment: what the page shows', () => {
  for (const path of ['/repay', '/repayPeriod']) {
    test(`${path}: amount, repayment date, product name and logo, the first 2 detail lines; installmentDetail asked once`, async ({ warmPage: page }) => {
      // The order's dates move with the day: on the sandbox's day they read as written.
      await onSandboxDay(page);
      await openInstallment(page, 'default', path);

      await expect(page.getByRole('heading', { name: repayCopy.title, level: 1 })).toBeVisible();
      await expect(page.getByText('₱1,817.00', { exact: true })).toBeVisible();
      await expect(page.getByText(`${repayCopy.repayDate}: ${shownDay('2026-12-21')}`, { exact: true })).toBeVisible();
      const card = page.getByRole('region', { name: PRODUCT, exact: true });
      await expect(card.getByRole('heading', { name: PRODUCT, exact: true })).toBeVisible();
      expect(await visibleImages(card)).toEqual([INSTALLMENT.productLogo]);
      expect(await cardRows(page, PRODUCT)).toEqual(ALL_LINES.slice(0, 2));
      await expect(button(page, repayCopy.more)).toBeVisible();
      await expect(button(page, repayCopy.paymentMethod)).toBeVisible();

      const asked = repayRequests(page, 'installmentDetail');
      expect(asked.map((r) => r.method)).toEqual(['POST']);
      expect(sentFields(page, 'installmentDetail')).toEqual([ORDER]);
    });
  }

  test('more shows all 5 lines and becomes hide; hide collapses to 2 again', async ({ warmPage: page }) => {
    await openInstallment(page);
    expect(await cardRows(page, PRODUCT)).toEqual(ALL_LINES.slice(0, 2));

    await button(page, repayCopy.more).click();
    await expect(button(page, repayCopy.hide)).toBeVisible();
    await expect(button(page, repayCopy.more)).toHaveCount(0);
    expect(await cardRows(page, PRODUCT)).toEqual(ALL_LINES);

    await button(page, repayCopy.hide).click();
    await expect(button(page, repayCopy.more)).toBeVisible();
    await expect(button(page, repayCopy.hide)).toHaveCount(0);
    expect(await cardRows(page, PRODUCT)).toEqual(ALL_LINES.slice(0, 2));
  });

  const cases = [
    { scenario: 'default', lines: ALL_LINES.slice(0, 2), toggle: true, picture: false },
    { scenario: 'repay-one-line', lines: ALL_LINES.slice(0, 1), toggle: false, picture: true },
    { scenario: 'repay-two-lines', lines: ALL_LINES.slice(0, 2), toggle: false, picture: false },
  ];
  for (const c of cases) {
    test(`${c.scenario}: ${c.lines.length} line(s), ${c.toggle ? 'a' : 'no'} more/hide toggle, ${c.picture ? 'the' : 'no'} instructions picture`, async ({
      warmPage: page,
    }) => {
      await openInstallment(page, c.scenario);

      expect(await cardRows(page, PRODUCT)).toEqual(c.lines);
      await expect(button(page, repayCopy.more)).toHaveCount(c.toggle ? 1 : 0);
      await expect(button(page, repayCopy.hide)).toHaveCount(0);
      await expect(instructionsButton(page)).toHaveCount(c.picture ? 1 : 0);
      if (c.picture) expect(await visibleImages(instructionsButton(page))).toEqual([INSTRUCTIONS_IMAGE]);
    });
  }

  test('repay-one-line: tapping the instructions picture opens it full size; a tap on the overlay closes it', async ({ warmPage: page }) => {
    await openInstallment(page, 'repay-one-line');
    const full = dialog(page, repayCopy.instructionsLabels.full);
    await expect(full).toHaveCount(0);

    await instructionsButton(page).click();

    await expect(full).toBeVisible();
    expect(await visibleImages(full)).toEqual([INSTRUCTIONS_IMAGE]);
    const viewport = page.viewportSize()!;
    const box = (await full.boundingBox())!;
    expect(box.width, 'the overlay covers the screen').toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height, 'the overlay covers the screen').toBeGreaterThanOrEqual(viewport.height - 1);
    await expect(full.getByRole('button', { name: repayCopy.instructionsLabels.close, exact: true })).toBeVisible();

    await full.click(); // the middle of the overlay: the picture itself
    await expect(full).toHaveCount(0);
    await expect(instructionsButton(page)).toBeVisible();
  });
});
