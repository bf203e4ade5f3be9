/**
 * Toasts in the way (issue 17), at phone size in Chromium: every toast a
 * borrower can raise in the sandbox appears clear of the control pressed for
 * it (and of the field being typed in, and of a bar stuck to the bottom),
 * inside the visible page; and a toast goes the moment the borrower lands on
 * another page, not when its timer ends.
 *
 * Controls are found by the words the schemas give them.
 */
import type { Locator, Page } from '@playwright/test';
import { ORDER, button, expect, expectSaidInline, openScreen, test } from './fixtures.ts';
import { bankCopy } from './copy.ts';
import { GCASH_ENTRIES, fillAll, nextButton, openBankForm } from './bankForm.ts';
import { homeCopy, nextCopy, openHome, openNext, typeGroup } from './complaintHelpers.ts';
import { GOOD, fill as fillRegister, getCodeButton, openRegisterReady, registerCopy, smsInput } from './promoHelpers.ts';
import siteScreen from '../../schemas/screens/site.json' with { type: 'json' };
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };
import codeScreen from '../../schemas/screens/repaymentOfCode.json' with { type: 'json' };
import config from '../../schemas/config.json' with { type: 'json' };

test.describe.configure({ timeout: 60_000 });

const siteCopy = siteScreen.copy.en;
const orderCopy = orderScreen.copy.en;
const codeCopy = codeScreen.copy.en;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The toast with `text` is up, inside the visible page, and covers none of
 * `clear` (the pressed control first) nor the element focused when it came.
 */
async function expectToastClearOf(page: Page, text: string, clear: Locator[]): Promise<void> {
  const toast = page.getByRole('status');
  await expect(toast).toHaveText(text);
  const toastBox = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(toastBox.y, 'the toast is inside the visible page').toBeGreaterThanOrEqual(0);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
  const focused = page.locator('input:focus, textarea:focus, select:focus');
  for (const control of [...clear, ...((await focused.count()) ? [focused] : [])]) {
    const box = (await control.boundingBox())!;
    expect(overlap(toastBox, box), `the toast ${JSON.stringify(toastBox)} covers ${control} ${JSON.stringify(box)}`).toBe(false);
  }
}

test.describe('A toast never covers the control it is about', () => {
  test("bank form, bank-bind-failure: the server's refusal, clear of Next", async ({ page }) => {
    await openBankForm(page, 'bank-bind-failure');
    await fillAll(page, GCASH_ENTRIES);
    await nextButton(page).click();
    await expectToastClearOf(page, 'This account number is already bound to another user.', [nextButton(page)]);
  });

  test('official site, contact form (seed: SPEC point 5): both answers clear of Submit, and off the footer', async ({ page }) => {
    // Under PH a complete form opens the e-mail app and says so on the page (tests/e2e/site.spec.ts); the seed keeps both toasts.
    await page.goto('/Contact?scenario=default&market=seed');
    // The prerendered page is the default market's (PH, with a reply box): tap once the app has drawn the seed's form.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    const submit = button(page, siteCopy.send);
    // At the end of the page, where the borrower reads the lender's details in the footer under the form.
    await expect(page.locator('footer')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('footer')).toBeInViewport();
    await submit.click();
    await expectToastClearOf(page, siteCopy.incomplete, [submit, page.locator('footer')]);
    await page.getByLabel(siteCopy.company, { exact: true }).fill('Acme Trading');
    await page.getByLabel(siteCopy.subject, { exact: true }).fill('Partnership');
    await page.getByLabel(siteCopy.message, { exact: true }).fill('We would like to talk.');
    await submit.click();
    await expectToastClearOf(page, siteCopy.sent, [submit, page.locator('footer')]);
  });

  test("complaint home, complaint-no-collection: the refusal clear of 'Collection'", async ({ page }) => {
    await openHome(page, 'complaint-no-collection');
    const collection = typeGroup(page).getByRole('button', { name: 'Collection', exact: true });
    await collection.click();
    await expectToastClearOf(page, homeCopy.collectionRefused, [collection]);
  });

  test('complaint, Send without a text: the message clear of Send', async ({ page }) => {
    await openNext(page);
    const send = button(page, nextCopy.send);
    await send.click();
    await expectToastClearOf(page, nextCopy.emptyText, [send]);
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
    test("repayment by code, Copy: 'copy success' clear of Copy", async ({ page }) => {
      await openScreen(page, '/repaymentOfCode', 'default', {
        showType: '1',
        payCode: '7012 3456 7890',
        payCodeImg: '/sandbox-assets/channel-7eleven.svg',
        repayAmount: '545000',
      });
      const copy = button(page, codeCopy.copy);
      await copy.click();
      await expectToastClearOf(page, codeCopy.copied, [copy]);
    });
  });

  test('order rating, Submit without a star: the hint clear of Submit', async ({ page }) => {
    await openScreen(page, '/orderDetail', 'order-rating', ORDER);
    const dialog = page.getByRole('dialog', { name: orderCopy.ratingTitle });
    const submit = button(dialog, orderCopy.submit);
    await submit.click();
    await expectToastClearOf(page, orderCopy.pickStars, [submit]);
  });
});

