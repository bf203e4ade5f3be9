/**
 * The live preview for product staff (/studio/ in the dev server): edit a
 * screen's JSON, see the phone change, see problems reported where they are,
 * read why a node is there, keep and download the edit.
 */
import { readFileSync } from 'node:fs';
import { formatJson } from '../../studio/jsonLayout';
import { expect, test, type Page } from '@playwright/test';
import studioCopy from '../../studio/copy.json' with { type: 'json' };

test.use({ viewport: { width: 1400, height: 1000 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const editor = (page: Page) => page.getByRole('textbox', { name: studioCopy.editorLabel });
const phone = (page: Page) => page.frameLocator(`iframe[title="${studioCopy.phoneTitle}"]`);
const problems = (page: Page) => page.getByRole('status', { name: /Problems/ });

/** Replaces `from` by `to` in the editor, as a person typing would end up with. */
async function edit(page: Page, from: string, to: string) {
  const text = await editor(page).inputValue();
  expect(text).toContain(from);
  await editor(page).fill(text.replace(from, to));
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw e;
  });
});

test('a copy edit shows on the phone at once, and the edit is kept until reset', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await expect(problems(page)).toContainText('No problems found.');

  await edit(page, '"complain": "Submit a complaint"', '"complain": "Tell us what went wrong"');
  await expect(phone(page).getByRole('button', { name: 'Tell us what went wrong' })).toBeVisible();
  await expect(problems(page)).toContainText('No problems found.');

  // A reload loses nothing: the edit is kept in this browser.
  await page.reload();
  await expect(editor(page)).toHaveValue(/Tell us what went wrong/);
  await expect(phone(page).getByRole('button', { name: 'Tell us what went wrong' })).toBeVisible();
  await page.getByRole('button', { name: studioCopy.reset }).click();
  await expect(phone(page).getByRole('button', { name: 'Submit a complaint' })).toBeVisible();
  await expect(editor(page)).not.toHaveValue(/Tell us what went wrong/);
});

test('a misspelt widget is reported with where it is and how to fix it; the phone draws the rest', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await edit(page, '"widget": "Notice"', '"widget": "Notcie"');
  const finding = problems(page).getByRole('button', { name: /unknown widget "Notcie"/ });
  await expect(finding).toContainText('/body/0/children/0/widget');
  await expect(finding).toContainText(/line \d+/);
  await expect(finding).toContainText('Notice');
  await expect(phone(page).getByText('This part of the page could not be shown.')).toBeVisible();
  await expect(phone(page).getByRole('button', { name: 'Submit a complaint' })).toBeVisible();

  // Selecting the problem selects the broken place in the text.
  await finding.click();
  const selected = await editor(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe('"Notcie"');
});

test('broken JSON and a key the meta-schema does not know are reported; the phone keeps the last valid version', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: 'Customer service' })).toBeVisible();

  await edit(page, '"id": "customerService",', '"id": "customerService"');
  await expect(problems(page)).toContainText('not valid JSON');
  await expect(problems(page)).toContainText(/line \d+/);
  await expect(page.getByRole('note')).toHaveText(studioCopy.lastGood);
  await expect(phone(page).getByRole('heading', { name: 'Customer service' })).toBeVisible();

  await edit(page, '"id": "customerService"', '"id": "customerService", "hanlders": {},');
  await expect(problems(page)).toContainText('unknown key "hanlders"');
  await expect(problems(page)).toContainText('schemas/screen.schema.json');
});

test('the view tree says why a node is there: table row and inputs', async ({ page }) => {
  await page.goto('/studio/?screen=orderDetail&scenario=order-174-delay');
  await expect(phone(page).getByRole('button', { name: 'Rollover Repayment' })).toBeVisible();
  const tree = page.getByRole('region', { name: studioCopy.treeTitle });
  await expect(tree).toContainText('statusButtons row 1: status 174, isDelay 1');

  await tree.getByRole('button', { name: /^Button Rollover Repayment/ }).click();
  await expect(tree).toContainText(`${studioCopy.whyTitle}: Button`);
  await expect(tree).toContainText('status-button list ← statusButtons row 1: status 174, isDelay 1');

  // Another scenario, another row: the trace follows the data.
  await page.getByLabel(studioCopy.scenario).selectOption('order-174');
  await expect(tree).toContainText('statusButtons row 2: status 174, isDelay 0');
});

test('what the screen did is listed, and nothing leaves the preview', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await phone(page).getByRole('button', { name: 'Submit a complaint' }).click();
  await expect(page.getByText(/Go to\s*\/complaint/)).toBeVisible();
  await expect(page).toHaveURL(/\/studio\//);
});

test('the edited file downloads under its own name', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: 'Customer service' })).toBeVisible();
  await edit(page, '"complain": "Submit a complaint"', '"complain": "Complain"');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: studioCopy.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('customerService.json');
  const text = readFileSync(await file.path(), 'utf8');
  expect(JSON.parse(text).copy.en.complain).toBe('Complain');
  // Already in the project's JSON layout, so npm run check takes it as it is.
  expect(text).toBe(formatJson(JSON.parse(text)));
});

test('the language and market switches redraw the phone in Filipino, or as the SPEC was written', async ({ page }) => {
  const order = JSON.parse(readFileSync('schemas/screens/orderDetail.json', 'utf8')) as { copy: Record<string, Record<string, string>> };
  await page.goto('/studio/?screen=orderDetail&scenario=order-rating');
  await expect(phone(page).getByRole('dialog', { name: order.copy.en.ratingTitle })).toBeVisible();

  await page.getByLabel(studioCopy.language).selectOption('fil');
  await expect(phone(page).getByRole('dialog', { name: order.copy.fil.ratingTitle })).toBeVisible();
  await expect(phone(page).getByRole('heading', { level: 1, name: order.copy.fil.title })).toBeVisible();

  await page.getByLabel(studioCopy.market).selectOption('seed');
  await expect(page.getByLabel(studioCopy.language)).toHaveValue('en');
  await phone(page).getByRole('button', { name: order.copy.en.submit }).click();
  await expect(page.getByText('Silakan pilih')).toBeVisible();
});
