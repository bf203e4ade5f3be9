/**
 * Back then forward, or a reload, must not erase what was typed (issue 29;
 * docs/decisions/025-drafts.md), in Chromium on the production bundle, in
 * English and Filipino, in both native shells (tests/e2e/fixtures.ts): the
 * complaint's text and its uploaded picture, and the bank form, whose fields
 * the server gives. Between the steps the borrower leaves the page for
 * another one of the app and comes back with the browser's back and forward,
 * and reloads it. Each test runs once per shell and language pair
 * (tests/e2e/shellsAndLanguages.ts): between the two, every shell meets every
 * language.
 *
 * - What was typed is there again; after a successful send it is gone.
 * - The account number typed into the bank form is never in the tab's storage
 *   (read straight from sessionStorage after every step), and the page asks
 *   for it again by its name.
 */
import type { Page } from '@playwright/test';
import { expect, openScreen, test } from './fixtures.ts';
import { copyIn } from './copy.ts';
import complaintNextScreen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };
import bankScreen from '../../schemas/screens/bindBank.json' with { type: 'json' };
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import { NEXT_QUERY, TINY_PNG } from './complaintHelpers.ts';
import { BANK_QUERY } from './bankForm.ts';
import { answerIn } from '../support/answerIn.ts';
import { shellsAndLanguages } from './shellsAndLanguages.ts';

/** Everything in the tab's storage, keys and values, as one text. */
const tabStorage = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n'),
  );

/** Leaves for another page of the app, then comes back with the browser's back button. */
async function leaveAndReturn(page: Page, lang: string): Promise<void> {
  const here = page.url();
  await openScreen(page, '/aboutUs', 'default', { lang });
  await page.goBack();
  await expect(page).toHaveURL(here);
}

/** Back to the page before, then forward again. */
async function backThenForward(page: Page): Promise<void> {
  const here = page.url();
  await page.goBack();
  await expect(page).not.toHaveURL(here);
  await page.goForward();
  await expect(page).toHaveURL(here);
}

/**
 * Another tab of the app, open for the whole test. The sandbox's worker (MSW) unregisters itself when the last
 * page it serves closes: a tab whose only page leaves for the next one again and again would, now and then, start
 * the next page on a worker going away (the browser reports "Failed to update a ServiceWorker … Not found" there).
 */
async function keepSandboxAlive(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('/aboutUs?scenario=default');
  await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Headless Chromium draws only the front tab of a context: behind the new one, the test's page would get a frame
  // about once a second, and every tap waits for two frames (the bank form's test took 40 s, not 12).
  await page.bringToFront();
}

// ---------------------------------------------------------------- the bank form's fields, as the sandbox serves them (in the page's language)

const itemsIn = (lang: string) => answerIn(defaultScenario.responses.cardInit.body.data.items, lang);
const ACCOUNT_NUMBER = '4111111111111111';
const TIN = '123456789';

// Each test walks a dozen page loads: the default 30 s is for one page.
test.describe.configure({ timeout: 90_000 });