/**
 * Records when the toast comes and goes, with the page's address at that
 * moment (performance.now(), so the toast's own timer can be told apart).
 */
async function watchToast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: { shown: boolean; path: string; t: number }[] };
    w.__toasts = [];
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector('[role="status"]') !== null;
      if (now === shown) return;
      shown = now;
      w.__toasts.push({ shown, path: location.pathname, t: performance.now() });
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The toast went on `path`, well before its timer (config.toast.defaultMs) could have ended it. */
async function expectGoneOnArrival(page: Page, path: string): Promise<void> {
  const log = () => page.evaluate(() => (window as unknown as { __toasts: { shown: boolean; path: string; t: number }[] }).__toasts);
  await expect.poll(async () => (await log()).length).toBeGreaterThanOrEqual(2);
  const [came, went] = await log();
  expect(came.shown).toBe(true);
  expect({ shown: went.shown, path: went.path }).toEqual({ shown: false, path });
  expect(went.t - came.t, 'gone with the page, not by its timer').toBeLessThan(config.toast.defaultMs - 1000);
}

test.describe('A toast never outlives its page', () => {
  test("complaint refusal, then 'My complaints': the refusal is gone on arrival", async ({ page }) => {
    await openHome(page, 'complaint-no-collection');
    await watchToast(page);
    await typeGroup(page).getByRole('button', { name: 'Collection', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(homeCopy.collectionRefused);
    await button(page, homeCopy.myComplaints).click();
    await expect(page).toHaveURL(/\/complaintList\?/);
    await expectGoneOnArrival(page, '/complaintList');
  });

  test('complaint Send refused, then the browser back: the message is gone on the page before', async ({ page }) => {
    await openHome(page);
    // server text: question type 2 of the sandbox.
    await typeGroup(page).getByRole('button', { name: 'Repayment', exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    await watchToast(page);
    await button(page, nextCopy.send).click();
    await expect(page.getByRole('status')).toHaveText(nextCopy.emptyText);
    await page.goBack();
    await expect(page).toHaveURL(/\/complaint\?/);
    await expectGoneOnArrival(page, '/complaint');
  });

  test('bank form: a toast on the page stays while the borrower stays (the page is not left)', async ({ page }) => {
    await page.clock.install();
    await openBankForm(page, 'bank-bind-failure');
    await fillAll(page, GCASH_ENTRIES);
    await nextButton(page).click();
    await expect(page.getByRole('status')).toBeVisible();
    // Still up a second later, on the page's clock: only a page change clears it early.
    await page.clock.runFor(1000);
    await expect(page.getByRole('status')).toBeVisible();
  });
});

test.describe('A message shown inline is not toasted too (issue 29)', () => {
  /** Every form that marks its fields: what the borrower does, and the message the first marked field then shows. */
  const forms: { what: string; open: (page: Page) => Promise<void>; act: (page: Page) => Promise<void>; message: string }[] = [
    {
      what: 'bank form, Next with empty fields',
      open: (page) => openBankForm(page),
      act: (page) => nextButton(page).click(),
      message: bankCopy.required.replace('{titleInSentence}', 'GCash number'),
    },
    {
      what: 'bank form, a short phone number',
      open: async (page) => {
        await openBankForm(page);
        await fillAll(
          page,
          GCASH_ENTRIES.map((e) => (e.label === 'GCash number' ? { ...e, type: '0917123456' } : e)),
        );
      },
      act: (page) => nextButton(page).click(),
      message: bankCopy.phoneInvalid,
    },
    {
      what: 'promotion register, Apply with nothing typed',
      open: (page) => openRegisterReady(page, 'default'),
      act: (page) => button(page, registerCopy.apply).click(),
      message: registerCopy.mobileInvalid,
    },
    {
      what: 'promotion register, Get code without a picture code',
      open: async (page) => {
        await openRegisterReady(page, 'default');
        await fillRegister(page, { mobile: GOOD.mobile });
      },
      act: (page) => getCodeButton(page).click(),
      message: registerCopy.captchaInvalid,
    },
  ];
  for (const form of forms) {
    test(`${form.what}: the message next to the field, no toast over the page`, async ({ page }) => {
      await form.open(page);
      await form.act(page);
      await expectSaidInline(page, form.message);
    });
  }

  test('a toast about something else stays off the field marked invalid and its message', async ({ page }) => {
    await openRegisterReady(page, 'default');
    await fillRegister(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await getCodeButton(page).click();
    await expect(page.getByRole('status')).toHaveText(registerCopy.smsSent);
    await button(page, registerCopy.apply).click();
    await expectSaidInline(page, registerCopy.smsCodeInvalid);
    // Typing the code, the borrower taps Get code again while it counts: that toast keeps clear of the marked field.
    await smsInput(page).focus();
    await getCodeButton(page).click({ force: true });
    const marked = page.locator('[aria-invalid="true"]');
    const message = page.getByText(registerCopy.smsCodeInvalid, { exact: true });
    await expectToastClearOf(page, registerCopy.repeatSend, [getCodeButton(page), marked, message]);
  });
});
