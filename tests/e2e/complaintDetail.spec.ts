/**
 * Complaint detail (SPEC point 2 "Complaint screens": Detail; point 4 rating
 * popup 3 s after load when isNeedScore is non-zero; point 8 score messages;
 * CONTRACT section 3 problemDetail, saveScore). The screen's words are its
 * copy (detailCopy); the complaint and the failures are the server's.
 */
import { expect, sandboxRequests, test } from './fixtures.ts';
import { escapeRegExp } from './copy.ts';
import { answeredDetail, appCopy, defaultDetail, detailCopy, openDetail, pictureViewer, ratingDialog, sentJson, toast } from './complaintHelpers.ts';
import type { Page } from '@playwright/test';
import { fill } from '../../renderer/operations.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import detailScreen from '../../schemas/screens/complainDetails.json' with { type: 'json' };

/** The reply's signature: the lender's name from schemas/lender.json in the screen's words. */
const SIGNATURE = fill(detailCopy.signature, { tradeName: lender.tradeName });
const STARS = detailCopy.starLabels;
/** How long after the complaint has loaded its rating popup shows (SPEC: 3 s). */
const RATING_DELAY_MS = detailScreen.constants.ratingDelayMs;
const { send: SEND, cancel: CANCEL, resultTitle: RESULT } = detailCopy;
/** The name of the button that opens picture n (1-based), and of any of them. */
const openPicture = (n: number) => detailCopy.imageLabels.open.replace('{n}', String(n));
const ANY_PICTURE = new RegExp(`^${escapeRegExp(detailCopy.imageLabels.open).replace('\\{n\\}', '\\d+')}$`);

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Opens the answered complaint and brings its rating popup (3 s on the page's clock, run at once). */
async function openRating(page: Page, scenario = 'complaint-detail-answered') {
  await page.clock.install();
  await openDetail(page, scenario, '4990');
  // The 3 s start once the complaint has loaded.
  await expect(region(page, RESULT).getByText(answeredDetail.disposeDetail)).toBeVisible();
  await page.clock.runFor(RATING_DELAY_MS);
  const dialog = ratingDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Complaint detail: pending (default, problemId 5001)', () => {
  test('type, content and 2 pictures; the pending text under Process Result', async ({ page }) => {
    await openDetail(page, 'default', '5001');
    const summary = region(page, detailCopy.detailsTitle);
    // The sub-type is empty for this complaint: a row with no value is not drawn. Reference, days and status:
    // tests/e2e/complaintFollowUp.spec.ts.
    await expect(summary.getByRole('term')).toHaveText([
      detailCopy.typeLabel,
      detailCopy.referenceLabel,
      detailCopy.filedLabel,
      detailCopy.answerByLabel,
      detailCopy.statusLabel,
    ]);
    await expect(summary.getByRole('definition').first()).toHaveText(defaultDetail.type);
    const description = region(page, detailCopy.contentTitle);
    await expect(description.getByText(defaultDetail.content, { exact: true })).toBeVisible();
    await expect(description.getByRole('button', { name: ANY_PICTURE })).toHaveCount(2);

    const result = region(page, RESULT);
    await expect(result.getByText(detailCopy.pending, { exact: true })).toBeVisible();
    await expect(result.getByText(SIGNATURE)).toHaveCount(0);
    await expect(result.getByRole('button')).toHaveCount(0);

    expect(await sentJson(page, 'problemDetail')).toEqual([{ problemId: '5001' }]);
  });

  for (const n of [1, 2]) {
    test(`picture ${n} opens full size and its close button closes it`, async ({ page }) => {
      await openDetail(page, 'default', '5001');
      await region(page, detailCopy.contentTitle)
        .getByRole('button', { name: openPicture(n), exact: true })
        .click();
      const viewer = pictureViewer(page);
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('img')).toHaveAttribute('src', new RegExp(defaultDetail.images[n - 1].replace(/[.]/g, '\\.') + '$'));
      await expect(viewer.getByRole('button', { name: detailCopy.imageLabels.close, exact: true })).toBeFocused();
      await viewer.getByRole('button', { name: detailCopy.imageLabels.close, exact: true }).click();
      await expect(viewer).toHaveCount(0);
    });
  }

  test('no rating popup, even past its 3 s (isNeedScore 0)', async ({ page }) => {
    await page.clock.install();
    await openDetail(page, 'default', '5001');
    await expect(region(page, detailCopy.contentTitle).getByText(defaultDetail.content)).toBeVisible();
    // The point is that nothing happens: the page's clock runs past the 3 s of SPEC, every timer due in them fired.
    await page.clock.runFor(RATING_DELAY_MS + 500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await sandboxRequests(page, 'saveScore')).toEqual([]);
  });
});

