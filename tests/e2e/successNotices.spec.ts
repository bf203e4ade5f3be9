/**
 * Success you can see (issue 17): every step that moves money or changes an
 * account ends with a confirmation the borrower sees, on the page they land
 * on — legacy repayment confirmed, payment account saved (from the order page,
 * and in the bank flow before the web view closes), loan confirmed (both
 * confirm pages), complaint sent, order and complaint rated. A confirmation
 * that came from the page before is shown once: gone after a reload, not on
 * the next page. Words are read from the screens' copy.
 * (tests/unit/screens/across/successNotices.test.ts walks the same rule over every
 * screen document.)
 */
import type { Locator, Page } from '@playwright/test';
import { appCopy, bankCopy, escapeRegExp, screenCopy as orderCopy } from './copy.ts';
import { ORDER, SANDBOX_DAY, expect, nativeMessages, onSandboxDay, openOrder, openScreen, quietPeriod } from './fixtures.ts';
import { seriousAxeViolations, smallTargets, test } from './a11yHelpers.ts';
import { GCASH_ENTRIES, fillAll, nextButton, openBankForm } from './bankForm.ts';
import { CONFIRM_QUERY, LOAN_SITES, altCopy, confirmCopy, stayWhenLeaving, tickAgreement } from './loanHelpers.ts';
import { NEXT_QUERY, detailCopy, nextCopy, openNext, sendButton, successDialog, textBox } from './complaintHelpers.ts';
import wayScreen from '../../schemas/screens/repaymentWay.json' with { type: 'json' };
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import answered from '../../sandbox/scenarios/complaint-detail-answered.json' with { type: 'json' };
import cardPrompt from '../../sandbox/scenarios/order-card-prompt.json' with { type: 'json' };
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import config from '../../schemas/config.json' with { type: 'json' };
import detailScreen from '../../schemas/screens/complainDetails.json' with { type: 'json' };
import { addDays } from '../../renderer/calendarDay.ts';
import { fill, formatDay } from '../../renderer/operations.ts';

test.describe.configure({ timeout: 60_000 });

const wayCopy = wayScreen.copy.en;
const WAY = defaultScenario.responses.repaymentWay.body.data;
const FIRST_CARD = `${WAY.bankCards[0].bankName} •••• ${WAY.bankCards[0].cardNo.slice(-4)}`;
const PAID = wayCopy.paidNotice;
/** Longer than a toast lives (schemas/config.json): a banner still there then is not a passing toast. */
const OUTLIVES_A_TOAST_MS = config.toast.defaultMs + 500;

/** The success banner: a status with its own close button (a toast has none). */
const banner = (page: Page): Locator => page.getByRole('status').filter({ has: page.getByRole('button', { name: appCopy.close, exact: true }) });
const orderShown = (page: Page) => expect(page.getByRole('button', { name: defaultScenario.responses.loanDetails.body.data.telephone })).toBeVisible();
const useScenario = (page: Page, name: string) => page.evaluate((n) => window.__sandbox!.setScenario(n), name);

/** After the page has drawn and had time to run its onLoad: no banner (a one-shot notice must not come back). */
async function expectNoBanner(page: Page): Promise<void> {
  await quietPeriod(page);
  expect(await page.getByRole('status').allInnerTexts()).toEqual([]);
}

