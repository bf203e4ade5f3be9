/**
 * Complaints as the law asks (issue 29; CONTRACT section 8, PH), in English
 * and Filipino, in both shells (one run per shell and language pair,
 * tests/e2e/shellsAndLanguages.ts, taken in turns so that across the
 * tests every shell meets every language): after sending, complaint home says the
 * complaint's reference (problemSave's problemId) and the day by which the
 * lender answers (sent + the market's answerDays); the detail shows both,
 * and once that day has passed without a reply, the way to the SEC (the
 * market's regulatorUrl). The empty list leads to complaint home; a reply is
 * signed with the lender's name (schemas/lender.json). The page's day is
 * the sandbox's (onSandboxDay), so dates read as the scenarios write them;
 * the words are the screens' copy in each language.
 */
import type { Page } from '@playwright/test';
import { SANDBOX_DAY, expect, onSandboxDay, openScreen, sandboxRequests, test } from './fixtures.ts';
import { copyIn } from './copy.ts';
import { NEXT_QUERY } from './complaintHelpers.ts';
import { addDays } from '../../renderer/calendarDay.ts';
import { fill, formatDay } from '../../renderer/operations.ts';
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import lender from '../../schemas/lender.json' with { type: 'json' };
import nextScreen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };
import detailScreen from '../../schemas/screens/complainDetails.json' with { type: 'json' };
import listScreen from '../../schemas/screens/complaintList.json' with { type: 'json' };
import homeScreen from '../../schemas/screens/complaint.json' with { type: 'json' };
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import overdue from '../../sandbox/scenarios/complaint-detail-overdue.json' with { type: 'json' };
import within from '../../sandbox/scenarios/complaint-detail-within.json' with { type: 'json' };
import answered from '../../sandbox/scenarios/complaint-detail-answered.json' with { type: 'json' };
import { answerIn } from '../support/answerIn.ts';
import { LANGUAGES, shellsAndLanguages } from './shellsAndLanguages.ts';

/** The words of the app's own copy file, in a language of the market. */
type Lang = Exclude<keyof typeof appCopyFile, '$comment'>;
const SEC_PAGE_TITLE = 'SEC (e2e stub)';

/** A day as the PH market writes it in the page's language. */
const shownDay = (day: string, lang: string) => formatDay(day, '', { pattern: PH.dates.day, monthsShort: appCopyFile[lang as Lang].monthsShort });
const answerByOf = (sent: string) => addDays(sent.slice(0, 10), PH.complaints.answerDays)!;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const banner = (page: Page, lang: string) =>
  page.getByRole('status').filter({ has: page.getByRole('button', { name: appCopyFile[lang as Lang].close, exact: true }) });

async function open(page: Page, path: string, scenario: string, lang: string, query: Record<string, string> = {}): Promise<void> {
  await onSandboxDay(page);
  await openScreen(page, path, scenario, { ...query, lang });
}

/** The detail's summary rows as [label, value]. */
async function summaryRows(page: Page, lang: string): Promise<[string, string][]> {
  const summary = region(page, copyIn<typeof detailScreen.copy.en>('complainDetails', lang).detailsTitle);
  await expect(summary.getByRole('definition').first()).toBeVisible();
  const labels = await summary.getByRole('term').allInnerTexts();
  const values = await summary.getByRole('definition').allInnerTexts();
  return labels.map((label, i) => [label.trim(), values[i].trim()]);
}

/** Each test below once per shell and language pair, the pairs turned by one from test to test. */
function inPairs(turn: number, body: (lang: string) => void): void {
  for (const { shell, lang } of shellsAndLanguages(turn)) {
    test.describe(`${shell} shell`, () => {
      test.use({ nativeShell: shell });
      body(lang);
    });
  }
}