test.describe('Complaint detail: answered (complaint-detail-answered, problemId 4990)', () => {
  test('reply text, reply picture and the signature under Process Result', async ({ page }) => {
    await openDetail(page, 'complaint-detail-answered', '4990');
    const summary = region(page, detailCopy.detailsTitle);
    await expect(summary.getByRole('definition').first()).toHaveText(answeredDetail.type);
    await expect(summary.getByRole('definition').nth(1)).toHaveText(answeredDetail.sonType);
    const result = region(page, RESULT);
    await expect(result.getByText(answeredDetail.disposeDetail, { exact: true })).toBeVisible();
    await expect(result.getByText(SIGNATURE, { exact: true })).toBeVisible();
    await expect(result.getByRole('button', { name: openPicture(1), exact: true })).toBeVisible();
    await expect(result.getByText(detailCopy.pending)).toHaveCount(0);
  });

  test("the rating popup appears about 3 s after load: not 1.5 s after, there 3.5 s after (the page's clock)", async ({ page }) => {
    await page.clock.install();
    await openDetail(page, 'complaint-detail-answered', '4990');
    await expect(region(page, RESULT).getByText(answeredDetail.disposeDetail)).toBeVisible();
    // The page's clock, not the machine's: a busy machine makes neither check early or late.
    await page.clock.runFor(RATING_DELAY_MS - 1500);
    await expect(ratingDialog(page)).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(ratingDialog(page)).toBeVisible();
    const dialog = ratingDialog(page);
    for (const name of STARS) {
      await expect(dialog.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  test("Send without a star: the copy's 'choose a rating', nothing is sent, the popup stays", async ({ page }) => {
    const dialog = await openRating(page);
    await dialog.getByRole('button', { name: SEND, exact: true }).click();
    await expect(toast(page)).toHaveText(detailCopy.pickStars);
    await expect(dialog).toBeVisible();

    // Then a real send: had the first tap sent anything, it would be logged before this one.
    await dialog.getByRole('button', { name: STARS[1], exact: true }).click();
    await dialog.getByRole('button', { name: SEND, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await sentJson(page, 'saveScore')).toEqual([{ score: 2, problemId: '4990' }]);
  });

  test(`4 stars + Send: saveScore {score 4, problemId '4990'}, '${detailCopy.scoreSuccess}', the popup closes`, async ({ page }) => {
    const dialog = await openRating(page);
    await dialog.getByRole('button', { name: STARS[3], exact: true }).click();
    for (const [name, on] of [
      [STARS[0], 'true'],
      [STARS[3], 'true'],
      [STARS[4], 'false'],
    ] as const) {
      await expect(dialog.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', on);
    }
    await dialog.getByRole('button', { name: SEND, exact: true }).click();

    await expect(toast(page)).toHaveText(detailCopy.scoreSuccess);
    await expect(dialog).toHaveCount(0);
    const sent = await sandboxRequests(page, 'saveScore');
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['content-type']).toContain('application/json');
    expect(JSON.parse(sent[0].body)).toEqual({ score: 4, problemId: '4990' });
  });

  test('Cancel closes the popup and sends nothing', async ({ page }) => {
    const dialog = await openRating(page);
    await dialog.getByRole('button', { name: STARS[2], exact: true }).click();
    await expect(dialog.getByRole('button', { name: STARS[2], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByRole('button', { name: CANCEL, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // The point is that nothing happens afterwards: no request, no popup again.
    await page.waitForTimeout(500);
    expect(await sandboxRequests(page, 'saveScore')).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('complaint-score-failure: the server message shows and the popup stays', async ({ page }) => {
    const dialog = await openRating(page, 'complaint-score-failure');
    await dialog.getByRole('button', { name: STARS[4], exact: true }).click();
    await dialog.getByRole('button', { name: SEND, exact: true }).click();
    await expect(toast(page)).toHaveText('This complaint has already been rated.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: STARS[4], exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await sentJson(page, 'saveScore')).toEqual([{ score: 5, problemId: '4990' }]);
  });
});

test.describe('Complaint detail: failure', () => {
  test("complaint-detail-failure: the server message and 'Try again'", async ({ page }) => {
    await openDetail(page, 'complaint-detail-failure', '5001');
    await expect(page.getByRole('alert')).toHaveText('Complaint not found.');
    await page.getByRole('button', { name: appCopy.retry, exact: true }).click();
    await expect.poll(async () => (await sandboxRequests(page, 'problemDetail')).length).toBe(2);
    await expect(page.getByRole('alert')).toHaveText('Complaint not found.');
  });
});
