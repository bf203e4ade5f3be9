/**
 * Complaint pictures, what is sent (issue 29), in Chromium with real files:
 * a large photo (generated here, several MB and 4000 px wide) is made
 * smaller on the phone before it is uploaded: the bytes sent are fewer,
 * within the screen's maxKB, a JPEG at most maxSide pixels long; the tile
 * says how far it is; a PDF renamed .jpg and sent as image/jpeg is refused
 * in the screen's words (en and fil) with no request and no tile.
 */
import type { Page } from '@playwright/test';
import { expect, openScreen, quietPeriod, sandboxRequests, test } from './fixtures.ts';
import { copyIn, escapeRegExp } from './copy.ts';
import { NEXT_QUERY, TINY_PNG } from './complaintHelpers.ts';
import { fill } from '../../renderer/operations.ts';
import nextScreen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };
import { LANGUAGES } from './shellsAndLanguages.ts';

type NextCopy = typeof nextScreen.copy.en;
const { maxKB, maxSide } = nextScreen.constants.pictures;

/** The body of the n-th upload the sandbox received, byte for byte (Chromium does not show a file's bytes in its request events). */
async function uploadedBody(page: Page, n = 0): Promise<Buffer> {
  await expect.poll(async () => (await sandboxRequests(page, 'uploadProblemImg')).length).toBeGreaterThan(n);
  return Buffer.from((await sandboxRequests(page, 'uploadProblemImg'))[n].bytes!, 'base64');
}
const pictures = (page: Page, copy: NextCopy) => page.getByRole('region', { name: copy.imagesTitle });
const addInput = (page: Page, copy: NextCopy) => page.getByLabel(copy.imageLabels.add, { exact: true });

async function openNext(page: Page, lang: string, scenario = 'default'): Promise<NextCopy> {
  await openScreen(page, '/complainPageNext', scenario, { ...NEXT_QUERY, lang });
  const copy = copyIn<NextCopy>('complainPageNext', lang);
  await expect(page.getByRole('textbox', { name: copy.textLabel })).toBeVisible();
  return copy;
}

/** Records every value the upload's progress bar says (aria-valuetext), in order, from now on. */
async function recordProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][aria-valuetext]');
      const value = bar?.getAttribute('aria-valuetext');
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuetext'] });
  });
  return () => page.evaluate(() => [...(window as unknown as { __progress: string[] }).__progress]);
}

/** A photo-like JPEG drawn by the browser: gradients, shapes and grain, `width` × `height`, at high quality. */
async function largePhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const c = canvas.getContext('2d')!;
      const sky = c.createLinearGradient(0, 0, w, h);
      sky.addColorStop(0, '#2a6fb0');
      sky.addColorStop(1, '#f2c14e');
      c.fillStyle = sky;
      c.fillRect(0, 0, w, h);
      for (let i = 0; i < 400; i++) {
        c.fillStyle = `hsl(${(i * 37) % 360} 60% 50% / 0.5)`;
        c.beginPath();
        c.arc((i * 7919) % w, (i * 104729) % h, 20 + (i % 90), 0, Math.PI * 2);
        c.fill();
      }
      const grain = c.getImageData(0, 0, w, h);
      let seed = 7;
      for (let i = 0; i < grain.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed % 41) - 20;
        grain.data[i] += n;
        grain.data[i + 1] += n;
        grain.data[i + 2] += n;
      }
      c.putImageData(grain, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The file part of a multipart body: its headers and its bytes. */
function filePart(body: Buffer): { headers: string; bytes: Buffer } {
  const start = body.indexOf('\r\n\r\n') + 4;
  const boundary = body.subarray(0, body.indexOf('\r\n')).toString('latin1');
  const end = body.indexOf(`\r\n${boundary}--`, start);
  return { headers: body.subarray(0, start).toString('latin1'), bytes: body.subarray(start, end) };
}

/** A JPEG's width and height, from its start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1];
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no start-of-frame marker');
}

test.describe('Complaint pictures: a large photo is made smaller before it goes', () => {
  test('a 4000 × 3000 photo of several MB goes as a JPEG within maxKB and maxSide, fewer bytes than chosen', async ({ page }) => {
    test.slow();
    const copy = await openNext(page, 'en');
    const photo = await largePhoto(page, 4000, 3000);
    expect(photo.length).toBeGreaterThan(maxKB * 1024 * 2);

    const progress = await recordProgress(page);
    await addInput(page, copy).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    const sent = filePart(await uploadedBody(page));
    expect(sent.headers).toContain('filename="IMG_2041.jpg"');
    expect(sent.headers).toContain('Content-Type: image/jpeg');
    expect(sent.bytes.length).toBeLessThan(photo.length);
    expect(sent.bytes.length).toBeLessThanOrEqual(maxKB * 1024);
    const size = jpegSize(sent.bytes);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(maxSide);
    expect(size.width / size.height).toBeCloseTo(4000 / 3000, 2);

    await expect(page.getByRole('status')).toHaveText(copy.uploaded);
    await expect(pictures(page, copy).getByRole('button', { name: copy.imageLabels.remove, exact: true })).toHaveCount(1);
    expect(await sandboxRequests(page, 'uploadProblemImg')).toHaveLength(1);
    // The tile said it was being prepared (made smaller), then that it was being sent.
    expect((await progress()).slice(0, 2)).toEqual([copy.preparing, copy.sending]);
  });

  test('a small picture goes as chosen, and its tile says it is being sent while the server answers', async ({ page }) => {
    const copy = await openNext(page, 'en', 'complaint-upload-slow');
    await addInput(page, copy).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
    const bar = pictures(page, copy).getByRole('progressbar', { name: copy.imageLabels.uploading });
    // Sending, or the share sent when the browser tells it (a service worker, as the sandbox's, keeps the upload's events to itself).
    const sending = new RegExp(`^(${escapeRegExp(copy.sending)}|${escapeRegExp(fill(copy.sentShare, { percent: 100 }))})$`);
    await expect(bar).toHaveText(sending);
    await expect(bar).toHaveAttribute('aria-valuetext', sending);
    await expect(bar).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('status')).toHaveText(copy.uploaded);
    expect(filePart(await uploadedBody(page)).bytes.equals(TINY_PNG)).toBe(true);
  });
});

for (const lang of LANGUAGES) {
  test(`${lang}: a PDF renamed receipt.jpg (sent as image/jpeg) is refused in the screen's words: no request, no tile`, async ({ page }) => {
    const copy = await openNext(page, lang);
    await addInput(page, copy).setInputFiles({
      name: 'receipt.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
    });
    await expect(page.getByRole('status')).toHaveText(copy.notAPicture);
    await quietPeriod(page);
    expect(await sandboxRequests(page, 'uploadProblemImg')).toEqual([]);
    await expect(pictures(page, copy).locator('img')).toHaveCount(0);
    await expect(pictures(page, copy).getByRole('button', { name: copy.imageLabels.remove, exact: true })).toHaveCount(0);
  });
}
