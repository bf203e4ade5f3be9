/**
 * Promotion register page: the get-code button (SPEC point 4 "Register", point
 * 5 mobile/captcha/resend rules, point 7 get-sms, point 8 SMS answers, point 9
 * 60 s countdown ticking each second; CONTRACT section 3 getSms).
 */
import {
  DOWNLOAD_QUERY,
  GOOD,
  LANDING,
  MSG,
  SCENARIO_MESSAGES,
  browserDeviceId,
  captchaImage,
  captchaParams,
  config,
  countingText,
  expect,
  expectDownloadPage,
  fill,
  freezeClock,
  getCodeButton,
  hashRoute,
  mobileInput,
  openRegisterReady,
  quietPeriod,
  sent,
  sentCount,
  sentForms,
  tapGetCode,
  test,
  toast,
  SENT_MOBILE,
  registerCopy,
  captchaInput,
  smsInput,
} from './promoHelpers.ts';
import { expectSaidInline } from './fixtures.ts';

test.describe('Get code: checks before sending', () => {
  const cases = [
    { what: 'empty mobile', values: { mobile: '', captcha: '' }, message: MSG.mobile },
    { what: 'empty mobile, picture code typed', values: { mobile: '', captcha: GOOD.captcha }, message: MSG.mobile },
    { what: 'a mobile starting 2', values: { mobile: '23812345678', captcha: GOOD.captcha }, message: MSG.mobile },
    { what: 'valid mobile, empty picture code', values: { mobile: GOOD.mobile, captcha: '' }, message: MSG.captcha },
  ];
  for (const { what, values, message } of cases) {
    test(`${what}: '${message}', nothing sent, no countdown`, async ({ page }) => {
      await openRegisterReady(page, 'default');
      await fill(page, values);
      await getCodeButton(page).click();
      await expectSaidInline(page, message);
      await quietPeriod(page); // nothing may be sent
      expect(await sentCount(page, 'getSms')).toBe(0);
      await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
    });
  }

  test("the mobile field keeps a number as typed, up to the market's length; the codes take at most 4 and 6 characters", async ({ page }) => {
    await openRegisterReady(page, 'default');
    await mobileInput(page).pressSequentially('+63 917-123 4567 999999');
    await expect(mobileInput(page)).toHaveValue('+63 917-123 4567 999');
    await captchaInput(page).pressSequentially('ABCDE');
    await expect(captchaInput(page)).toHaveValue('ABCD');
    await smsInput(page).pressSequentially('1234567');
    await expect(smsInput(page)).toHaveValue('123456');
  });
});