for (const { shell, lang } of shellsAndLanguages(0)) {
  test.describe(`${shell} shell`, () => {
    test.use({ nativeShell: shell });
    test(`${lang}: the complaint's text and uploaded picture come back after back, forward and a reload, and are gone once sent`, async ({ page }) => {
      const copy = copyIn<typeof complaintNextScreen.copy.en>('complainPageNext', lang);
      const textBox = page.getByRole('textbox', { name: copy.textLabel });
      const pictures = page.getByRole('region', { name: copy.imagesTitle }).getByRole('button', { name: copy.imageLabels.remove, exact: true });
      const typed = 'Ang pera ay hindi dumating sa aking GCash.';

      await keepSandboxAlive(page);
      // A page before it, so there is somewhere to go back to.
      await openScreen(page, '/aboutUs', 'default', { lang });
      await openScreen(page, '/complainPageNext', 'default', { ...NEXT_QUERY, lang });
      await textBox.fill(typed);
      await page.getByLabel(copy.imageLabels.add, { exact: true }).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(pictures).toHaveCount(1);

      await backThenForward(page);
      await expect(textBox).toHaveValue(typed);
      await expect(pictures).toHaveCount(1);

      await leaveAndReturn(page, lang);
      await expect(textBox).toHaveValue(typed);
      await expect(pictures).toHaveCount(1);

      await page.reload();
      await expect(textBox).toHaveValue(typed);
      await expect(pictures).toHaveCount(1);

      // Sent: the success dialog, then complaint home; the same page opened again is empty.
      const saved = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/api/problem-save'));
      await page.getByRole('button', { name: copy.send, exact: true }).click();
      const body = JSON.parse((await saved).postData() ?? '{}') as Record<string, string>;
      expect(body.problemDetail).toBe(typed);
      expect(body.problemImage).toMatch(/^https:\/\//);
      await expect(page).toHaveURL(/\/complaint(\?|$)/);
      expect(await tabStorage(page)).not.toContain(typed);
      await openScreen(page, '/complainPageNext', 'default', { ...NEXT_QUERY, lang });
      await expect(textBox).toHaveValue('');
      await expect(pictures).toHaveCount(0);
    });
  });
}

for (const { shell, lang } of shellsAndLanguages(1)) {
  test.describe(`${shell} shell`, () => {
    test.use({ nativeShell: shell });
    test(`${lang}: the bank form comes back after back, forward and a reload, never with the account number in storage, and is gone once sent`, async ({
      page,
      nativeMessages,
    }) => {
      const copy = copyIn<typeof bankScreen.copy.en>('bindBank', lang);
      const served = itemsIn(lang);
      const titleOf = (code: string) => served.find((i) => i.code === code)!.title;
      const optionOf = (code: string, type: string) => served.find((i) => i.code === code)!.note.find((o) => o.type === type)!.name;
      const field = (code: string) => page.getByLabel(titleOf(code), { exact: true });
      const bankTab = page.getByRole('tab', { name: copy.cardTypeBank, exact: true });
      const askAgain = page.getByText(copy.retype.replace('{fields}', titleOf('cardNo')), { exact: true });
      const numberNotKept = async () => {
        const kept = await tabStorage(page);
        expect(kept).not.toContain(ACCOUNT_NUMBER);
        expect(kept).not.toContain(ACCOUNT_NUMBER.replace(/(\d{4})(?=\d)/g, '$1 '));
      };
      const pick = async (code: string, type: string) => {
        await field(code).click();
        const sheet = page.getByRole('dialog', { name: titleOf(code), exact: true });
        await sheet.getByRole('option', { name: optionOf(code, type), exact: true }).click();
        await sheet.getByRole('button', { name: copy.formLabels.confirm, exact: true }).click();
        await expect(sheet).toHaveCount(0);
      };

      await keepSandboxAlive(page);
      await openScreen(page, '/aboutUs', 'default', { lang });
      await openScreen(page, '/bindBank', 'default', { ...BANK_QUERY, lang });
      await expect(field('holderName')).toHaveValue(served.find((i) => i.code === 'holderName')!.value, { timeout: 10_000 });
      await bankTab.click();
      await pick('bankCode', 'BPI');
      await field('cardNo').pressSequentially(ACCOUNT_NUMBER);
      await field('idNumber').pressSequentially(TIN);
      await expect(field('idNumber')).toHaveValue(TIN);
      await numberNotKept();
      expect(await tabStorage(page)).toContain(TIN);

      // Back and forward: the account type, the bank and the TIN are there; the account number is asked for again.
      await backThenForward(page);
      await expect(bankTab).toHaveAttribute('aria-selected', 'true');
      await expect(field('bankCode')).toHaveText(optionOf('bankCode', 'BPI'));
      await expect(field('idNumber')).toHaveValue(TIN);
      await expect(field('cardNo')).toHaveValue('');
      await expect(askAgain).toBeVisible();
      await numberNotKept();

      // Typed again: the page stops asking; another page and back, then a reload, keep the rest.
      await field('cardNo').pressSequentially(ACCOUNT_NUMBER);
      await expect(askAgain).toHaveCount(0);
      await numberNotKept();
      await leaveAndReturn(page, lang);
      await expect(field('idNumber')).toHaveValue(TIN);
      await expect(askAgain).toBeVisible();
      await page.reload();
      await expect(field('idNumber')).toHaveValue(TIN);
      await expect(field('bankCode')).toHaveText(optionOf('bankCode', 'BPI'));
      await numberNotKept();

      // Complete it and send: the bind succeeds, and a reload shows the form as the server serves it.
      await field('cardNo').pressSequentially(ACCOUNT_NUMBER);
      // A tap first, as a borrower's: the date field is a plain box until reached (widgets/form/DateField.tsx).
      await field('birthday').click();
      await field('birthday').fill('1990-05-17');
      await pick('city', 'CEB');
      await field('monthlyIncome').click();
      for (const key of '25000') await page.getByRole('button', { name: key, exact: true }).click();
      await page.getByRole('button', { name: copy.formLabels.keypadHide, exact: true }).click();
      const bound = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/bind-card-new'));
      await page.getByRole('button', { name: copy.next, exact: true }).click();
      expect((await bound).ok()).toBe(true);
      await expect(page.getByText(copy.savedClosing, { exact: true })).toBeVisible();
      await expect.poll(async () => (await nativeMessages(page)).map((m) => m.name)).toContain('closeWebView');
      expect(await tabStorage(page)).not.toContain(TIN);
      await page.reload();
      await expect(field('holderName')).toHaveValue(served.find((i) => i.code === 'holderName')!.value, { timeout: 10_000 });
      await expect(field('idNumber')).toHaveValue('');
      await expect(page.getByRole('tab', { name: copy.cardTypeEwallet, exact: true })).toHaveAttribute('aria-selected', 'true');
    });
  });
}
