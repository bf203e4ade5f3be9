/**
 * The live preview for product staff (/studio/ in the dev server): edit a
 * screen's JSON, see the phone change, see problems reported where they are,
 * read why a node is there, keep and download the edit, try a table's
 * inputs by hand, find screens and scenarios by what they are.
 */
import { readFileSync } from 'node:fs';
import { formatJson } from '../../studio/jsonLayout.ts';
import { screenName } from '../../studio/screenName.ts';
import { expect, test, type Page } from '@playwright/test';
import studioCopy from '../../studio/copy.json' with { type: 'json' };
import { appCopy, englishCopy, escapeRegExp, screenCopy as orderCopy } from './copy.ts';
import repayCommon from '../../schemas/parts/repayCommon.json' with { type: 'json' };
import { serviceCopy } from './complaintHelpers.ts';
import { statusButtons, statusButtonsDecision } from '../support/statusButtons.ts';

test.use({ viewport: { width: 1400, height: 1000 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const editor = (page: Page) => page.getByRole('textbox', { name: studioCopy.editorLabel });
const partEditor = (page: Page) => page.getByRole('textbox', { name: studioCopy.partEditorLabel });
// A document of a screen made with shared parts: its kind, its name, then its file.
const screenTab = (page: Page) => page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(studioCopy.screenDocument)} `) });
const partTab = (page: Page, id: string) =>
  page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(studioCopy.partDocument)} .*schemas/parts/${id}\\.json`) });
const phone = (page: Page) => page.frameLocator(`iframe[title="${studioCopy.phoneTitle}"]`);
// Its name is the heading, with the count of problems after it.
const problems = (page: Page) => page.getByRole('status', { name: new RegExp(`^${escapeRegExp(studioCopy.findingsTitle)}`) });
// Its label also holds the chosen screen's name, so the name starts with the label's word.
const screenList = (page: Page) => page.getByRole('combobox', { name: studioCopy.screen });

/** Replaces `from` by `to` in the editor (the screen's, or `box`), as a person typing would end up with. */
/** Taps Download and reads the file the browser saves: its suggested name and its text. */
async function downloaded(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: studioCopy.download }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

async function edit(page: Page, from: string, to: string, box = editor(page)) {
  const text = await box.inputValue();
  expect(text).toContain(from);
  await box.fill(text.replace(from, to));
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw e;
  });
});

test('a copy edit shows on the phone at once, and the edit is kept until reset', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: serviceCopy.title })).toBeVisible();
  await expect(problems(page)).toContainText(studioCopy.noFindings);

  await edit(page, `"complain": ${JSON.stringify(serviceCopy.complain)}`, '"complain": "Tell us what went wrong"');
  await expect(phone(page).getByRole('button', { name: 'Tell us what went wrong' })).toBeVisible();
  await expect(problems(page)).toContainText(studioCopy.noFindings);

  // A reload loses nothing: the edit is kept in this browser.
  await page.reload();
  await expect(editor(page)).toHaveValue(/Tell us what went wrong/);
  await expect(phone(page).getByRole('button', { name: 'Tell us what went wrong' })).toBeVisible();
  await page.getByRole('button', { name: studioCopy.reset }).click();
  await expect(phone(page).getByRole('button', { name: serviceCopy.complain })).toBeVisible();
  await expect(editor(page)).not.toHaveValue(/Tell us what went wrong/);
});

test('a misspelt widget is reported with where it is and how to fix it; the phone draws the rest', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: serviceCopy.title })).toBeVisible();
  await edit(page, '"widget": "Notice"', '"widget": "Notcie"');
  const finding = problems(page).getByRole('button', { name: /unknown widget "Notcie"/ });
  await expect(finding).toContainText('/body/0/children/0/widget');
  await expect(finding).toContainText(new RegExp(`${studioCopy.line} \\d+`));
  await expect(finding).toContainText('Notice');
  await expect(phone(page).getByText(appCopy.widgetFailed)).toBeVisible();
  await expect(phone(page).getByRole('button', { name: serviceCopy.complain })).toBeVisible();

  // Selecting the problem selects the broken place in the text.
  await finding.click();
  const selected = await editor(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe('"Notcie"');
});

