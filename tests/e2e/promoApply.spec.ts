/**
 * Promotion pages: Apply (SPEC point 5 rules, point 7 track-click and register,
 * point 8 register answers), the agreement page and the download page (SPEC
 * point 2 "Promotion register page", point 9 in-app browser detection;
 * CONTRACT section 1 hash routes, section 3 trackClick/register).
 */
import type { Page } from '@playwright/test';
import {
  DOWNLOAD_QUERY,
  FIRST_PAINT_MS,
  GOOD,
  LANDING,
  MSG,
  SCENARIO_MESSAGES,
  UA,
  agreementCopy,
  applyButton,
  browserDeviceId,
  calledEndpoints,
  captchaImage,
  captchaParams,
  chooseScenario,
  config,
  downloadCopy,
  expect,
  expectDownloadPage,
  fill,
  hashRoute,
  mobileInput,
  openRegisterReady,
  promoAddress,
  quietPeriod,
  sent,
  sentCount,
  sentForms,
  test,
  toast,
  SENT_MOBILE,
  registerCopy,
  storeBadge,
} from './promoHelpers.ts';
import { copyIn } from './copy.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import { STAND_IN_TITLE, expectSaidInline } from './fixtures.ts';
import { LANGUAGES } from './shellsAndLanguages.ts';

