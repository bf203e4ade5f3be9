/**
 * Shared helpers of the repayment e2e suites (SPEC point 2 "Extension",
 * "Installment", "Repayment by code" (both versions), "Payment guidance",
 * "Legacy repayment-way flow"; point 3 repayment info and legacy store; point
 * 4 "Repayment pages" and "Legacy repay"; points 5, 7 and 8; CONTRACT
 * sections 3 and 5).
 *
 * - `repayRequests`: the repayment calls from the shared log of what the
 *   browser sent (fixtures' `apiCalls`), which survives leaving the app (the
 *   pay button leaves for /repaymentOfCode2 or a pay site with a full page
 *   load, which empties `window.__sandbox.requests`).
 * - The external pay site (https://pay.example.com/**) is the local stand-in's
 *   (tests/e2e/standInSites.ts, STAND_IN_TITLE).
 *
 * Every text the screens show is read from the files the app reads (the
 * screens' copy with their shared parts), never written out: product staff
 * may reword any of it (tests/e2e/copy.ts).
 */
import type { Locator, Page } from '@playwright/test';
import type { WireRequest } from './wireLog.ts';
import {
  FIRST_PAINT_MS,
  ORDER,
  button,
  callsOf,
  cardRows,
  expect,
  forceTap,
  formFields,
  freezeClock,
  onSandboxDay,
  quietPeriod,
  test as base,
  toast,
} from './fixtures.ts';
import repayScreen from '../../schemas/screens/repay.json' with { type: 'json' };
import delayScreen from '../../schemas/screens/repayDelay.json' with { type: 'json' };
import codeScreen from '../../schemas/screens/repaymentOfCode.json' with { type: 'json' };
import code2Screen from '../../schemas/screens/repaymentOfCode2.json' with { type: 'json' };
import guideScreen from '../../schemas/screens/paymentGuide.json' with { type: 'json' };
import { englishCopy, escapeRegExp } from './copy.ts';
import repayCommon from '../../schemas/parts/repayCommon.json' with { type: 'json' };
import wayScreen from '../../schemas/screens/repaymentWay.json' with { type: 'json' };
import config from '../../schemas/config.json' with { type: 'json' };
import lender from '../../schemas/lender.json' with { type: 'json' };
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

export { STAND_IN_TITLE } from './standInSites.ts';
export { FIRST_PAINT_MS, ORDER, button, cardRows, expect, forceTap, formFields, freezeClock, onSandboxDay, quietPeriod, toast };

/** The English copy of each repayment screen (repay and repayDelay with their shared part, repayCommon). */
export const repayCopy = englishCopy<typeof repayScreen.copy.en & typeof repayCommon.copy.en>('repay');
export const delayCopy = englishCopy<typeof delayScreen.copy.en & typeof repayCommon.copy.en>('repayDelay');
export const codeCopy = englishCopy<typeof codeScreen.copy.en>('repaymentOfCode');
export const code2Copy = englishCopy<typeof code2Screen.copy.en>('repaymentOfCode2');
export const guideCopy = englishCopy<typeof guideScreen.copy.en>('paymentGuide');
export const guidePictures = guideScreen.constants.pictures;
/** A guide text as the borrower reads it: the lender's own name where the copy says {lender.tradeName}. */
export const withLender = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('{lender.tradeName}', lender.tradeName));
/** The name of the button that opens guide picture n (1-based): the copy's label with the picture's text alternative. */
export const guidePictureButton = (n: number): string =>
  guideCopy.pictureLabels.open.replace('{n}', String(n)).replace('{alt}', withLender(guideCopy.pictureAlts[n - 1]));
export const wayCopy = englishCopy<typeof wayScreen.copy.en>('repaymentWay');
/** The legacy code step's resend button text while it counts down, as the copy words it (counting, '{s} s'). */
export const resendCounting = (seconds: number): string => wayCopy.counting.replace('{s}', String(seconds));
/** The legacy code step's resend button, by either of its names: the countdown or 'Resend' (both from the copy). */
export const resendName = new RegExp(`^(${escapeRegExp(wayCopy.resend)}|${escapeRegExp(wayCopy.counting).replace('\\{s\\}', '\\d+')})$`);
export const INSTRUCTIONS_IMAGE = config.repay.instructionsImage;

/** The repayment info the default scenario answers (SPEC point 3). */
export const INSTALLMENT = defaultScenario.responses.installmentDetail.body.data;
export const EXTENSION = defaultScenario.responses.extensionDetail.body.data;

/** Where the repayment pages keep what /repaymentOfCode2 reads (storage action prefix + key). */
export const SAVED_INFO_KEY = 'loan-web.repaymentInfo';

/** The calls of these screens (paths come from the app's endpoint table). */
export const REPAY_ENDPOINTS = [
  'extensionDetail',
  'installmentDetail',
  'generateVcode',
  'repaymentWay',
  'repaymentCommit',
  'repaymentConfirm',
  'repaymentHuichao',
] as const;
export type RepayEndpoint = (typeof REPAY_ENDPOINTS)[number];

export type RepayRequest = WireRequest<RepayEndpoint>;

/** Repayment calls the browser sent from this page, across navigations (optionally one endpoint's). */
export function repayRequests(page: Page, endpoint?: RepayEndpoint): RepayRequest[] {
  return callsOf(page, REPAY_ENDPOINTS, endpoint);
}

/** The body fields of one endpoint's calls, in order. */
export function sentFields(page: Page, endpoint: RepayEndpoint): Record<string, string>[] {
  return repayRequests(page, endpoint).map((r) => r.fields);
}

export const test = base;

/** Opens a screen in a sandbox scenario and waits until it has drawn (its title, or a loading failure). */
export async function open(page: Page, path: string, scenario: string, query: Record<string, string> = {}): Promise<void> {
  await page.goto(`${path}?${new URLSearchParams({ scenario, ...query })}`);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('alert')).first()).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** The pictures inside `scope` a person sees: their addresses, each one loaded and on screen. */
export async function visibleImages(scope: Locator): Promise<string[]> {
  const images = scope.locator('img');
  const out: string[] = [];
  for (const img of await images.all()) {
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    out.push(new URL((await img.getAttribute('src')) ?? '', 'http://x').pathname);
  }
  return out;
}

/**
 * A group of steps as a person reads it: the group's heading (level 2), then
 * each named item (level 3 heading) with its numbered steps.
 */
export async function stepGroup(page: Page, title: string): Promise<{ name: string; steps: string[] }[]> {
  const heading = page.getByRole('heading', { name: title, exact: true, level: 2 });
  await expect(heading).toBeVisible();
  const group = page.locator('section').filter({ has: heading });
  await expect(group).toHaveCount(1);
  const out: { name: string; steps: string[] }[] = [];
  const names = group.getByRole('heading', { level: 3 });
  const lists = group.getByRole('list');
  const count = await names.count();
  expect(await lists.count()).toBe(count);
  for (let i = 0; i < count; i++) {
    out.push({
      name: (await names.nth(i).innerText()).trim(),
      steps: (await lists.nth(i).getByRole('listitem').allInnerTexts()).map((s) => s.trim()),
    });
  }
  return out;
}

/** The saved repayment info (the value storage.set kept, without its owner and time), or null. */
export async function savedInfo(page: Page): Promise<unknown> {
  return ((await savedEntry(page)) as { value?: unknown } | null)?.value ?? null;
}

/** The whole entry kept under the saved repayment info key ({owner, savedAt, value}), or null. */
export async function savedEntry(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }, SAVED_INFO_KEY);
}