test('a misspelt prop, event or value, and a handler misspelt in a table row, are reported with the name meant', async ({ page }) => {
  await page.goto('/studio/?screen=orderDetail&scenario=order-200');
  await expect(phone(page).getByRole('button', { name: orderCopy.borrowAgainLabel })).toBeVisible();
  await expect(problems(page)).toContainText(studioCopy.noFindings);

  await edit(page, '"handler": "borrowAgain"', '"handler": "borrowAgian"');
  const handler = problems(page).getByRole('button', { name: /unknown handler "borrowAgian"/ });
  await expect(handler).toContainText('/tables/statusButtons/rows/');
  await expect(handler).toContainText('borrowAgain');

  await edit(page, '"closeLabel": { "var": "copy.close" }', '"closLabel": { "var": "copy.close" }');
  await expect(problems(page).getByRole('button', { name: /SuccessNotice has no prop "closLabel"/ })).toContainText('Did you mean closeLabel?');
  await edit(page, '"tone": "green"', '"tone": "shout"');
  await expect(problems(page).getByRole('button', { name: /"tone" of StatusBanner cannot be "shout"/ })).toContainText('blue, red, green');
});

test('broken JSON and a key the meta-schema does not know are reported; the phone keeps the last valid version', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: serviceCopy.title })).toBeVisible();

  await edit(page, '"id": "customerService",', '"id": "customerService"');
  await expect(problems(page)).toContainText('not valid JSON');
  await expect(problems(page)).toContainText(new RegExp(`${studioCopy.line} \\d+`));
  await expect(page.getByRole('note')).toHaveText(studioCopy.lastGood);
  await expect(phone(page).getByRole('heading', { name: serviceCopy.title })).toBeVisible();

  await edit(page, '"id": "customerService"', '"id": "customerService", "hanlders": {},');
  await expect(problems(page)).toContainText('unknown key "hanlders"');
  await expect(problems(page)).toContainText('schemas/screen.schema.json');
});

test('the view tree says why a node is there: table row and inputs', async ({ page }) => {
  await page.goto('/studio/?screen=orderDetail&scenario=order-174-delay');
  await expect(phone(page).getByRole('button', { name: orderCopy.rolloverLabel })).toBeVisible();
  const tree = page.getByRole('region', { name: studioCopy.treeTitle });
  await expect(tree).toContainText('statusButtons row 1: status 174, isDelay 1');

  await tree.getByRole('button', { name: new RegExp(`^Button ${escapeRegExp(orderCopy.rolloverLabel)}`) }).click();
  await expect(tree).toContainText(`${studioCopy.whyTitle}: Button`);
  await expect(tree).toContainText('status-button list ← statusButtons row 1: status 174, isDelay 1');

  // Another scenario, another row: the trace follows the data.
  await page.getByLabel(studioCopy.scenario).selectOption('order-174');
  await expect(tree).toContainText('statusButtons row 2: status 174, isDelay 0');
});

test('a confirm page lists its checks with their results: product staff see which one keeps Confirm off, and what the borrower reads', async ({ page }) => {
  await page.goto('/studio/?screen=confirmLoan&scenario=confirm-check-planSum');
  const checks = page.getByRole('region', { name: studioCopy.checksTitle });
  await expect(checks).toContainText('checks disclosure (parts/confirmCommon): failed planSum');
  await expect(checks.locator('[data-check="planSum"]')).toHaveText(`${studioCopy.checkResults.failed.mark} planSum: ${studioCopy.checkResults.failed.words}`);
  await expect(checks.locator('[data-check="headline"]')).toHaveText(
    `${studioCopy.checkResults.passed.mark} headline: ${studioCopy.checkResults.passed.words}`,
  );
  await expect(checks).toContainText(studioCopy.checkSays.replace('{says}', englishCopy<{ refusedFigures: string }>('confirmLoan').refusedFigures));

  // Another scenario: the list follows the data.
  await page.getByLabel(studioCopy.scenario).selectOption('confirm-near-cap');
  await expect(checks).toContainText('checks disclosure (parts/confirmCommon): passed');
  await expect(checks.locator('[data-result="failed"]')).toHaveCount(0);
});

test('a confirm page shows the receipt Confirm would send; editing a disclosure label changes its text and its version', async ({ page }) => {
  await page.goto('/studio/?screen=confirmLoan&scenario=default');
  const receipt = page.getByRole('region', { name: studioCopy.receiptTitle });
  const costsTitle = englishCopy<{ costsTitle: string }>('confirmLoan').costsTitle;
  await expect(receipt).toContainText(JSON.stringify(costsTitle));
  await expect(receipt).toContainText('"principal": 500000');
  const versionOf = async () => /"version": "([0-9a-f]{64})"/.exec((await receipt.textContent()) ?? '')?.[1];
  await expect.poll(versionOf).toMatch(/^[0-9a-f]{64}$/);
  const before = await versionOf();

  // The label is the shared part's (schemas/parts/confirmCommon.json).
  await partTab(page, 'confirmCommon').click();
  await edit(page, `"costsTitle": ${JSON.stringify(costsTitle)}`, '"costsTitle": "What this loan costs you"', partEditor(page));
  await expect(phone(page).getByRole('region', { name: 'What this loan costs you' })).toBeVisible();
  await expect(receipt).toContainText('"What this loan costs you"');
  await expect.poll(versionOf).not.toBe(before);
  await expect.poll(versionOf).toMatch(/^[0-9a-f]{64}$/);
});

