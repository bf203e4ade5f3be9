/**
 * Extension (delay) repayment page (SPEC point 2 "Extension (delay) repayment
 * page": title, amount, next payment date, plan list (remark, title, amount,
 * time), optional instructions image, default pay-code box, channel chooser;
 * point 7 generate-vcode with isDelay; CONTRACT section 1 /repayDelay,
 * section 3 extensionDetail, generateVcode).
 */
import type { Page } from '@playwright/test';
import {
  EXTENSION,
  INSTRUCTIONS_IMAGE,
  ORDER,
  button,
  cardRows,
  code2Copy,
  delayCopy,
  dialog,
  expect,
  open,
  repayRequests,
  savedInfo,
  sentFields,
  test,
  visibleImages,
  onSandboxDay,
} from './repayHelpers.ts';
import { shownDay } from './copy.ts';
import { escapeRegExp } from '../../renderer/escapeRegExp.ts';

test.describe.configure({ timeout: 60_000 });

const openExtension = (page: Page, scenario = 'default') => open(page, '/repayDelay', scenario, ORDER);
const chooser = (page: Page) => dialog(page, delayCopy.chooserTitle);
const instructionsButton = (page: Page) => button(page, delayCopy.instructionsLabels.open);
/** A line of text on its own (the headline figure and its note). */
const line = (page: Page, text: string) => page.getByRole('paragraph').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });

test.describe('Extension repayment page', () => {
  test("shows 'Extend 7 days', '₱750.00', the next payment date, the plan, the instructions picture and the pay code; extensionDetail asked once", async ({
    warmPage: page,
  }) => {
    // The order's dates move with the day: on the sandbox's day they read as written.
    await onSandboxDay(page);
    await openExtension(page);

    await expect(page.getByRole('heading', { name: delayCopy.title, level: 1 })).toBeVisible();
    await expect(line(page, 'Extend 7 days')).toBeVisible();
    await expect(line(page, '₱750.00')).toBeVisible();
    await expect(line(page, `${delayCopy.nextDate}: ${shownDay('2026-12-28')}`)).toBeVisible();
    // Each plan row: title, then remark and time, then the amount.
    expect(await cardRows(page, delayCopy.planTitle)).toEqual([
      [`Extension Extension fee · ${shownDay('2026-11-21')}`, '₱750.00'],
      [`Full repayment New due date · ${shownDay('2026-12-28')}`, '₱5,450.00'],
    ]);
    expect(await visibleImages(instructionsButton(page))).toEqual([INSTRUCTIONS_IMAGE]);
    const code = page.getByRole('region', { name: '7-Eleven payment code', exact: true });
    await expect(code.getByText('7012 3456 7890', { exact: true })).toBeVisible();
    await expect(button(code, delayCopy.copy)).toBeVisible();
    expect(await visibleImages(code)).toEqual([EXTENSION.defDetail.logo]);
    await expect(button(page, delayCopy.paymentMethod)).toBeVisible();

    expect(repayRequests(page, 'extensionDetail').map((r) => r.method)).toEqual(['POST']);
    expect(sentFields(page, 'extensionDetail')).toEqual([ORDER]);
    expect(repayRequests(page, 'installmentDetail')).toEqual([]);
  });

  test('the instructions picture opens full size and closes on a tap', async ({ warmPage: page }) => {
    await openExtension(page);
    await instructionsButton(page).click();
    const full = dialog(page, delayCopy.instructionsLabels.full);
    await expect(full).toBeVisible();
    expect(await visibleImages(full)).toEqual([INSTRUCTIONS_IMAGE]);
    await full.click();
    await expect(full).toHaveCount(0);
  });

  test("the pay button sends generateVcode with isDelay=1 and amount 75000; /repaymentOfCode2 then shows the total '₱750.00'", async ({ warmPage: page }) => {
    await openExtension(page);
    await button(page, delayCopy.paymentMethod).click();
    await expect(button(chooser(page), '7-Eleven')).toHaveAttribute('aria-current', 'true');

    await button(chooser(page), delayCopy.pay).click();

    await expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2');
    expect(sentFields(page, 'generateVcode')).toEqual([{ ...ORDER, amount: '75000', channelNumber: 'C711', isDelay: '1' }]);
    expect(await savedInfo(page)).toMatchObject({ isDelay: 1, channel: { channel_number: 'C711' } });
    await expect(page.getByText(code2Copy.totalLabel, { exact: true })).toBeVisible();
    await expect(line(page, '₱750.00')).toBeVisible();
    await expect(page.getByText('₱5,450.00', { exact: true })).toHaveCount(0);
    const code = page.getByRole('region', { name: code2Copy.codeLabel, exact: true });
    await expect(code.getByText('7012 3456 7890', { exact: true })).toBeVisible();
  });

  test('repay-no-image: no picture; the one channel, GCash, is chosen by default and sent', async ({ warmPage: page }) => {
    await openExtension(page, 'repay-no-image');

    await expect(line(page, '₱750.00')).toBeVisible();
    await expect(instructionsButton(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await button(page, delayCopy.paymentMethod).click();
    const labelled = (await chooser(page).getByRole('button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    // server text: the one channel of repay-no-image.
    const gcash = 'GCash';
    expect(labelled).toEqual([gcash, delayCopy.pay]);
    await expect(button(chooser(page), gcash)).toHaveAttribute('aria-current', 'true');

    await button(chooser(page), delayCopy.pay).click();
    await expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2');
    expect(sentFields(page, 'generateVcode')).toEqual([{ ...ORDER, amount: '75000', channelNumber: 'CGCASH', isDelay: '1' }]);
  });
});
