/**
 * Helpers of the loan confirmation and joint-login failure e2e suites
 * (SPEC point 2 "Confirm loan V3", "Confirm loan V3, alternate", "Joint-login
 * failure page"; CONTRACT section 3).
 *
 * - The external sites these screens lead to (lending details, contract
 *   documents, partner products) are the local stand-in's
 *   (tests/e2e/standInSites.ts, STAND_IN_TITLE).
 * - `apiRequests`: the calls of these screens from the shared log of what the
 *   browser sent (fixtures' `apiCalls`), which survives leaving the app.
 */
import type { Locator, Page } from '@playwright/test';
import type { WireRequest } from './wireLog.ts';
import {
  test as base,
  callsOf,
  cardRows,
  expect,
  forceTap,
  formFields,
  freshToast,
  markToastsSeen,
  nativeMessages,
  onSandboxDay,
  openScreen,
} from './fixtures.ts';
import confirmScreen from '../../schemas/screens/confirmLoan.json' with { type: 'json' };
import altScreen from '../../schemas/screens/confirmLoanNew.json' with { type: 'json' };
import failureScreen from '../../schemas/screens/loginFailure.json' with { type: 'json' };
import confirmCommon from '../../schemas/parts/confirmCommon.json' with { type: 'json' };
import { englishCopy } from './copy.ts';

export { STAND_IN_TITLE } from './standInSites.ts';
export { cardRows, expect, forceTap, formFields, freshToast, markToastsSeen, nativeMessages, onSandboxDay, openScreen as open };

/** The screens' English copy (the two confirm pages with their shared part, confirmCommon): tests read every text from here. */
export const confirmCopy = englishCopy<typeof confirmScreen.copy.en & typeof confirmCommon.copy.en>('confirmLoan');
export const altCopy = englishCopy<typeof altScreen.copy.en & typeof confirmCommon.copy.en>('confirmLoanNew');
export const failureCopy = englishCopy<typeof failureScreen.copy.en>('loginFailure');

/** The calls of these screens (paths come from the app's endpoint table). */
export const LOAN_ENDPOINTS = [
  'loanConfirmDetail',
  'loanPush',
  'contractList',
  'contractJump',
  'altConfirmDetail',
  'altAgreements',
  'altAgreementJump',
  'altPush',
  'recommendProducts',
  'recommendClick',
  'recommendLink',
] as const;
export type LoanEndpoint = (typeof LOAN_ENDPOINTS)[number];

/** External sites of these screens (answered by the stand-in; a test that must stay on the page routes them). */
export const LOAN_SITES = ['https://lend.example.com/**', 'https://docs.example.com/**', 'https://partner.example.com/**'];

/** The query the confirm page is opened with. */
export const CONFIRM_QUERY = { productId: '1001', position: '1', orderId: '900001' } as const;

export type ApiRequest = WireRequest<LoanEndpoint>;

/** Calls of these screens the browser sent from this page, across navigations (optionally one endpoint's). */
export function apiRequests(page: Page, endpoint?: LoanEndpoint): ApiRequest[] {
  return callsOf(page, LOAN_ENDPOINTS, endpoint);
}

export const test = base;

/** Ticks the agreement box, as the borrower must before Confirm (consent starts unticked under PH). */
export async function tickAgreement(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: confirmCopy.agreeLabel }).check();
}

/** The large figure of a confirm page (its amount), apart from the same figure in the disclosure. */
export const headlineAmount = (page: Page): Locator => page.locator('.w-figure__value');

/** True for a grey colour ("rgb(r, g, b)" with channels close to each other). */
export function isGrey(color: string): boolean {
  const m = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!m) return false;
  const channels = m.slice(1, 4).map(Number);
  return Math.max(...channels) - Math.min(...channels) <= 40;
}

/** The background colour a person sees on an element. */
export function background(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).backgroundColor);
}

/**
 * Answers an external site with "204 No Content", so a navigation there is
 * started but the browser stays on the app's page (a person who taps while the
 * app is leaving). Returns the addresses the app tried to leave for.
 */
export async function stayWhenLeaving(page: Page, pattern: string): Promise<string[]> {
  const tried: string[] = [];
  await page.route(pattern, (route) => {
    tried.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  return tried;
}