test('what the screen did is listed, and nothing leaves the preview', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await phone(page).getByRole('button', { name: serviceCopy.complain }).click();
  await expect(page.getByText(new RegExp(`${escapeRegExp(studioCopy.effectKinds.navigate)}\\s*/complaint`))).toBeVisible();
  await expect(page).toHaveURL(/\/studio\//);
});

test('the edited file downloads under its own name', async ({ page }) => {
  await page.goto('/studio/?screen=customerService&scenario=default');
  await expect(phone(page).getByRole('heading', { name: serviceCopy.title })).toBeVisible();
  await edit(page, `"complain": ${JSON.stringify(serviceCopy.complain)}`, '"complain": "Complain"');
  const { name, text } = await downloaded(page);
  expect(name).toBe('customerService.json');
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
  // The seed profile's own wording, laid over the copy.
  const seed = JSON.parse(readFileSync('schemas/markets/seed.json', 'utf8')) as { copy: { screens: { orderDetail: { pickStars: string } } } };
  await expect(page.getByText(seed.copy.screens.orderDetail.pickStars)).toBeVisible();
});

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

test('a table input set by hand redraws the screen as the table answers it, without touching the document', async ({ page }) => {
  const order = json('schemas/screens/orderDetail.json') as { copy: { en: Record<string, string>; fil: Record<string, string> } };
  const repayment = () => phone(page).getByRole('button', { name: order.copy.en.repaymentLabel, exact: true });
  // Which row answers, and whether it gives the Repayment button, is the status table's (staff may change it).
  const repaymentFor = (status: string, isDelay: string) => (statusButtons({ status, isDelay }).some((b) => b.key === 'repayment') ? 1 : 0);
  await page.goto('/studio/?screen=orderDetail&scenario=default');
  const tree = page.getByRole('region', { name: studioCopy.treeTitle });
  await expect(tree).toContainText(statusButtonsDecision({ status: '21', isDelay: '0' }));
  await expect(phone(page).getByRole('heading', { level: 1, name: order.copy.en.title })).toBeVisible();
  const fileText = await editor(page).inputValue();

  // "What if status were 170 and isDelay 1": no scenario has it.
  const table = page.getByRole('group', { name: /^statusButtons/ });
  const status = table.getByLabel('status', { exact: true });
  await expect(status.locator('option').first()).toHaveText(`${studioCopy.fromScenario} 21`);
  await status.selectOption({ label: '170' });
  await table.getByLabel('isDelay', { exact: true }).selectOption({ label: '1' });
  await expect(repayment()).toHaveCount(repaymentFor('170', '1'));
  await expect(tree).toContainText(statusButtonsDecision({ status: '170', isDelay: '1' }));
  await expect(table).toContainText(studioCopy.setByHand);
  // Only that table: the status colour still comes from the scenario's status.
  await expect(tree).toContainText('statusLook row 1: status 21');
  // The engine took the values; the document is as it was, with nothing to report.
  await expect(editor(page)).toHaveValue(fileText);
  await expect(problems(page)).toContainText(studioCopy.noFindings);
  // What the scenario gives is still said beside the choice.
  await expect(status.locator('option').first()).toHaveText(`${studioCopy.fromScenario} 21`);

  // A language switch starts a new phone: the inputs set by hand go with it, and the form keeps showing them.
  await page.getByLabel(studioCopy.language).selectOption('fil');
  await expect(phone(page).getByRole('heading', { level: 1, name: order.copy.fil.title })).toBeVisible();
  await expect(tree).toContainText(statusButtonsDecision({ status: '170', isDelay: '1' }));
  await expect(phone(page).getByRole('button', { name: order.copy.fil.repaymentLabel, exact: true })).toHaveCount(repaymentFor('170', '1'));
  await expect(status.locator('option:checked')).toHaveText('170');
  await expect(table).toContainText(studioCopy.setByHand);
  await page.getByLabel(studioCopy.language).selectOption('en');
  await expect(tree).toContainText(statusButtonsDecision({ status: '170', isDelay: '1' }));

  // They stay while another scenario is tried.
  await page.getByLabel(studioCopy.scenario).selectOption('order-110');
  await expect(tree).toContainText(statusButtonsDecision({ status: '170', isDelay: '1' }));
  await expect(status.locator('option').first()).toHaveText(`${studioCopy.fromScenario} 110`);
  await expect(repayment()).toHaveCount(repaymentFor('170', '1'));

  await table.getByRole('button', { name: studioCopy.resetInputs }).click();
  await expect(tree).toContainText(statusButtonsDecision({ status: '110', isDelay: '0' }));
  await expect(repayment()).toHaveCount(repaymentFor('110', '0'));
  await expect(table).not.toContainText(studioCopy.setByHand);
});