test.describe('Get code: sent', () => {
  test('getSms carries the form body; the toast; the countdown starts', async ({ page }) => {
    await openRegisterReady(page, 'default');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await getCodeButton(page).click();
    await expect(toast(page)).toHaveText(MSG.smsSent);
    await expect(getCodeButton(page)).toHaveText(/^(60|59) s$/);
    await expect(getCodeButton(page)).toHaveAttribute('aria-disabled', 'true');

    const [request] = await sent(page, 'getSms');
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const { sid } = await captchaParams(page);
    expect(await sentForms(page, 'getSms')).toEqual([
      {
        phone: SENT_MOBILE,
        capcode: GOOD.captcha,
        sid: sid!,
        deviceId: await browserDeviceId(page),
        appName: config.appName,
        app_from: LANDING.app_from,
        user_from: LANDING.user_from,
        utm_tag: LANDING.utm_tag,
      },
    ]);
  });

  test("shows '60 s', '59 s' a second later, and 'get code' again after 60 s", async ({ page }) => {
    await page.clock.install();
    await openRegisterReady(page, 'default');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await freezeClock(page);

    await getCodeButton(page).click();
    await expect(toast(page)).toHaveText(MSG.smsSent);
    await expect(getCodeButton(page)).toHaveText(countingText(60));
    await page.clock.runFor(1000);
    await expect(getCodeButton(page)).toHaveText(countingText(59));
    await page.clock.runFor(29_000);
    await expect(getCodeButton(page)).toHaveText(countingText(30));
    await page.clock.runFor(29_000);
    await expect(getCodeButton(page)).toHaveText(countingText(1));
    await page.clock.runFor(1000);
    await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
    await expect(getCodeButton(page)).toHaveAttribute('aria-disabled', 'false');

    // Free again: a tap sends a second code.
    await getCodeButton(page).click();
    await expect.poll(() => sentCount(page, 'getSms')).toBe(2);
    await expect(getCodeButton(page)).toHaveText(countingText(60));
  });

  test(`a tap while counting says '${MSG.repeat}' and sends nothing`, async ({ page }) => {
    await page.clock.install();
    await openRegisterReady(page, 'default');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await freezeClock(page);
    await getCodeButton(page).click();
    await expect(getCodeButton(page)).toHaveText(countingText(60));
    await expect(toast(page)).toHaveText(MSG.smsSent);

    await page.clock.runFor(5000);
    await expect(getCodeButton(page)).toHaveText(countingText(55));
    await tapGetCode(page);
    await expect(toast(page)).toHaveText(MSG.repeat);
    await quietPeriod(page); // no second code may be asked for
    expect(await sentCount(page, 'getSms')).toBe(1);
    await expect(getCodeButton(page)).toHaveText(countingText(55));
  });

  test('true time: after 30 s in the background the button shows 30 s, not 59', async ({ page }) => {
    await page.clock.install();
    await openRegisterReady(page, 'default');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await freezeClock(page);
    await getCodeButton(page).click();
    await expect(getCodeButton(page)).toHaveText(countingText(60));

    // One jump: timers fire at most once, as for a page that was not running.
    await page.clock.fastForward(30_000);
    await expect(getCodeButton(page)).toHaveText(countingText(30));
    await page.clock.fastForward(31_000);
    await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
  });
});

test.describe('Get code: other answers', () => {
  test(`promo-sms-wrong-captcha: '${SCENARIO_MESSAGES.smsWrongCaptcha}', a new sid and picture, no countdown`, async ({ page }) => {
    await openRegisterReady(page, 'promo-sms-wrong-captcha');
    const before = await captchaParams(page);
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await getCodeButton(page).click();
    await expect(toast(page)).toHaveText(SCENARIO_MESSAGES.smsWrongCaptcha);
    await expect(captchaImage(page)).toHaveAttribute('src', /sid=sid-2/);
    expect(await sentCount(page, 'getSid')).toBe(2);
    expect((await captchaParams(page)).src).not.toBe(before.src);
    await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
    expect(hashRoute(page).path).toBe('/');
  });

  test(`promo-sms-registered: '${MSG.alreadyRegistered}', then the download page with the landing tags`, async ({ page }) => {
    await openRegisterReady(page, 'promo-sms-registered');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await getCodeButton(page).click();
    await expect(toast(page)).toHaveText(MSG.alreadyRegistered);
    const query = await expectDownloadPage(page);
    expect(query).toMatchObject(DOWNLOAD_QUERY);
    expect(query).not.toHaveProperty('down_id');
    expect(new URL(page.url()).pathname).toBe('/promo/');
    expect(await sentCount(page, 'register')).toBe(0);
  });

  test(`promo-sms-other: its message '${SCENARIO_MESSAGES.smsOther}'; stays, no countdown, same picture`, async ({ page }) => {
    await openRegisterReady(page, 'promo-sms-other');
    const before = await captchaParams(page);
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await getCodeButton(page).click();
    await expect(toast(page)).toHaveText(SCENARIO_MESSAGES.smsOther);
    await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
    await quietPeriod(page); // no new picture may be asked for
    expect(await sentCount(page, 'getSid')).toBe(1);
    expect((await captchaParams(page)).src).toBe(before.src);
    expect(hashRoute(page).path).toBe('/');
  });

  test('promo-slow: a double tap on get code sends one getSms', async ({ page }) => {
    await openRegisterReady(page, 'promo-slow');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await getCodeButton(page).dblclick();
    await expect(toast(page)).toHaveText(MSG.smsSent, { timeout: 10_000 });
    await expect(getCodeButton(page)).toHaveText(/^\d+ s$/);
    expect(await sentCount(page, 'getSms')).toBe(1);
  });
});
