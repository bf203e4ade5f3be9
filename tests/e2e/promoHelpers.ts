/**
 * Shared helpers of the promotion e2e suites (SPEC point 2 "Promotion register
 * page", points 3-5, 7 "Promotion and registration", 8, 9; CONTRACT sections 1,
 * 3 promo client, 5). Every text the screens show (their copy: labels,
 * messages, agreement sections, the in-app-browser note, download addresses)
 * is read from the files the app reads, so product staff may reword any of it
 * (tests/e2e/copy.ts).
 */
import type { Locator, Page } from '@playwright/test';
import {
  FIRST_PAINT_MS,
  expect,
  formFields,
  freezeClock,
  freshToast,
  markToastsSeen,
  quietPeriod,
  sandboxRequests,
  test,
  toast,
  type SandboxRequest,
} from './fixtures.ts';
import config from '../../schemas/config.json' with { type: 'json' };
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import { englishCopy, escapeRegExp } from './copy.ts';
import registerScreen from '../../schemas/screens/promoRegister.json' with { type: 'json' };
import downloadScreen from '../../schemas/screens/promoDownload.json' with { type: 'json' };
import agreementScreen from '../../schemas/screens/promoAgreement.json' with { type: 'json' };
import smsOther from '../../sandbox/scenarios/promo-sms-other.json' with { type: 'json' };
import registerOther from '../../sandbox/scenarios/promo-register-other.json' with { type: 'json' };
import registerWrongCaptcha from '../../sandbox/scenarios/promo-register-wrong-captcha.json' with { type: 'json' };
import smsWrongCaptcha from '../../sandbox/scenarios/promo-sms-wrong-captcha.json' with { type: 'json' };
import templateFailure from '../../sandbox/scenarios/promo-template-failure.json' with { type: 'json' };

export { FIRST_PAINT_MS, config, freezeClock, freshToast, markToastsSeen, quietPeriod, toast };
export const registerCopy = englishCopy<typeof registerScreen.copy.en>('promoRegister');
export const downloadCopy = englishCopy<typeof downloadScreen.copy.en>('promoDownload');
export const agreementCopy = englishCopy<typeof agreementScreen.copy.en>('promoAgreement');

/** Server messages the scenarios answer with. */
export const SCENARIO_MESSAGES = {
  smsOther: smsOther.responses.getSms.body.message,
  smsWrongCaptcha: smsWrongCaptcha.responses.getSms.body.message,
  registerOther: registerOther.responses.register.body.message,
  registerWrongCaptcha: registerWrongCaptcha.responses.register.body.message,
  templateEnded: templateFailure.responses.channelTemplate.body.message,
} as const;

/** SPEC point 5 / 8 messages, in the PH profile's English (CONTRACT section 6), read from the screen's copy. */
export const MSG = {
  mobile: registerCopy.mobileInvalid,
  captcha: registerCopy.captchaInvalid,
  smsCode: registerCopy.smsCodeInvalid,
  repeat: registerCopy.repeatSend,
  smsSent: registerCopy.smsSent,
  alreadyRegistered: registerCopy.alreadyRegistered,
  registered: registerCopy.registered,
  network: appCopyFile.en.networkError,
} as const;

/** The landing link of every test (the brief's query). */
export const LANDING = {
  id: 'T1001',
  app_from: 'fb',
  user_from: 'ad7',
  utm_tag: 'nov',
  links_id: 'L77',
  invite_code: 'INV1',
} as const;

/** What the download page must receive (SPEC point 2). */
export const DOWNLOAD_QUERY = {
  app_from: LANDING.app_from,
  user_from: LANDING.user_from,
  utm_tag: LANDING.utm_tag,
  id: LANDING.id,
  links_id: LANDING.links_id,
} as const;

/** A good form as a Filipino types it; the server gets the number as SENT_MOBILE. */
export const GOOD = { mobile: '0917 123 4567', captcha: 'AB12', smsCode: '123456' } as const;
export const SENT_MOBILE = '09171234567';

export const UA = {
  android: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282c) NetType/WIFI Language/en',
} as const;

export { expect, test };

/** Where the app stores the tab's sandbox scenario (sandbox/scenario.ts). */
const SCENARIO_KEY = 'sandbox.scenario';

/**
 * Sets the tab's stored sandbox scenario before any page script runs, so a
 * test never depends on what an earlier page of the tab chose; the address
 * carries `scenario` in the hash query as well (the sandbox reads both).
 */
export async function chooseScenario(page: Page, scenario: string): Promise<void> {
  await page.addInitScript(
    ([key, name]) => {
      try {
        sessionStorage.setItem(key, name);
      } catch {
        // no storage: the test will show it
      }
    },
    [SCENARIO_KEY, scenario] as const,
  );
}

/** `/promo/#/<route>?scenario=…&<landing query>&<extra>` */
export function promoAddress(scenario: string, route = '/', extra: Record<string, string> = {}, base: Record<string, string> = LANDING): string {
  const q = new URLSearchParams({ scenario, ...base, ...extra });
  return `/promo/#${route}?${q}`;
}