test('choosing a problem far down the document scrolls the editor to it', async ({ page }) => {
  await page.goto('/studio/?screen=orderDetail&scenario=default');
  await expect(editor(page)).toHaveValue(/"id": "orderDetail"/);
  // The last widget of the document: hundreds of lines down, many of them wrapped.
  const text = await editor(page).inputValue();
  const at = text.lastIndexOf('"widget": "Button"');
  expect(at).toBeGreaterThan(text.length / 2);
  await editor(page).fill(`${text.slice(0, at)}"widget": "Buttn"${text.slice(at + '"widget": "Button"'.length)}`);
  const finding = problems(page)
    .getByRole('button', { name: /unknown widget "Buttn"/ })
    .first();
  await expect(finding).toBeVisible();
  await editor(page).evaluate((el: HTMLTextAreaElement) => (el.scrollTop = 0));

  await finding.click();
  // Measured another way than the preview does: a copy of the editor holding the text up to the
  // selection is as tall as the lines before it and the selected line.
  const seen = await editor(page).evaluate((el: HTMLTextAreaElement) => {
    const probe = el.cloneNode() as HTMLTextAreaElement;
    probe.style.height = '0px';
    probe.value = el.value.slice(0, el.selectionEnd);
    el.after(probe);
    const lineBottom = probe.scrollHeight - parseFloat(getComputedStyle(el).paddingBottom);
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
    probe.remove();
    return {
      selected: el.value.slice(el.selectionStart, el.selectionEnd),
      lineTop: lineBottom - lineHeight,
      lineBottom,
      top: el.scrollTop,
      height: el.clientHeight,
    };
  });
  expect(seen.selected).toBe('"Buttn"');
  expect(seen.lineTop).toBeGreaterThanOrEqual(seen.top);
  expect(seen.lineBottom).toBeLessThanOrEqual(seen.top + seen.height);
  await expect(editor(page)).toBeInViewport();
});

test('screens are listed by their names, scenarios grouped by screen with what each shows', async ({ page }) => {
  const bank = json('schemas/screens/bindBank.json') as { description: string };
  const order = json('schemas/screens/orderDetail.json') as { description: string };
  const slow = json('sandbox/scenarios/bank-slow.json') as { description: string };
  const bankName = `${screenName('bindBank', bank.description)} (bindBank)`;
  expect(bankName).not.toMatch(/^bindBank/);
  await page.goto('/studio/?screen=bindBank&scenario=bank-slow');

  await expect(screenList(page).locator('option:checked')).toHaveText(bankName);
  const scenarios = page.getByLabel(studioCopy.scenario);
  // This screen's scenarios first, under its name, each saying what it shows.
  await expect(scenarios.locator('optgroup').first()).toHaveAttribute('label', bankName);
  await expect(scenarios.locator('optgroup').first().locator('option[value="bank-slow"]')).toContainText(slow.description.slice(0, 60));
  // Another screen's scenarios under that screen's name.
  const orderGroup = scenarios.locator(`optgroup[label="${screenName('orderDetail', order.description)} (orderDetail)"]`);
  await expect(orderGroup.locator('option[value="order-174"]')).toHaveCount(1);
  // The chosen scenario's description is on the page, whole, not only on hover.
  await expect(page.getByText(slow.description, { exact: true })).toBeVisible();
});

