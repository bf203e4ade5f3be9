/**
 * Complaint pictures (SPEC point 2 "Complaint screens": Next; point 5 "Images at
 * most 9, one chosen per step"; point 8 upload messages; CONTRACT section 3
 * uploadProblemImg, multipart field problemImage). The screen's words are
 * its copy (nextCopy); the upload failure is the server's.
 */
import { expect, sandboxRequests, test } from './fixtures.ts';
import {
  UPLOAD_URL,
  addPicture,
  addPictureInput,
  addPictures,
  nextCopy,
  openNext,
  picturesRegion,
  removeButtons,
  toast,
  uploadingIndicators,
} from './complaintHelpers.ts';

const UPLOAD_FAILED_MESSAGE = 'The picture is too large (at most 5 MB).';

test.describe('Complaint pictures: uploading', () => {
  test("one picture is posted as multipart field 'problemImage' and says it was uploaded", async ({ warmPage: page }) => {
    await openNext(page);
    const answer = await addPicture(page, 'receipt.png');
    expect(answer.data?.url).toMatch(UPLOAD_URL);
    await expect(toast(page)).toHaveText(nextCopy.uploaded);

    const uploads = await sandboxRequests(page, 'uploadProblemImg');
    expect(uploads).toHaveLength(1);
    expect(uploads[0].method).toBe('POST');
    expect(uploads[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = uploads[0].body;
    expect(body).toContain('Content-Disposition: form-data; name="problemImage"; filename="receipt.png"');
    expect(body).toContain('Content-Type: image/png');
    expect(body).toContain('PNG');
    // The only part is the picture.
    expect(body.match(/Content-Disposition: form-data;/g)).toHaveLength(1);

    // The picture is shown with a remove control, and another can be added.
    await expect(picturesRegion(page).locator('img')).toHaveCount(1);
    await expect(removeButtons(page)).toHaveCount(1);
    await expect(addPictureInput(page)).toHaveCount(1);
  });

  test('each upload posts its own request and toasts success', async ({ warmPage: page }) => {
    await openNext(page);
    for (let i = 1; i <= 3; i++) {
      await addPicture(page, `step-${i}.png`);
      await expect(toast(page)).toHaveText(nextCopy.uploaded);
      const uploads = await sandboxRequests(page, 'uploadProblemImg');
      expect(uploads).toHaveLength(i);
      expect(uploads[i - 1].body).toContain(`name="problemImage"; filename="step-${i}.png"`);
    }
  });

  test('9 pictures one by one: the add control disappears; removing one brings it back', async ({ warmPage: page }) => {
    test.slow();
    await openNext(page);
    const urls = await addPictures(page, 9);
    expect(new Set(urls).size).toBe(9);
    for (const url of urls) expect(url).toMatch(UPLOAD_URL);

    await expect(removeButtons(page)).toHaveCount(9);
    await expect(uploadingIndicators(page)).toHaveCount(0);
    // No 10th: the file input is gone.
    await expect(addPictureInput(page)).toHaveCount(0);
    expect(await sandboxRequests(page, 'uploadProblemImg')).toHaveLength(9);

    await removeButtons(page).nth(4).click();
    await expect(removeButtons(page)).toHaveCount(8);
    await expect(addPictureInput(page)).toHaveCount(1);

    // And it can be used again up to 9.
    await addPicture(page, 'again.png');
    await expect(removeButtons(page)).toHaveCount(9);
    await expect(addPictureInput(page)).toHaveCount(0);
  });
});

test.describe('Complaint pictures: complaint-upload-failure', () => {
  test('the server message shows; the picture says its upload failed, offers a retry and can be removed', async ({ warmPage: page }) => {
    await openNext(page, 'complaint-upload-failure');
    const answer = await addPicture(page, 'big.png');
    expect(answer.code).not.toBe('00');
    await expect(toast(page)).toHaveText(UPLOAD_FAILED_MESSAGE);
    await expect(toast(page)).not.toHaveText(nextCopy.uploaded);

    const pictures = picturesRegion(page);
    await expect(pictures.getByText(nextCopy.imageLabels.failed, { exact: true })).toBeVisible();
    await expect(pictures.getByRole('button', { name: nextCopy.imageLabels.retry, exact: true })).toBeVisible();
    await expect(removeButtons(page)).toHaveCount(1);

    await removeButtons(page).click();
    await expect(removeButtons(page)).toHaveCount(0);
    await expect(pictures.getByText(nextCopy.imageLabels.failed, { exact: true })).toHaveCount(0);
    await expect(pictures.getByRole('button', { name: nextCopy.imageLabels.retry, exact: true })).toHaveCount(0);
    await expect(addPictureInput(page)).toHaveCount(1);
  });

  test('retrying posts the same picture again', async ({ warmPage: page }) => {
    await openNext(page, 'complaint-upload-failure');
    await addPicture(page, 'big.png');
    const retry = picturesRegion(page).getByRole('button', { name: nextCopy.imageLabels.retry, exact: true });
    await expect(retry).toBeVisible();

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/upload-problem-img'));
    await retry.click();
    await answer;
    await expect(uploadingIndicators(page)).toHaveCount(0);

    const uploads = await sandboxRequests(page, 'uploadProblemImg');
    expect(uploads).toHaveLength(2);
    expect(uploads[1].body).toContain('name="problemImage"; filename="big.png"');
    // Still failing: still one picture, failed again, with the message.
    await expect(toast(page)).toHaveText(UPLOAD_FAILED_MESSAGE);
    await expect(removeButtons(page)).toHaveCount(1);
    await expect(picturesRegion(page).getByText(nextCopy.imageLabels.failed, { exact: true })).toBeVisible();
  });
});
