/**
 * Pay codes: the Copy button of the pay-code box, repayment by code and its
 * second version (SPEC point 2 "Repayment by code" (query showType, payCode,
 * payCodeImg, repayAmount; showType 1 the copyable code with a channel image,
 * any other value a QR image with scan steps; Copy gives 'copy success'),
 * "Repayment by code, second version" (reads the saved repayment info: the
 * deposit-slip note, channel logo, copyable code, total, grouped steps);
 * point 3 repayment info; CONTRACT section 1 /repaymentOfCode, /repaymentOfCode2).
 * The pages' words are their copy (SPEC's 'copy success' too: tests/specTexts.json
 * notes a change of it); the codes, steps and channels are the server's or the
 * saved info's.
 */
import type { Page } from '@playwright/test';
import codeQr from '../../sandbox/scenarios/code-qr.json' with { type: 'json' };
import saved from '../../sandbox/scenarios/code2-saved.json' with { type: 'json' };
import {
  ORDER,
  SAVED_INFO_KEY,
  button,
  code2Copy,
  codeCopy,
  delayCopy,
  dialog,
  expect,
  guideCopy,
  open,
  repayCopy,
  repayRequests,
  stepGroup,
  test,
  toast,
  visibleImages,
} from './repayHelpers.ts';

test.describe.configure({ timeout: 60_000 });

const CODE = '7012 3456 7890';
const CODE_QUERY = {
  showType: '1',
  payCode: CODE,
  payCodeImg: '/sandbox-assets/channel-7eleven.svg',
  repayAmount: '545000',
};
/** code-qr's own query (sandbox/scenarios/code-qr.json) over the code page's. */
const QR_QUERY = { ...CODE_QUERY, ...codeQr.query };
const PAY_NOTICE = saved.storage.repaymentInfo.value.info.defDetail.payNotice;

const codeBox = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Pay-code box: Copy', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const pages = [
    { path: '/repay', scenario: 'default', query: ORDER, box: '7-Eleven payment code', copy: repayCopy },
    { path: '/repayDelay', scenario: 'default', query: ORDER, box: '7-Eleven payment code', copy: delayCopy },
    { path: '/repaymentOfCode', scenario: 'default', query: CODE_QUERY, box: codeCopy.codeLabel, copy: codeCopy },
    { path: '/repaymentOfCode2', scenario: 'code2-saved', query: {}, box: code2Copy.codeLabel, copy: code2Copy },
  ];
  for (const p of pages) {
    test(`${p.path}: Copy puts '${CODE}' on the clipboard and says '${p.copy.copied}'`, async ({ warmPage: page }) => {
      await open(page, p.path, p.scenario, p.query);
      await page.evaluate(() => navigator.clipboard.writeText('something else'));
      const box = codeBox(page, p.box);
      await expect(box.getByText(CODE, { exact: true })).toBeVisible();
      await expect(toast(page)).toHaveCount(0);

      await button(box, p.copy.copy).click();

      await expect(toast(page)).toHaveText(p.copy.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
      expect(repayRequests(page, 'generateVcode'), 'copying sends nothing').toEqual([]);
    });
  }
});

test.describe('Repayment by code', () => {
  test('showType=1: the amount, the code with the channel image and Copy; no QR', async ({ warmPage: page }) => {
    await open(page, '/repaymentOfCode', 'default', CODE_QUERY);

    await expect(page.getByRole('heading', { name: codeCopy.title, level: 1 })).toBeVisible();
    await expect(page.getByText('₱5,450.00', { exact: true })).toBeVisible();
    const box = codeBox(page, codeCopy.codeLabel);
    await expect(box.getByText(CODE, { exact: true })).toBeVisible();
    expect(await visibleImages(box)).toEqual([CODE_QUERY.payCodeImg]);
    await expect(button(box, codeCopy.copy)).toBeVisible();
    await expect(codeBox(page, codeCopy.qrTitle)).toHaveCount(0);
    await expect(button(page, codeCopy.qrLabels.open)).toHaveCount(0);
    expect(repayRequests(page), 'the page is built from its address alone').toEqual([]);
  });

  test('code-qr (showType=2): the QR picture and the scan steps, no code box', async ({ warmPage: page }) => {
    await open(page, '/repaymentOfCode', 'code-qr', QR_QUERY);

    const qr = codeBox(page, codeCopy.qrTitle);
    await expect(qr.getByRole('heading', { name: codeCopy.qrTitle })).toBeVisible();
    expect(await visibleImages(button(qr, codeCopy.qrLabels.open))).toEqual([codeQr.query.payCodeImg]);
    expect((await qr.getByRole('list').last().getByRole('listitem').allInnerTexts()).map((s) => s.trim())).toEqual(codeCopy.scanSteps);
    await expect(page.getByText('₱5,450.00', { exact: true })).toBeVisible();
    await expect(codeBox(page, codeCopy.codeLabel)).toHaveCount(0);
    await expect(button(page, codeCopy.copy)).toHaveCount(0);
  });

  test('code-qr: tapping the QR opens it full size; a tap closes it', async ({ warmPage: page }) => {
    await open(page, '/repaymentOfCode', 'code-qr', QR_QUERY);
    const full = dialog(page, codeCopy.qrLabels.full);
    await expect(full).toHaveCount(0);

    await button(page, codeCopy.qrLabels.open).click();

    await expect(full).toBeVisible();
    expect(await visibleImages(full)).toEqual([codeQr.query.payCodeImg]);
    await full.click();
    await expect(full).toHaveCount(0);
  });
});

