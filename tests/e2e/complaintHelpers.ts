/**
 * Shared helpers of the complaint and customer-service e2e suites (SPEC point 2
 * "Complaint screens" and "Customer service", points 4, 5, 8, 9; CONTRACT
 * sections 3-5). Every text the screens show (the screens' copy) and what the
 * sandbox answers are read from the same files the app reads, so product staff
 * may reword any of it (tests/e2e/copy.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, jsonFields, onSandboxDay, openScreen, sandboxRequests, type SandboxRequest } from './fixtures.ts';
import { appCopy, englishCopy } from './copy.ts';
import homeScreen from '../../schemas/screens/complaint.json' with { type: 'json' };
import nextScreen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };
import listScreen from '../../schemas/screens/complaintList.json' with { type: 'json' };
import detailScreen from '../../schemas/screens/complainDetails.json' with { type: 'json' };
import serviceScreen from '../../schemas/screens/customerService.json' with { type: 'json' };
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };
import answeredScenario from '../../sandbox/scenarios/complaint-detail-answered.json' with { type: 'json' };

export const homeCopy = englishCopy<typeof homeScreen.copy.en>('complaint');
export const nextCopy = englishCopy<typeof nextScreen.copy.en>('complainPageNext');
export const listCopy = englishCopy<typeof listScreen.copy.en>('complaintList');
export const detailCopy = englishCopy<typeof detailScreen.copy.en>('complainDetails');
export const serviceCopy = englishCopy<typeof serviceScreen.copy.en>('customerService');
export { appCopy };

/** What the default scenario answers (orders, complaints, contact data). */
export const defaultInit = defaultScenario.responses.problemInit.body.data;
export const defaultTabs = defaultScenario.responses.problemList.body.data.tabs;
export const defaultDetail = defaultScenario.responses.problemDetail.body.data;
export const answeredDetail = answeredScenario.responses.problemDetail.body.data;
export const contactInfo = defaultScenario.responses.contactKfInfo.body.data;

/** The two orders of the default scenario. */
export const PESONOW = { orderNo: 'PH20261120001', name: 'PesoNow Cash', status: 'Repaying' } as const;
export const LENDMO = { orderNo: 'PH20260901007', name: 'LendMo', status: 'Paid off' } as const;

/** Query of the next page for "Loan application / Money not received" on the PesoNow order. */
export const NEXT_QUERY = { problemType: '1', problemSonType: '12', orderNo: PESONOW.orderNo } as const;

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Upload answers of the sandbox look like this ({n} counts the calls). */
export const UPLOAD_URL = /^https:\/\/img\.example\.com\/complaints\/upload-\d+\.jpg$/;

// ---------------------------------------------------------------- opening

export async function openHome(page: Page, scenario = 'default'): Promise<void> {
  await openScreen(page, '/complaint', scenario, { orderId: '900001' });
  await expect(typeGroup(page).getByRole('button').first()).toBeVisible();
}

export async function openNext(page: Page, scenario = 'default', query: Record<string, string> = NEXT_QUERY): Promise<void> {
  await openScreen(page, '/complainPageNext', scenario, query);
  await expect(textBox(page)).toBeVisible();
}

/** The list on the sandbox day, so its dates read as sandbox/scenarios writes them (they move with the day otherwise). */
export async function openList(page: Page, scenario = 'default'): Promise<void> {
  await onSandboxDay(page);
  await openScreen(page, '/complaintList', scenario);
}

export async function openDetail(page: Page, scenario: string, problemId: string): Promise<void> {
  await openScreen(page, '/complainDetails', scenario, { problemId });
}

// ---------------------------------------------------------------- common

export function toast(page: Page): Locator {
  return page.getByRole('status');
}

/** The current address's path and query. */
export function address(page: Page): { path: string; query: Record<string, string> } {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** JSON bodies the sandbox received for one endpoint on this page. */
export async function sentJson(page: Page, endpoint: string): Promise<Record<string, unknown>[]> {
  return (await sandboxRequests(page, endpoint)).map((r: SandboxRequest) => jsonFields(r.body));
}

// ---------------------------------------------------------------- home

export function typeGroup(page: Page): Locator {
  return page.getByRole('group', { name: homeCopy.typeTitle });
}

export function subTypeGroup(page: Page): Locator {
  return page.getByRole('group', { name: homeCopy.subTypeTitle });
}

export function orderCard(page: Page, productName: string): Locator {
  return page.getByRole('region', { name: homeCopy.orderTitle }).getByRole('region', { name: productName });
}

export function ordersDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: homeCopy.ordersTitle });
}

// ---------------------------------------------------------------- next page

export function textBox(page: Page): Locator {
  return page.getByRole('textbox', { name: nextCopy.textLabel });
}

export function counter(page: Page): Locator {
  return page.getByText(/^\d+\/200$/);
}

export function sendButton(page: Page): Locator {
  return page.getByRole('button', { name: nextCopy.send, exact: true });
}

export function successDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: nextCopy.successTitle });
}

export function picturesRegion(page: Page): Locator {
  return page.getByRole('region', { name: nextCopy.imagesTitle });
}

/** The hidden file input of the add tile. */
export function addPictureInput(page: Page): Locator {
  return page.getByLabel(nextCopy.imageLabels.add, { exact: true });
}

export function removeButtons(page: Page): Locator {
  return picturesRegion(page).getByRole('button', { name: nextCopy.imageLabels.remove, exact: true });
}

export function uploadingIndicators(page: Page): Locator {
  return picturesRegion(page).getByRole('progressbar', { name: nextCopy.imageLabels.uploading });
}

/**
 * Chooses one picture and waits for the upload's answer and for the picture to
 * leave the uploading state. Returns the answer's JSON body.
 */
export async function addPicture(page: Page, name = 'picture.png'): Promise<{ code: string; message: string; data: { url?: string } | null }> {
  const before = await removeButtons(page).count();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/upload-problem-img'));
  await addPictureInput(page).setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
  const body = (await (await answer).json()) as { code: string; message: string; data: { url?: string } | null };
  // Once uploaded (or failed) the new picture has its own remove button.
  await expect(uploadingIndicators(page)).toHaveCount(0);
  await expect(removeButtons(page)).toHaveCount(before + 1);
  return body;
}

/** Adds `n` pictures one after another; returns the URLs the server answered. */
export async function addPictures(page: Page, n: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 1; i <= n; i++) {
    const answer = await addPicture(page, `picture-${i}.png`);
    urls.push(String(answer.data?.url));
  }
  return urls;
}

// ---------------------------------------------------------------- list

export function tabList(page: Page): Locator {
  return page.getByRole('tablist', { name: listCopy.tabsLabel });
}

export function tab(page: Page, title: string): Locator {
  return tabList(page).getByRole('tab', { name: title });
}

/** The visible tab panel (hidden neighbours are out of the accessibility tree). */
export function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

/**
 * Drags the mouse horizontally across the visible panel by `share` of its width
 * (negative: leftwards), starting on its first row.
 */
export async function dragPanel(page: Page, share: number): Promise<void> {
  const box = await panel(page).boundingBox();
  if (!box) throw new Error('no visible tab panel');
  const y = box.y + Math.min(24, box.height / 2);
  const startX = share < 0 ? box.x + box.width * 0.9 : box.x + box.width * 0.1;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + share * box.width, y, { steps: 12 });
  await page.mouse.up();
}

// ---------------------------------------------------------------- detail

export function ratingDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: detailCopy.ratingTitle });
}

export function pictureViewer(page: Page): Locator {
  return page.getByRole('dialog', { name: detailCopy.imageLabels.full });
}
