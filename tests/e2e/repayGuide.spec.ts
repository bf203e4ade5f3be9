/**
 * Payment guidance page for a local payment provider (SPEC point 2: static
 * steps for paying through an e-wallet bill-pay (two wallets) or an offline
 * store with a reference number; tapping an image opens a full-size overlay;
 * CONTRACT section 1 /paymentGuide).
 */
import {
  dialog,
  expect,
  guideCopy,
  guidePictureButton as pictureButton,
  guidePictures,
  open,
  repayRequests,
  stepGroup,
  test,
  visibleImages,
  withLender as filled,
} from './repayHelpers.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };

test.describe.configure({ timeout: 60_000 });

test.describe('Payment guide', () => {
  test("the two wallets' steps, the store steps and three pictures; nothing is asked of the server", async ({ page }) => {
    await open(page, '/paymentGuide', 'default');

    await expect(page.getByRole('heading', { name: guideCopy.title, level: 1 })).toBeVisible();
    const wallets = await stepGroup(page, guideCopy.walletsTitle);
    // SPEC: two wallets, each with its steps, in the copy's words.
    expect(wallets).toHaveLength(2);
    expect(wallets).toEqual(filled(guideCopy.wallets));
    expect(await stepGroup(page, guideCopy.storeTitle)).toEqual(filled(guideCopy.store));
    // The biller to look for is the lender's own name, never "the lender's name".
    for (const wallet of wallets) expect(wallet.steps[1]).toContain(lender.tradeName);
    expect(wallets.flatMap((w) => w.steps).join('\n')).not.toMatch(/lender's name|[{}]/);

    const pictures = page.getByRole('region', { name: guideCopy.picturesTitle, exact: true });
    const buttons = pictures.getByRole('button');
    await expect(buttons).toHaveCount(3);
    for (let n = 1; n <= 3; n++) {
      expect(await visibleImages(pictures.getByRole('button', { name: pictureButton(n), exact: true }))).toEqual([guidePictures[n - 1]]);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(repayRequests(page)).toEqual([]);
  });

  for (let n = 1; n <= 3; n++) {
    test(`tapping picture ${n} opens it full size; tapping the overlay closes it`, async ({ page }) => {
      await open(page, '/paymentGuide', 'default');
      const full = dialog(page, guideCopy.pictureLabels.full);

      await page.getByRole('button', { name: pictureButton(n), exact: true }).click();

      await expect(full).toBeVisible();
      expect(await visibleImages(full)).toEqual([guidePictures[n - 1]]);
      const box = (await full.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
      const thumb = (await page
        .getByRole('button', { name: pictureButton(n), exact: true })
        .locator('img')
        .boundingBox())!;
      const big = (await full.locator('img').boundingBox())!;
      expect(big.width, 'full size is bigger than the thumbnail').toBeGreaterThan(thumb.width);

      // Tap the overlay itself, away from the picture and the close button.
      await full.click({ position: { x: 10, y: box.height - 10 } });
      await expect(full).toHaveCount(0);
    });
  }
});
