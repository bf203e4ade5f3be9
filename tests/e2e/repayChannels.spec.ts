/**
 * The channel chooser of the repayment pages (SPEC point 2 "Installment
 * repayment page" / "Extension": a Payment Method button opens a channel
 * chooser popup with a Payment button; point 4: payment selection defaults to
 * the first channel; point 7 generate-vcode: isDelay for the extension only,
 * then navigate to data.payUrl; CONTRACT section 3 generateVcode, form client;
 * section 5: a popup is a named dialog). The pages' words are their copy
 * (repayCopy, delayCopy); the channels are the server's.
 */
import type { Page } from '@playwright/test';
import { appCopy } from './copy.ts';
import {
  INSTALLMENT,
  ORDER,
  STAND_IN_TITLE,
  button,
  dialog,
  expect,
  open,
  quietPeriod,
  repayRequests,
  savedInfo,
  sentFields,
  stepGroup,
  test,
  toast,
  visibleImages,
  code2Copy,
  delayCopy,
  repayCopy,
} from './repayHelpers.ts';

test.describe.configure({ timeout: 60_000 });

const CHANNELS = ['7-Eleven', 'GCash', 'Maya']; // server text: repayList of the default scenario
/** The words of the page at `path`: the installment page's or the extension's. */
const copyAt = (path: string) => (path === '/repayDelay' ? delayCopy : repayCopy);
const chooser = (page: Page, path = '/repay') => dialog(page, copyAt(path).chooserTitle);
const payButton = (page: Page, path = '/repay') => button(chooser(page, path), copyAt(path).pay);

async function openChooser(page: Page, scenario = 'default', path = '/repay'): Promise<void> {
  await open(page, path, scenario, ORDER);
  await button(page, copyAt(path).paymentMethod).click();
  await expect(chooser(page, path)).toBeVisible();
}

test.describe('Channel chooser', () => {
  test('the payment-method button opens the chooser with 7-Eleven, GCash, Maya; 7-Eleven is chosen; nothing sent yet', async ({ page }) => {
    await openChooser(page);

    const labelled = (await chooser(page).getByRole('button').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(labelled).toEqual([...CHANNELS, repayCopy.pay]);
    await expect(button(chooser(page), '7-Eleven')).toHaveAttribute('aria-current', 'true');
    for (const other of CHANNELS.slice(1)) await expect(button(chooser(page), other)).not.toHaveAttribute('aria-current', /.*/);
    await expect(payButton(page)).toBeEnabled();
    expect(repayRequests(page, 'generateVcode')).toEqual([]);
  });

  const choices = [
    { pick: null, name: '7-Eleven', number: 'C711', logo: '/sandbox-assets/channel-7eleven.svg' },
    { pick: 'Maya', name: 'Maya', number: 'CMAYA', logo: '/sandbox-assets/logo-pesonow.svg' }, // server text: a channel
  ];
  for (const c of choices) {
    test(`${c.pick ? `choosing ${c.pick}` : 'without changing'}: one generateVcode with channelNumber=${c.number} and no isDelay; then /repaymentOfCode2 shows the code and the steps saved`, async ({
      page,
    }) => {
      await openChooser(page);
      if (c.pick) {
        await button(chooser(page), c.pick).click();
        await expect(button(chooser(page), c.pick)).toHaveAttribute('aria-current', 'true');
        await expect(button(chooser(page), '7-Eleven')).not.toHaveAttribute('aria-current', /.*/);
      }

      await payButton(page).click();

      await expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2');
      const sent = repayRequests(page, 'generateVcode');
      expect(sent.map((r) => r.method)).toEqual(['POST']);
      expect(sent[0].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(sent[0].fields).toEqual({ ...ORDER, amount: '181700', channelNumber: c.number });
      expect(sent[0].fields).not.toHaveProperty('isDelay');

      // What the repayment page kept for this page (SPEC point 3 repayment info).
      expect(await savedInfo(page)).toMatchObject({
        isDelay: 0,
        info: { repayAmount: INSTALLMENT.repayAmount, defDetail: { payCode: '7012 3456 7890' } },
        channel: { name: c.name, channel_number: c.number },
      });
      // What the code page shows from it.
      const code = page.getByRole('region', { name: code2Copy.codeLabel, exact: true });
      await expect(code.getByText('7012 3456 7890', { exact: true })).toBeVisible();
      expect(await visibleImages(code)).toEqual([c.logo]);
      await expect(page.getByText('₱1,817.00', { exact: true })).toBeVisible();
      expect(await stepGroup(page, 'Pay at 7-Eleven')).toEqual([{ name: 'At the counter', steps: INSTALLMENT.defDetail.payNotice['Pay at 7-Eleven'][0].step }]);
      expect(await stepGroup(page, 'Pay with GCash')).toEqual([{ name: 'In the GCash app', steps: INSTALLMENT.defDetail.payNotice['Pay with GCash'][0].step }]);
    });
  }

  test('a double tap on the pay button sends one generateVcode', async ({ page }) => {
    await openChooser(page);

    await payButton(page).dblclick();

    await expect(page).toHaveURL((url) => url.pathname === '/repaymentOfCode2');
    await expect(page.getByRole('region', { name: code2Copy.codeLabel, exact: true })).toBeVisible();
    await quietPeriod(page); // a second request would show now
    expect(sentFields(page, 'generateVcode')).toEqual([{ ...ORDER, amount: '181700', channelNumber: 'C711' }]);
  });

  for (const path of ['/repay', '/repayDelay']) {
    test(`${path} repay-vcode-failure: the server's message, the chooser stays, nothing saved`, async ({ page }) => {
      await openChooser(page, 'repay-vcode-failure', path);

      await payButton(page, path).click();

      await expect(toast(page)).toHaveText('This channel is under maintenance. Please choose another.');
      await expect(chooser(page, path)).toBeVisible();
      await expect(payButton(page, path)).toBeEnabled();
      expect(repayRequests(page, 'generateVcode')).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await savedInfo(page)).toBeNull();
    });

    test(`${path} repay-external-pay: leaves for the pay site`, async ({ page }) => {
      await openChooser(page, 'repay-external-pay', path);

      await payButton(page, path).click();

      await expect(page).toHaveURL('https://pay.example.com/checkout?ref=RX-77');
      await expect(page).toHaveTitle(STAND_IN_TITLE);
      expect(repayRequests(page, 'generateVcode')).toHaveLength(1);
    });
  }

  test("the chooser's close button closes it without sending", async ({ page }) => {
    await openChooser(page);
    await button(chooser(page), appCopy.close).click();
    await expect(chooser(page)).toHaveCount(0);
    expect(repayRequests(page, 'generateVcode')).toEqual([]);
  });
});