test('a screen opens on a scenario where things go as usual, not on a failure', async ({ page }) => {
  const bank = json('schemas/screens/bindBank.json') as { copy: { en: Record<string, string> } };
  const usual = json('sandbox/scenarios/default.json') as { description: string };
  await page.goto('/studio/?screen=orderDetail&scenario=order-174');
  await screenList(page).selectOption('bindBank');
  await expect(page.getByLabel(studioCopy.scenario)).toHaveValue('default');
  await expect(page.getByText(usual.description, { exact: true })).toBeVisible();
  await expect(phone(page).getByRole('button', { name: bank.copy.en.next, exact: true })).toBeVisible();
  await expect(phone(page).getByRole('button', { name: bank.copy.en.next, exact: true })).toBeEnabled();

  // Opened by its address alone, too.
  await page.goto('/studio/?screen=bindBank');
  await expect(page.getByLabel(studioCopy.scenario)).toHaveValue('default');
});

/** The texts repay and repayDelay take from their shared part, as the app has them. */
const sharedCopy = englishCopy<typeof repayCommon.copy.en>('repay');

test('a text of a shared part edited in the preview shows on every screen that uses it', async ({ page }) => {
  await page.goto('/studio/?screen=repay');
  await expect(phone(page).getByRole('button', { name: sharedCopy.paymentMethod })).toBeVisible();
  await partTab(page, 'repayCommon').click();
  const usedBy = page.getByText(new RegExp(`^${escapeRegExp(studioCopy.usedBy)}`));
  await expect(usedBy).toContainText('(repay)');
  await expect(usedBy).toContainText('(repayDelay)');

  await edit(page, `"paymentMethod": ${JSON.stringify(sharedCopy.paymentMethod)}`, '"paymentMethod": "Pay another way"', partEditor(page));
  await expect(phone(page).getByRole('button', { name: 'Pay another way' })).toBeVisible();
  await expect(problems(page)).toContainText(studioCopy.noFindings);
  await expect(partTab(page, 'repayCommon')).toContainText(studioCopy.edited);
  // The screen's own file is not the one edited.
  await screenTab(page).click();
  await expect(editor(page)).not.toHaveValue(/Pay another way/);

  // The other screen that uses the part draws the draft too.
  await screenList(page).selectOption('repayDelay');
  await expect(phone(page).getByRole('button', { name: 'Pay another way' })).toBeVisible();
  await partTab(page, 'repayCommon').click();
  await expect(partEditor(page)).toHaveValue(/Pay another way/);

  // It downloads as the part's file, in the project's JSON layout.
  const part = await downloaded(page);
  expect(part.name).toBe('repayCommon.json');
  expect(JSON.parse(part.text).copy.en.paymentMethod).toBe('Pay another way');
  expect(part.text).toBe(formatJson(JSON.parse(part.text)));

  // Broken JSON in the part: said, and the phone keeps the last version it could draw.
  await edit(page, '"id": "repayCommon",', '"id": "repayCommon"', partEditor(page));
  await expect(problems(page)).toContainText('not valid JSON');
  await expect(problems(page)).toContainText('schemas/parts/repayCommon.json');
  await expect(page.getByRole('note')).toHaveText(studioCopy.lastGood);
  await expect(phone(page).getByRole('button', { name: 'Pay another way' })).toBeVisible();

  // Back to the file: the part's text again, on the phone too.
  await page.getByRole('button', { name: studioCopy.reset }).click();
  await expect(phone(page).getByRole('button', { name: sharedCopy.paymentMethod })).toBeVisible();
  await expect(partEditor(page)).not.toHaveValue(/Pay another way/);
});

test('a handler misspelt inside a shared part is reported in the part, and choosing it selects it there', async ({ page }) => {
  await page.goto('/studio/?screen=repay');
  await expect(phone(page).getByRole('button', { name: sharedCopy.paymentMethod })).toBeVisible();
  await partTab(page, 'repayCommon').click();
  await edit(page, '"args": { "handler": "pay" }', '"args": { "handler": "paay" }', partEditor(page));

  // Once for each screen that uses the part, in the part's file, at its place there.
  const findings = problems(page).getByRole('button', { name: /unknown handler "paay"/ });
  await expect(findings).toHaveCount(2);
  await expect(findings.first()).toContainText('schemas/parts/repayCommon.json');
  await expect(findings.first()).toContainText('/fragments/chooser/');
  await expect(findings.first()).toContainText(new RegExp(`${studioCopy.line} \\d+`));

  // Chosen from the screen's own document, it opens the part and selects the misspelt name in it.
  await screenTab(page).click();
  await expect(editor(page)).toBeVisible();
  await findings.first().click();
  await expect(partTab(page, 'repayCommon')).toHaveAttribute('aria-selected', 'true');
  const selected = await partEditor(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selected).toBe('"paay"');
});
