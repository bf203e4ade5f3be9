/**
 * Developer test page (SPEC 'Developer test page'; CONTRACT section 2 query
 * names, section 4 "bridge messages go to a development log that the
 * developer test page shows"). Its shell line and sending by hand in both
 * shells: tests/e2e/bridge.spec.ts.
 */
import type { Page } from '@playwright/test';
import { button, expect, nativeMessages, openScreen, test } from './fixtures.ts';
import { TINY_PNG } from './complaintHelpers.ts';
import { TEST_PREVIEW_LINKS as LINKS } from '../support/testPreviewLinks.ts';
import previewScreen from '../../schemas/screens/testPreview.json' with { type: 'json' };
import { bridgeLogLine } from './copy.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

const copy = previewScreen.copy.en;

/** A value for each device field (CONTRACT section 2 names); the labels come from the page's copy. */
const FIELDS = {
  appVersion: '9.9.9',
  deviceName: 'Pixel 8',
  deviceId: 'E2E-DEVICE',
  osVersion: '14',
  sessionId: 'e2e-session',
  advertisingId: 'AD-1',
  productId: '1001',
  orderId: '900001',
} as const;
const label = (name: keyof typeof copy.fieldLabels) => copy.fieldLabels[name];

/** The customer service telephone the sandbox answers. */
const PHONE = defaultScenario.responses.contactKfInfo.body.data.smWa;

const open = (page: Page, scenario = 'test-preview') => openScreen(page, '/testPreview', scenario);
const field = (page: Page, name: keyof typeof copy.fieldLabels) => page.getByRole('textbox', { name: label(name), exact: true });
const entries = Object.entries(FIELDS) as [keyof typeof FIELDS, string][];
const locate = (page: Page) => button(page, copy.locate);

async function fillAll(page: Page) {
  for (const [name, value] of entries) await field(page, name).fill(value);
}

test.describe('Developer test page', () => {
  test('the device fields are kept after a reload', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('heading', { name: copy.title })).toBeVisible();
    for (const [name] of entries) await expect(field(page, name)).toHaveValue('');
    await fillAll(page);
    await page.reload();
    for (const [name, value] of entries) await expect(field(page, name)).toHaveValue(value);
  });

  test('fields kept from an earlier visit are there when the page opens', async ({ page }) => {
    await open(page, 'test-preview-saved');
    await expect(field(page, 'deviceId')).toHaveValue('DEV-42');
    await expect(field(page, 'sessionId')).toHaveValue('');
  });

  test('every page link is there; each carries the filled fields as query', async ({ page }) => {
    await open(page);
    for (const link of LINKS) await expect(button(page, link.label)).toBeVisible();
    await fillAll(page);
    await field(page, 'advertisingId').fill('');
    for (const { label: linkLabel, path } of [LINKS[1], LINKS[3], LINKS[7], LINKS[9]]) {
      await button(page, linkLabel).click();
      await page.waitForURL((url) => url.pathname === path);
      const query = Object.fromEntries(new URL(page.url()).searchParams);
      expect(query).toEqual({
        scenario: 'test-preview',
        appVersion: '9.9.9',
        deviceName: 'Pixel 8',
        deviceId: 'E2E-DEVICE',
        osVersion: '14',
        sessionId: 'e2e-session',
        productId: '1001',
        orderId: '900001',
      });
      await page.goBack();
      await expect(field(page, 'deviceId')).toHaveValue(FIELDS.deviceId);
    }
  });

  test('a chosen photo is previewed and can be removed', async ({ page }) => {
    await open(page);
    const photo = page.getByRole('region', { name: copy.photoTitle });
    await photo.getByLabel(copy.photoLabels.add).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: TINY_PNG });
    const preview = photo.locator('img');
    await expect(preview).toHaveCount(1);
    await expect(preview).toHaveAttribute('src', /^blob:/);
    // The picture is decoded a moment after its address is set: wait for it rather than read it once.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    // One photo at most: no second input until this one is removed.
    await expect(photo.getByLabel(copy.photoLabels.add)).toHaveCount(0);
    await photo.getByRole('button', { name: copy.photoLabels.remove }).click();
    await expect(preview).toHaveCount(0);
    await expect(photo.getByLabel(copy.photoLabels.add)).toHaveCount(1);
  });

  test('the contact input takes a telephone number', async ({ page }) => {
    await open(page);
    const contact = page.getByRole('textbox', { name: copy.contactLabel, exact: true });
    await expect(contact).toHaveAttribute('type', 'tel');
    await contact.fill('+63 917 555 0101');
    await expect(contact).toHaveValue('+63 917 555 0101');
  });

  test('with permission the position is shown', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 14.5995, longitude: 120.9842, accuracy: 20 });
    await open(page);
    await locate(page).click();
    await expect(page.getByText(`14.5995, 120.9842 (±20 ${copy.accuracyUnit})`, { exact: true })).toBeVisible();
    await expect(locate(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('without permission the refusal is shown and the button is free again', async ({ page, context }) => {
    await context.clearPermissions();
    await open(page);
    await locate(page).click();
    await expect(page.getByText(copy.locateErrors.denied, { exact: true })).toBeVisible();
    await expect(locate(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('inside the native shell the message goes to the app, and the log says the shell got it', async ({ page }) => {
    await openScreen(page, '/customerService', 'default');
    await page.getByRole('button', { name: PHONE, exact: true }).click();
    await expect.poll(async () => (await nativeMessages(page, 'callPhone')).length).toBe(1);
    await open(page);
    const log = page.getByRole('region', { name: copy.logTitle });
    await expect(log.getByText(/callPhone/)).toHaveText(bridgeLogLine(copy.logShellNames.ios, 'callPhone', { phone: PHONE }));
    await expect(page.getByText(`${copy.shellDetected}${copy.shellNames.ios}`, { exact: true })).toBeVisible();
  });
});

test.describe('Developer test page: bridge log outside the native shell', () => {
  test.use({ nativeShell: false });

  test('a message sent on another page shows up; Clear empties the log for good', async ({ page }) => {
    await openScreen(page, '/customerService', 'default');
    await page.getByRole('button', { name: PHONE, exact: true }).click();
    // A full load: only the tab's saved log can carry the message over.
    await open(page);
    const log = page.getByRole('region', { name: copy.logTitle });
    await expect(log.getByText(bridgeLogLine(copy.logShellNames.none, 'callPhone', { phone: PHONE }))).toBeVisible();
    await expect(log.getByText(copy.logEmpty, { exact: true })).toHaveCount(0);
    await expect(page.getByText(`${copy.shellDetected}${copy.shellNames.none}`, { exact: true })).toBeVisible();

    await log.getByRole('button', { name: copy.clearLog, exact: true }).click();
    await expect(log.getByText(copy.logEmpty, { exact: true })).toBeVisible();
    await page.reload();
    await expect(log.getByText(copy.logEmpty, { exact: true })).toBeVisible();
    await expect(log.getByText(/callPhone/)).toHaveCount(0);
  });

  test('a message sent after in-app navigation shows when coming back; Refresh keeps it', async ({ page }) => {
    await open(page);
    await button(page, copy.linkLabels.customerService).click();
    await page.getByRole('button', { name: PHONE, exact: true }).click();
    await page.goBack();
    const log = page.getByRole('region', { name: copy.logTitle });
    await expect(log.getByText(/callPhone/)).toHaveCount(1);
    await log.getByRole('button', { name: copy.refreshLog, exact: true }).click();
    await expect(log.getByText(/callPhone/)).toHaveCount(1);
  });
});