inPairs(0, (lang) => {
  const next = copyIn<typeof nextScreen.copy.en>('complainPageNext', lang);
  test(`${lang}: a sent complaint's reference and the day we answer by, on complaint home`, async ({ page }) => {
    await open(page, '/complainPageNext', 'default', lang, NEXT_QUERY);
    await page.getByRole('textbox', { name: next.textLabel }).fill('Hindi dumating ang pera sa GCash ko.');
    await page.getByRole('button', { name: next.send, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/complaint');
    const reference = defaultScenario.responses.problemSave.body.data.problemId;
    await expect(banner(page, lang)).toHaveText(fill(next.sentWithReference, { reference, answerBy: shownDay(answerByOf(SANDBOX_DAY), lang) }));
  });
});

inPairs(1, (lang) => {
  const detail = copyIn<typeof detailScreen.copy.en>('complainDetails', lang);
  test(`${lang}: within its day, the detail shows reference, sent day, answer-by day and status; no way to the SEC`, async ({ page }) => {
    const data = answerIn(within.responses.problemDetail.body.data, lang);
    await open(page, '/complainDetails', 'complaint-detail-within', lang, { problemId: data.problemId });
    expect(await summaryRows(page, lang)).toEqual([
      [detail.typeLabel, data.type],
      [detail.referenceLabel, data.problemId],
      [detail.filedLabel, shownDay(data.time, lang)],
      [detail.answerByLabel, shownDay(answerByOf(data.time), lang)],
      [detail.statusLabel, data.status],
    ]);
    await expect(region(page, detail.resultTitle).getByText(detail.pending, { exact: true })).toBeVisible();
    await expect(region(page, detail.secTitle)).toHaveCount(0);
    await expect(page.getByRole('button', { name: detail.secButton })).toHaveCount(0);
  });
});

inPairs(2, (lang) => {
  const detail = copyIn<typeof detailScreen.copy.en>('complainDetails', lang);
  test(`${lang}: past its day without a reply, the way to the SEC leads to the market's address`, async ({ page }) => {
    await page.route(`${PH.complaints.regulatorUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>${SEC_PAGE_TITLE}</title>` }),
    );
    const data = answerIn(overdue.responses.problemDetail.body.data, lang);
    await open(page, '/complainDetails', 'complaint-detail-overdue', lang, { problemId: data.problemId });
    const sec = region(page, detail.secTitle);
    await expect(sec.getByText(fill(detail.secMessage, { answerBy: shownDay(answerByOf(data.time), lang), reference: data.problemId }))).toBeVisible();
    await expect(region(page, detail.resultTitle).getByText(detail.pending, { exact: true })).toHaveCount(0);
    await sec.getByRole('button', { name: detail.secButton, exact: true }).click();
    await expect(page).toHaveURL(PH.complaints.regulatorUrl);
    await expect(page).toHaveTitle(SEC_PAGE_TITLE);
  });
});

for (const lang of LANGUAGES) {
  const detail = copyIn<typeof detailScreen.copy.en>('complainDetails', lang);
  const list = copyIn<typeof listScreen.copy.en>('complaintList', lang);
  const home = copyIn<typeof homeScreen.copy.en>('complaint', lang);

  test(`${lang}: a reply is signed with the lender's name, and takes the SEC way away though it came late`, async ({ page }) => {
    const data = answerIn(answered.responses.problemDetail.body.data, lang);
    await open(page, '/complainDetails', 'complaint-detail-answered', lang, { problemId: data.problemId });
    const result = region(page, detail.resultTitle);
    await expect(result.getByText(data.disposeDetail, { exact: true })).toBeVisible();
    await expect(result.getByText(fill(detail.signature, { tradeName: lender.tradeName }), { exact: true })).toBeVisible();
    // Sent Oct 2: its answer day has passed, but the reply came.
    expect(answerByOf(data.time) < SANDBOX_DAY).toBe(true);
    await expect(region(page, detail.secTitle)).toHaveCount(0);
  });

  test(`${lang}: no complaints yet: the list leads to complaint home`, async ({ page }) => {
    await open(page, '/complaintList', 'complaint-list-none', lang);
    await expect(page.getByText(list.none, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: list.fileComplaint, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/complaint');
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    expect(await sandboxRequests(page, 'problemInit')).toHaveLength(1);
  });
}