test.describe('Apply: checks before sending', () => {
  const cases = [
    { what: 'an empty form', values: {}, message: MSG.mobile, invalid: registerCopy.mobileTitle },
    {
      what: 'a wrong mobile',
      values: { mobile: '0917123456', captcha: GOOD.captcha, smsCode: GOOD.smsCode },
      message: MSG.mobile,
      invalid: registerCopy.mobileTitle,
    },
    { what: 'no picture code', values: { mobile: GOOD.mobile, smsCode: GOOD.smsCode }, message: MSG.captcha, invalid: registerCopy.captchaTitle },
    { what: 'no SMS code', values: { mobile: GOOD.mobile, captcha: GOOD.captcha }, message: MSG.smsCode, invalid: registerCopy.smsCodeTitle },
  ];
  for (const { what, values, message, invalid } of cases) {
    test(`${what}: '${message}', nothing sent`, async ({ page }) => {
      await openRegisterReady(page, 'default');
      await fill(page, values);
      await applyButton(page).click();
      await expectSaidInline(page, message);
      await expect(page.getByLabel(invalid, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await quietPeriod(page); // nothing may be sent
      expect(await sentCount(page, 'trackClick')).toBe(0);
      expect(await sentCount(page, 'register')).toBe(0);
      expect(hashRoute(page).path).toBe('/');
    });
  }
});

test.describe('Apply: sent', () => {
  test(`track-click, then register with every field; '${MSG.registered}'; the download page`, async ({ page }) => {
    await openRegisterReady(page, 'default');
    await fill(page, GOOD);
    await page.evaluate(() => window.__sandbox?.clearRequests());
    await applyButton(page).click();
    await expect(toast(page)).toHaveText(MSG.registered);
    const query = await expectDownloadPage(page);

    expect(await calledEndpoints(page)).toEqual(['trackClick', 'register']);
    const [click] = await sent(page, 'trackClick');
    expect(click.method).toBe('GET');
    expect(click.query).toMatchObject({
      page_id: LANDING.id,
      user_from: LANDING.user_from,
      client_type: 'ios',
      page_type: '1',
      utm_tag: LANDING.utm_tag,
      app_from: LANDING.app_from,
      phone: SENT_MOBILE,
    });

    const [register] = await sent(page, 'register');
    expect(register.method).toBe('POST');
    expect(register.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(await sentForms(page, 'register')).toEqual([
      {
        phone: SENT_MOBILE,
        capcode: GOOD.captcha,
        sid: 'sid-1',
        deviceId: await browserDeviceId(page),
        appName: config.appName,
        merchantNumber: '0',
        userName: SENT_MOBILE,
        smsCode: GOOD.smsCode,
        invite_code: LANDING.invite_code,
        user_from: LANDING.user_from,
        id: LANDING.id,
        app_from: LANDING.app_from,
        utm_tag: LANDING.utm_tag,
      },
    ]);

    expect(query).toMatchObject(DOWNLOAD_QUERY);
    expect(query).not.toHaveProperty('down_id');
    expect(query).not.toHaveProperty('invite_code');
  });

  test('a landing link with down_id (no links_id) carries down_id to the download page', async ({ page }) => {
    const { links_id: _linksId, ...landing } = LANDING;
    await chooseScenario(page, 'default');
    await page.goto(promoAddress('default', '/', { down_id: 'D5' }, landing));
    await expect(captchaImage(page)).toHaveAttribute('src', /sid=/, { timeout: FIRST_PAINT_MS });
    await fill(page, GOOD);
    await applyButton(page).click();
    const query = await expectDownloadPage(page);
    const { links_id: _l, ...tags } = DOWNLOAD_QUERY;
    expect(query).toMatchObject({ ...tags, down_id: 'D5' });
    expect(query).not.toHaveProperty('links_id');
  });

  test(`promo-register-wrong-captcha: '${SCENARIO_MESSAGES.registerWrongCaptcha}' and a new sid and picture; stays`, async ({ page }) => {
    await openRegisterReady(page, 'promo-register-wrong-captcha');
    const before = await captchaParams(page);
    await fill(page, GOOD);
    await applyButton(page).click();
    await expect(toast(page)).toHaveText(SCENARIO_MESSAGES.registerWrongCaptcha);
    await expect(captchaImage(page)).toHaveAttribute('src', /sid=sid-2/);
    expect(await sentCount(page, 'getSid')).toBe(2);
    expect((await captchaParams(page)).src).not.toBe(before.src);
    expect(hashRoute(page).path).toBe('/');
    await expect(mobileInput(page)).toHaveValue(GOOD.mobile);
  });

  test(`promo-register-other: '${SCENARIO_MESSAGES.registerOther}'; stays with the same picture`, async ({ page }) => {
    await openRegisterReady(page, 'promo-register-other');
    const before = await captchaParams(page);
    await fill(page, GOOD);
    await applyButton(page).click();
    await expect(toast(page)).toHaveText(SCENARIO_MESSAGES.registerOther);
    await quietPeriod(page); // no navigation, no new picture
    expect(hashRoute(page).path).toBe('/');
    expect(await sentCount(page, 'getSid')).toBe(1);
    expect((await captchaParams(page)).src).toBe(before.src);
    await expect(applyButton(page)).toHaveAttribute('aria-busy', 'false');
  });

  test('promo-register-uc: success with UC in the link pushes register_complete to window.dataLayer', async ({ page }) => {
    await openRegisterReady(page, 'promo-register-uc', { UC: 'uc-889' });
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).not.toContainEqual(
      expect.objectContaining({ event: 'register_complete' }),
    );
    await fill(page, GOOD);
    await applyButton(page).click();
    await expect(toast(page)).toHaveText(MSG.registered);
    const dataLayer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(dataLayer.filter((e) => (e as { event?: string }).event === 'register_complete')).toEqual([
      expect.objectContaining({ event: 'register_complete', uc: 'uc-889' }),
    ]);
    await expectDownloadPage(page);
  });

  test('without UC nothing is pushed to window.dataLayer', async ({ page }) => {
    await openRegisterReady(page, 'default');
    await fill(page, GOOD);
    await applyButton(page).click();
    await expect(toast(page)).toHaveText(MSG.registered);
    await expectDownloadPage(page);
    const dataLayer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
    expect(dataLayer).not.toContainEqual(expect.objectContaining({ event: 'register_complete' }));
  });

  test('promo-slow: a double tap on Apply sends one register', async ({ page }) => {
    await openRegisterReady(page, 'promo-slow');
    await fill(page, GOOD);
    await applyButton(page).dblclick();
    await expect(applyButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(toast(page)).toHaveText(MSG.registered, { timeout: 10_000 });
    await expectDownloadPage(page);
    expect(await sentCount(page, 'register')).toBe(1);
    expect(await sentCount(page, 'trackClick')).toBe(1);
  });
});

test.describe('Agreement page', () => {
  test('the agreement link opens #/agreementTemplate with its sections; its back button returns', async ({ page }) => {
    await openRegisterReady(page, 'default');
    await page.getByRole('button', { name: registerCopy.agreement, exact: true }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/agreementTemplate');
    expect(new URL(page.url()).pathname).toBe('/promo/');
    await expect(page.getByRole('heading', { name: agreementCopy.title, level: 1 })).toBeVisible();
    // Every section of the document, in order, and nothing else (an empty list would show nothing to check).
    expect(agreementCopy.sections.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(agreementCopy.sections.map((s) => s.heading));
    for (const section of agreementCopy.sections) {
      await expect(page.getByRole('heading', { name: section.heading, exact: true })).toBeVisible();
      await expect(page.getByText(section.body, { exact: true })).toBeVisible();
    }
    await expect(mobileInput(page)).toHaveCount(0);

    await page.getByRole('button', { name: agreementCopy.back, exact: true }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/');
    expect(hashRoute(page).query).toMatchObject({ id: LANDING.id, app_from: LANDING.app_from, invite_code: LANDING.invite_code });
    await expect(mobileInput(page)).toBeVisible();
    await expect(applyButton(page)).toBeVisible();
  });
});

// The stores (apps.example.com in the sandbox's settings) are the stand-in's page (tests/e2e/standInSites.ts).
async function openDownload(page: Page, lang = 'en'): Promise<void> {
  await chooseScenario(page, 'default');
  await page.goto(promoAddress('default', '/downloadTemplate', {}, { ...DOWNLOAD_QUERY, lang }));
  await expect(storeBadge(page, 'appStore', copyIn('promoDownload', lang))).toBeVisible({ timeout: FIRST_PAINT_MS });
}

/** Taps a store's badge and returns the address the page left for. */
async function download(page: Page, store: 'appStore' | 'googlePlay'): Promise<URL> {
  await storeBadge(page, store).click();
  await expect(page).toHaveTitle(STAND_IN_TITLE);
  return new URL(page.url());
}

test.describe('Download page opened directly (issue 29)', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: the app's name and icon, how to get a loan and both store badges; no account claimed`, async ({ page }) => {
      const copy = copyIn<typeof downloadCopy>('promoDownload', lang);
      await openDownload(page, lang);
      const app = page.getByRole('region', { name: lender.appName, exact: true });
      await expect(app.getByRole('heading', { name: lender.appName, exact: true })).toBeVisible();
      await expect(app.locator('img')).toHaveAttribute('src', lender.appLogo);
      expect(await app.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('heading', { name: copy.newHeadline.replace('{app}', lender.appName), exact: true })).toBeVisible();
      await expect(page.getByText(copy.newMessage, { exact: true })).toBeVisible();
      await expect(storeBadge(page, 'appStore', copy)).toBeVisible();
      await expect(storeBadge(page, 'googlePlay', copy)).toBeVisible();
      await expect(page.getByText(copy.headline)).toHaveCount(0);
      await expect(page.getByText(copy.message)).toHaveCount(0);
    });
  }
});

test.describe('Download page (iPhone)', () => {
  test('the App Store badge leaves for the iOS download address with the landing tags', async ({ page }) => {
    await openDownload(page);
    await expect(page.getByText(downloadCopy.inAppBrowser)).toHaveCount(0);
    const url = await download(page, 'appStore');
    const expected = new URL(config.promo.iosDownloadUrl);
    expect(url.origin + url.pathname).toBe(expected.origin + expected.pathname);
    expect(Object.fromEntries(url.searchParams)).toEqual(DOWNLOAD_QUERY);
  });

  test('after registering, the download page says the account is ready and sends the same tags on', async ({ page }) => {
    await openRegisterReady(page, 'default');
    await fill(page, GOOD);
    await applyButton(page).click();
    await expectDownloadPage(page);
    await expect(page.getByRole('heading', { name: downloadCopy.headline, exact: true })).toBeVisible();
    await expect(page.getByText(downloadCopy.newMessage)).toHaveCount(0);
    const url = await download(page, 'appStore');
    expect(url.href.startsWith(config.promo.iosDownloadUrl)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual(DOWNLOAD_QUERY);
  });
});

test.describe('Download page (Android)', () => {
  test.use({ userAgent: UA.android });

  test('the Google Play badge leaves for the Android download address', async ({ page }) => {
    await openDownload(page);
    const url = await download(page, 'googlePlay');
    const expected = new URL(config.promo.androidDownloadUrl);
    expect(url.origin + url.pathname).toBe(expected.origin + expected.pathname);
    expect(Object.fromEntries(url.searchParams)).toEqual(DOWNLOAD_QUERY);
  });
});

test.describe('Download page (in-app browser, MicroMessenger)', () => {
  test.use({ userAgent: UA.wechat });

  test('shows the open-in-browser text', async ({ page }) => {
    await openDownload(page);
    await expect(page.getByText(downloadCopy.inAppBrowser, { exact: true })).toBeVisible();
  });
});