/** Records, in sessionStorage (it survives this site's full page loads), every success text that appears. */
async function recordBanners(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = JSON.parse(sessionStorage.getItem('e2e.banners') ?? '[]');
    const texts = new Set<string>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent ?? '';
        if (text && !texts.has(text)) {
          texts.add(text);
          seen.push(`${text}|closeWebView sent: ${(window.__native ?? []).filter((m) => m.name === 'closeWebView').length}`);
          sessionStorage.setItem('e2e.banners', JSON.stringify(seen));
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const bannersSeen = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.banners') ?? '[]') as string[]);

test.describe('Legacy repayment confirmed → the order page says so, once', () => {
  test('card + SMS code: the order page says the payment was confirmed; a reload and the next page do not', async ({ page }) => {
    await openScreen(page, '/repaymentWay', 'default', { ...ORDER });
    await page.getByRole('button', { name: FIRST_CARD, exact: true }).click();
    await page.getByRole('button', { name: wayCopy.commit, exact: true }).click();
    const sms = page.getByRole('dialog', { name: wayCopy.smsTitle, exact: true });
    await sms.getByRole('textbox', { name: wayCopy.codeLabel, exact: true }).fill('123456');
    await sms.getByRole('button', { name: wayCopy.confirm, exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    await expect(banner(page)).toHaveText(PAID);
    await expect(banner(page)).toBeInViewport();

    await page.reload();
    await orderShown(page);
    await expectNoBanner(page);

    await openScreen(page, '/complaint', 'default', { orderId: ORDER.orderId });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBanner(page);
    await page.goBack();
    await orderShown(page);
    await expectNoBanner(page);
  });

  test('legacy-no-sms: the commit alone pays, and the order page says so', async ({ page }) => {
    await openScreen(page, '/repaymentWay', 'legacy-no-sms', { ...ORDER });
    await page.getByRole('button', { name: FIRST_CARD, exact: true }).click();
    await page.getByRole('button', { name: wayCopy.commit, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    await expect(banner(page)).toHaveText(PAID);
  });
});

test.describe('Payment account saved', () => {
  test('from the order page: back on the order page it says the account was saved; Close removes it', async ({ page }) => {
    await openOrder(page, 'order-card-prompt');
    const prompt = page.getByRole('dialog', { name: cardPrompt.responses.loanDetails.body.data.cardPopTitle });
    await prompt.getByRole('button', { name: orderCopy.bindCard, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Juan Dela Cruz', { timeout: 10_000 });
    await fillAll(page, GCASH_ENTRIES);
    // Once a card is bound the server no longer asks for one: the order answers without the prompt.
    await useScenario(page, 'default');
    await nextButton(page).click();

    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    await expect(banner(page)).toHaveText(bankCopy.savedBackToOrder);
    await expect(banner(page)).toBeInViewport();
    await banner(page).getByRole('button', { name: appCopy.close, exact: true }).click();
    await expect(page.getByRole('status')).toHaveCount(0);
    await orderShown(page);
  });

  test('in the bank flow: the page says the account was saved before the web view closes', async ({ page }) => {
    await openBankForm(page);
    await fillAll(page, GCASH_ENTRIES);
    await recordBanners(page);
    await nextButton(page).click();
    await expect(banner(page)).toHaveText(bankCopy.savedClosing);
    await expect(banner(page)).toBeInViewport();
    await expect.poll(async () => (await nativeMessages(page, 'closeWebView')).length).toBe(1);
    expect(await bannersSeen(page)).toEqual([`${bankCopy.savedClosing}|closeWebView sent: 0`]);
    expect((await nativeMessages(page)).map((m) => m.name)).toEqual(['startBankFlow', 'endBankFlow', 'closeWebView']);
  });
});

test.describe('Loan confirmed', () => {
  const pages = [
    { path: '/confirmLoan', copy: confirmCopy, button: confirmCopy.confirm, promo: null },
    { path: '/confirmLoanNew', copy: altCopy, button: defaultScenario.responses.altConfirmDetail.body.data.buttonText, promo: altCopy.ok },
  ];
  for (const p of pages) {
    test(`${p.path}: the page says the loan is confirmed while the loan details open`, async ({ page }) => {
      for (const site of LOAN_SITES) await stayWhenLeaving(page, site);
      await openScreen(page, p.path, 'default', CONFIRM_QUERY);
      if (p.promo) await page.getByRole('dialog').getByRole('button', { name: p.promo, exact: true }).click();
      await tickAgreement(page);
      await page.getByRole('button', { name: p.button, exact: true }).click();
      await expect(banner(page)).toHaveText(p.copy.confirmed);
      await expect(banner(page)).toBeInViewport();
    });

    test(`${p.path}, confirm-push-site-details: the order page it opens says it once more, once`, async ({ page }) => {
      await openScreen(page, p.path, 'confirm-push-site-details', CONFIRM_QUERY);
      await recordBanners(page);
      if (p.promo) await page.getByRole('dialog').getByRole('button', { name: p.promo, exact: true }).click();
      await tickAgreement(page);
      await page.getByRole('button', { name: p.button, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/orderDetail' && url.searchParams.get('from') === 'confirm');
      await expect(banner(page)).toHaveText(p.copy.confirmedLanding);
      expect((await bannersSeen(page))[0]).toBe(`${p.copy.confirmed}|closeWebView sent: 0`);
      await page.reload();
      await orderShown(page);
      await expectNoBanner(page);
    });
  }
});

test.describe('Complaint sent → complaint home says so, once', () => {
  test('after the success popup, complaint home says it was sent, its reference, the day we answer by and where to follow it; a reload does not', async ({
    page,
  }) => {
    await onSandboxDay(page);
    await openNext(page, 'default', NEXT_QUERY);
    await textBox(page).fill('The money did not arrive in my GCash.');
    await sendButton(page).click();
    await expect(successDialog(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/complaint');
    const answerBy = formatDay(addDays(SANDBOX_DAY, PH.complaints.answerDays), '', { pattern: PH.dates.day, monthsShort: appCopy.monthsShort });
    const reference = defaultScenario.responses.problemSave.body.data.problemId;
    await expect(banner(page)).toHaveText(fill(nextCopy.sentWithReference, { reference, answerBy }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBanner(page);
  });
});

test.describe('Rated', () => {
  test('order-rating, 5 stars: the store rating opens and the order page thanks the borrower (it stays)', async ({ page }) => {
    await page.clock.install();
    await openOrder(page, 'order-rating');
    const rating = page.getByRole('dialog', { name: orderCopy.ratingTitle });
    await rating.getByRole('button', { name: orderCopy.starLabels[4], exact: true }).click();
    await rating.getByRole('button', { name: orderCopy.submit, exact: true }).click();
    await expect(banner(page)).toHaveText(orderCopy.ratingSent);
    await expect.poll(async () => (await nativeMessages(page, 'rateApp')).length).toBe(1);
    await page.clock.runFor(OUTLIVES_A_TOAST_MS);
    await expect(banner(page)).toHaveText(orderCopy.ratingSent);
    // The banner passes the same accessibility bar as every page (axe, 44 px targets).
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });

  test('order-rating, 3 stars: the thanks popup (SPEC) is the confirmation', async ({ page }) => {
    await openOrder(page, 'order-rating');
    const rating = page.getByRole('dialog', { name: orderCopy.ratingTitle });
    await rating.getByRole('button', { name: orderCopy.starLabels[2], exact: true }).click();
    await rating.getByRole('button', { name: orderCopy.submit, exact: true }).click();
    await expect(page.getByRole('dialog', { name: orderCopy.thanksTitle })).toContainText(orderCopy.thanksMessage);
    expect(await nativeMessages(page, 'rateApp')).toEqual([]);
  });

  test('complaint rated: the thanks stays on the page until closed', async ({ page }) => {
    await page.clock.install();
    await openScreen(page, '/complainDetails', 'complaint-detail-answered', { problemId: '4990' });
    await expect(page.getByText(answered.responses.problemDetail.body.data.disposeDetail)).toBeVisible();
    // The rating popup's 3 s, on the page's clock.
    await page.clock.runFor(detailScreen.constants.ratingDelayMs);
    const rating = page.getByRole('dialog', { name: detailCopy.ratingTitle });
    await expect(rating).toBeVisible();
    await rating.getByRole('button', { name: detailCopy.starLabels[3], exact: true }).click();
    await rating.getByRole('button', { name: detailCopy.send, exact: true }).click();
    await expect(banner(page)).toHaveText(new RegExp(`^${escapeRegExp(detailCopy.scoreSuccess)}$`));
    await page.clock.runFor(OUTLIVES_A_TOAST_MS);
    await expect(banner(page)).toHaveText(detailCopy.scoreSuccess);
  });
});