test.describe('Repayment by code, second version', () => {
  const savedCases = [
    { scenario: 'code2-saved', total: '₱1,817.00', logo: '/sandbox-assets/channel-7eleven.svg' },
    { scenario: 'code2-saved-extension', total: '₱750.00', logo: '/sandbox-assets/logo-lendmo.svg' },
  ];
  for (const c of savedCases) {
    test(`${c.scenario}: the deposit-slip note, the channel logo, the code, total '${c.total}' and the two step groups`, async ({ warmPage: page }) => {
      await open(page, '/repaymentOfCode2', c.scenario);

      await expect(page.getByRole('heading', { name: code2Copy.title, level: 1 })).toBeVisible();
      await expect(page.getByText(code2Copy.keepSlip, { exact: true })).toBeVisible();
      const box = codeBox(page, code2Copy.codeLabel);
      expect(await visibleImages(box)).toEqual([c.logo]);
      await expect(box.getByText(CODE, { exact: true })).toBeVisible();
      await expect(button(box, code2Copy.copy)).toBeVisible();
      await expect(page.getByText(code2Copy.totalLabel, { exact: true })).toBeVisible();
      await expect(page.getByText(c.total, { exact: true })).toBeVisible();

      const groups = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      expect(groups.map((g) => g.trim())).toEqual(['Pay at 7-Eleven', 'Pay with GCash']);
      expect(await stepGroup(page, 'Pay at 7-Eleven')).toEqual([{ name: 'At the counter', steps: PAY_NOTICE['Pay at 7-Eleven'][0].step }]);
      expect(await stepGroup(page, 'Pay with GCash')).toEqual([{ name: 'In the GCash app', steps: PAY_NOTICE['Pay with GCash'][0].step }]);
      await expect(button(page, code2Copy.back)).toHaveCount(0);
      await expect(page.getByText(code2Copy.missingMessage)).toHaveCount(0);
    });
  }

  const missingCases = [
    { name: 'code2-corrupt (the saved info cannot be read back)', scenario: 'code2-corrupt', clear: false },
    { name: 'a fresh page with nothing saved', scenario: 'default', clear: true },
  ];
  for (const c of missingCases) {
    test(`${c.name}: the missing-details message and '${code2Copy.back}', which goes back`, async ({ warmPage: page }) => {
      // Come from another page, so that "back" has somewhere to go.
      await open(page, '/paymentGuide', 'default');
      if (c.clear) await page.evaluate(() => localStorage.clear());
      else expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_INFO_KEY)).toBeNull();

      await open(page, '/repaymentOfCode2', c.scenario);

      if (!c.clear) {
        expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_INFO_KEY), 'the broken entry is there').toBe('{not json');
      }
      await expect(page.getByText(code2Copy.missingMessage, { exact: true })).toBeVisible();
      await expect(codeBox(page, code2Copy.codeLabel)).toHaveCount(0);
      await expect(button(page, code2Copy.copy)).toHaveCount(0);
      await expect(page.getByText(code2Copy.totalLabel, { exact: true })).toHaveCount(0);

      await button(page, code2Copy.back).click();

      await expect(page).toHaveURL((url) => url.pathname === '/paymentGuide');
      await expect(page.getByRole('heading', { name: guideCopy.title, level: 1 })).toBeVisible();
    });
  }
});
