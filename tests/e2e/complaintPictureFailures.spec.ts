/**
 * Complaint pictures: nothing dropped silently (issue 17). A complaint is not
 * sent while a picture shows 'Upload failed': the borrower is told to retry or
 * remove it, and what is then sent has the retried picture (or, removed, none).
 * The picker takes pictures only: a text or PDF file is refused with words
 * that say so, nothing is uploaded and no tile appears. Texts come from the
 * screen's copy.
 */
import type { Page } from '@playwright/test';
import { fill } from '../../renderer/operations.ts';
import nextScreen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };
import { expect, quietPeriod, sandboxRequests, test } from './fixtures.ts';
import {
  TINY_PNG,
  UPLOAD_URL,
  addPicture,
  addPictureInput,
  nextCopy,
  openNext,
  picturesRegion,
  removeButtons,
  sentJson,
  textBox,
  uploadingIndicators,
} from './complaintHelpers.ts';

const COMPLAINT = 'The money did not arrive in my GCash.';
const labels = nextCopy.imageLabels;

const send = (page: Page) => page.getByRole('button', { name: nextCopy.send, exact: true });
const failedTile = (page: Page) => picturesRegion(page).getByText(labels.failed, { exact: true });
const retryButton = (page: Page) => picturesRegion(page).getByRole('button', { name: labels.retry, exact: true });
const useScenario = (page: Page, name: string) => page.evaluate((n) => window.__sandbox!.setScenario(n), name);

async function withFailedPicture(page: Page): Promise<void> {
  await openNext(page, 'complaint-upload-failure');
  await textBox(page).fill(COMPLAINT);
  await addPicture(page, 'receipt.png');
  await expect(failedTile(page)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();
  await expect(removeButtons(page)).toHaveCount(1);
}

test.describe('Complaint pictures: a failed picture is never dropped silently', () => {
  test('Send with a failed picture: refused with the message; nothing is sent and the page stays', async ({ warmPage: page }) => {
    await withFailedPicture(page);
    await send(page).click();
    await expect(page.getByRole('status')).toHaveText(nextCopy.fixFailedPictures);
    await quietPeriod(page);
    expect(await sandboxRequests(page, 'problemSave')).toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === '/complainPageNext');
    await expect(failedTile(page)).toBeVisible();
  });

  test('Retry (the upload now works), then Send: the complaint carries the retried picture', async ({ warmPage: page }) => {
    await withFailedPicture(page);
    await useScenario(page, 'default');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/upload-problem-img'));
    await retryButton(page).click();
    const url = ((await (await answer).json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(UPLOAD_URL);
    await expect(uploadingIndicators(page)).toHaveCount(0);
    await expect(failedTile(page)).toHaveCount(0);

    await send(page).click();
    await expect.poll(() => sentJson(page, 'problemSave')).toEqual([expect.objectContaining({ problemDetail: COMPLAINT, problemImage: url })]);
    await expect(page).toHaveURL((u) => u.pathname === '/complaint');
  });

  test('Remove, then Send: the complaint goes without the picture, as the borrower chose', async ({ warmPage: page }) => {
    await withFailedPicture(page);
    await removeButtons(page).click();
    await expect(failedTile(page)).toHaveCount(0);
    await send(page).click();
    await expect.poll(() => sentJson(page, 'problemSave')).toEqual([expect.objectContaining({ problemDetail: COMPLAINT, problemImage: '' })]);
    await expect(page).toHaveURL((u) => u.pathname === '/complaint');
  });
});

test.describe('Complaint pictures: pictures only', () => {
  test('the page says only pictures can be added, and the chooser asks for pictures', async ({ warmPage: page }) => {
    await openNext(page);
    const limit = nextScreen.constants.pictures.maxFileMB;
    await expect(picturesRegion(page).getByText(fill(nextCopy.picturesOnly, { maxMB: limit }), { exact: true })).toBeVisible();
    await expect(addPictureInput(page)).toHaveAttribute('accept', 'image/*');
  });

  for (const file of [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%') },
  ]) {
    test(`${file.name} is refused with words that say so: nothing uploaded, no tile`, async ({ warmPage: page }) => {
      await openNext(page);
      await addPictureInput(page).setInputFiles(file);
      await expect(page.getByRole('status')).toHaveText(nextCopy.notAPicture);
      await quietPeriod(page);
      expect(await sandboxRequests(page, 'uploadProblemImg')).toEqual([]);
      await expect(picturesRegion(page).locator('img')).toHaveCount(0);
      await expect(removeButtons(page)).toHaveCount(0);
      await expect(failedTile(page)).toHaveCount(0);

      // A real picture still goes in afterwards.
      await addPictureInput(page).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(removeButtons(page)).toHaveCount(1);
      expect(await sandboxRequests(page, 'uploadProblemImg')).toHaveLength(1);
    });
  }
});