/** Opens the register page in a scenario and waits for the form. */
export async function openRegister(page: Page, scenario: string, extra: Record<string, string> = {}): Promise<void> {
  await chooseScenario(page, scenario);
  await page.goto(promoAddress(scenario, '/', extra));
  await expect(mobileInput(page)).toBeVisible({ timeout: FIRST_PAINT_MS });
}

/** Opens the register page and waits until the first captcha picture is there. */
export async function openRegisterReady(page: Page, scenario: string, extra: Record<string, string> = {}): Promise<void> {
  await openRegister(page, scenario, extra);
  await expect(captchaImage(page)).toHaveAttribute('src', /sid=/);
}

// ---------------------------------------------------------------- the page

export const mobileInput = (page: Page): Locator => page.getByLabel(registerCopy.mobileTitle, { exact: true });
export const captchaInput = (page: Page): Locator => page.getByLabel(registerCopy.captchaTitle, { exact: true });
export const smsInput = (page: Page): Locator => page.getByLabel(registerCopy.smsCodeTitle, { exact: true });
export const captchaButton = (page: Page): Locator => page.getByRole('button', { name: registerCopy.captchaLabel, exact: true });
export const captchaImage = (page: Page): Locator => captchaButton(page).locator('img');
/** The get-code button, whatever it shows ('get code' or '{s} s'). */
export const getCodeButton = (page: Page): Locator =>
  page.getByRole('button', {
    name: new RegExp(`^(${escapeRegExp(registerCopy.getCode)}|${escapeRegExp(registerCopy.countingCode).replace('\\{s\\}', '\\d+')})$`),
  });
/** The get-code button's text while it counts down, as the copy words it (countingCode, '{s} s'). */
export const countingText = (seconds: number): string => registerCopy.countingCode.replace('{s}', String(seconds));
export const applyButton = (page: Page): Locator => page.getByRole('button', { name: registerCopy.apply, exact: true });

/** Types the given fields (left-out ones stay as they are). */
export async function fill(page: Page, values: Partial<Record<'mobile' | 'captcha' | 'smsCode', string>>): Promise<void> {
  if (values.mobile !== undefined) await mobileInput(page).fill(values.mobile);
  if (values.captcha !== undefined) await captchaInput(page).fill(values.captcha);
  if (values.smsCode !== undefined) await smsInput(page).fill(values.smsCode);
}

/**
 * Taps the get-code button. While it counts it is aria-disabled but still
 * tappable (FieldAddon), which Playwright's actionability check would refuse;
 * a person's tap still lands, so the check is skipped.
 */
export async function tapGetCode(page: Page): Promise<void> {
  await getCodeButton(page).click({ force: true });
}

// ---------------------------------------------------------------- what was sent

export async function sent(page: Page, endpoint: string): Promise<SandboxRequest[]> {
  return sandboxRequests(page, endpoint);
}

export async function sentCount(page: Page, endpoint: string): Promise<number> {
  return (await sandboxRequests(page, endpoint)).length;
}

/** Form bodies of one endpoint's requests. */
export async function sentForms(page: Page, endpoint: string): Promise<Record<string, string>[]> {
  return (await sandboxRequests(page, endpoint)).map((r) => formFields(r.body));
}

/** The endpoints the page called, in order. */
export async function calledEndpoints(page: Page): Promise<string[]> {
  return (await sandboxRequests(page)).map((r) => r.endpoint);
}

/** The id the page generated for this browser (app/promoDeviceId.ts). */
export async function browserDeviceId(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('promo.deviceId') ?? '');
}

/** The captcha picture's sid and time. */
export async function captchaParams(page: Page): Promise<{ src: string; sid: string | null; t: string | null }> {
  const src = (await captchaImage(page).getAttribute('src')) ?? '';
  const url = new URL(src, 'http://x');
  return { src, sid: url.searchParams.get('sid'), t: url.searchParams.get('t') };
}

/** The hash route of the current address: `#/downloadTemplate?a=1` → path and query. */
export function hashRoute(page: Page): { path: string; query: Record<string, string> } {
  const url = new URL(page.url());
  const hash = url.hash.replace(/^#/, '');
  const [path, qs = ''] = hash.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(qs)) };
}

/** A store's badge on the download page, named by its two lines ("Download on the App Store"), in a language's copy. */
export function storeBadge(page: Page, store: 'appStore' | 'googlePlay', copy: Record<string, string> = downloadCopy): Locator {
  return page.getByRole('button', { name: `${copy[`${store}Caption`]} ${copy[`${store}Name`]}`, exact: true });
}

/** Waits until the page is on the download route, and returns its query. */
export async function expectDownloadPage(page: Page): Promise<Record<string, string>> {
  await expect.poll(() => hashRoute(page).path).toBe('/downloadTemplate');
  await expect(storeBadge(page, 'appStore')).toBeVisible();
  return hashRoute(page).query;
}
