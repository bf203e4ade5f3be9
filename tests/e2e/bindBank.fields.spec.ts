/**
 * Bank binding: what the borrower sees and types (SPEC point 2 "Bank binding
 * screen", point 3 bank field item, point 4 "Bank binding", point 5 bank
 * rules, point 9 constants): defaults, card-type and channel switching, input
 * masks, the picker sheet, the money keypad and the keyboard rule of Next.
 */
import type { Page } from '@playwright/test';
import { expect, framesDrawn, test } from './fixtures.ts';
import { bankCopy } from './copy.ts';
import {
  BANK_ACCOUNT,
  CHANNEL,
  EWALLET,
  FIELDS_BY_CHOICE,
  channelTabs,
  choiceTab,
  field,
  fieldLabels,
  keypadKey,
  nextButton,
  openBankForm,
  tab,
  typeInto,
} from './bankForm.ts';

test.describe('Bank binding: defaults', () => {
  test(`card type '${EWALLET}' and channel 'GCash' are selected; the GCash and all-type fields show`, async ({ warmPage: page }) => {
    await openBankForm(page);
    await expect(page.getByRole('heading', { name: bankCopy.title, exact: true })).toBeVisible();
    await expect(tab(page, EWALLET)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, BANK_ACCOUNT)).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, CHANNEL.gcash)).toHaveAttribute('aria-selected', 'true');
    for (const other of [CHANNEL.maya, CHANNEL.grabPay]) await expect(tab(page, other)).toHaveAttribute('aria-selected', 'false');

    await expect(fieldLabels(page)).toHaveText([...FIELDS_BY_CHOICE.GCash]);
    await expect(nextButton(page)).toBeVisible();
  });

  test("server prefills show: 'Full name' Juan Dela Cruz, 'Account use' the name of option type \"2\" (Savings)", async ({ warmPage: page }) => {
    await openBankForm(page);
    await expect(field(page, 'Full name')).toHaveValue('Juan Dela Cruz');
    await expect(field(page, 'Account use')).toHaveText('Savings');
    await expect(field(page, 'City')).toHaveText(bankCopy.placeholderPicker);
    await expect(field(page, 'GCash number')).toHaveValue('');
  });

  test('empty text fields show the configured placeholder', async ({ warmPage: page }) => {
    await openBankForm(page);
    for (const label of ['GCash number', 'GCash account name', 'Monthly income (₱)', 'TIN or SSS number']) {
      await expect(field(page, label), label).toHaveAttribute('placeholder', bankCopy.placeholderText);
    }
  });
});

test.describe('Bank binding: card type and channel switching', () => {
  const switches: { choose: keyof typeof FIELDS_BY_CHOICE; channelsShown: boolean }[] = [
    { choose: 'Maya', channelsShown: true }, // server text: a channel
    { choose: 'GrabPay', channelsShown: true },
    { choose: 'bank', channelsShown: false },
  ];
  for (const { choose, channelsShown } of switches) {
    test(`'${choiceTab(choose)}' shows its own fields plus the all-type fields${channelsShown ? '' : ', and no channel tabs'}`, async ({ warmPage: page }) => {
      await openBankForm(page);
      await tab(page, choiceTab(choose)).click();
      await expect(tab(page, choiceTab(choose))).toHaveAttribute('aria-selected', 'true');
      await expect(fieldLabels(page)).toHaveText([...FIELDS_BY_CHOICE[choose]]);
      await expect(channelTabs(page)).toHaveCount(channelsShown ? 1 : 0);
      if (channelsShown) await expect(tab(page, EWALLET)).toHaveAttribute('aria-selected', 'true');
    });
  }

  test("a value typed in 'Full name' stays across switches; the GCash number comes back with GCash", async ({ warmPage: page }) => {
    await openBankForm(page);
    await typeInto(page, 'Full name', 'Maria Santos');
    await typeInto(page, 'GCash number', '0917 123 4567');

    await tab(page, CHANNEL.maya).click();
    await expect(fieldLabels(page)).toHaveText([...FIELDS_BY_CHOICE.Maya]);
    await expect(field(page, 'GCash number')).toHaveCount(0);
    await expect(field(page, 'Full name')).toHaveValue('Maria Santos');
    await typeInto(page, 'Maya number', '+63 918 111 2222');

    await tab(page, BANK_ACCOUNT).click();
    await expect(fieldLabels(page)).toHaveText([...FIELDS_BY_CHOICE.bank]);
    await expect(field(page, 'Full name')).toHaveValue('Maria Santos');

    await tab(page, EWALLET).click();
    await expect(tab(page, CHANNEL.maya), 'the channel chosen before is kept').toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Maya number')).toHaveValue('+63 918 111 2222');

    await tab(page, CHANNEL.gcash).click();
    await expect(fieldLabels(page)).toHaveText([...FIELDS_BY_CHOICE.GCash]);
    await expect(field(page, 'GCash number')).toHaveValue('0917 123 4567');
    await expect(field(page, 'Full name')).toHaveValue('Maria Santos');
  });
});

test.describe('Bank binding: masks as typed', () => {
  const masks = [
    {
      label: 'GCash number',
      cardType: EWALLET,
      typed: '+63 917-123abc 4567',
      shown: '+63 917-123 4567',
      rule: "a mobile number as the borrower types it (the PH market's mask): no letters",
    },
    {
      label: 'Account number',
      cardType: BANK_ACCOUNT,
      typed: '1234-5678 9012 3456',
      shown: '1234 5678 9012 3456',
      rule: 'digits in fours',
    },
    { label: 'TIN or SSS number', cardType: EWALLET, typed: '12a3', shown: '123', rule: 'digits only' },
  ];
  for (const { label, cardType, typed, shown, rule } of masks) {
    test(`'${label}' typed '${typed}' shows '${shown}' (${rule})`, async ({ warmPage: page }) => {
      await openBankForm(page);
      if (cardType !== EWALLET) await tab(page, cardType).click();
      await field(page, label).pressSequentially(typed);
      await expect(field(page, label)).toHaveValue(shown);
    });
  }
});

test.describe('Bank binding: picker', () => {
  async function openCity(page: Page) {
    await openBankForm(page);
    await field(page, 'City').click();
    const sheet = page.getByRole('dialog', { name: 'City', exact: true });
    await expect(sheet).toBeVisible();
    return sheet;
  }

  test("tapping 'City' opens a sheet named 'City' with the four cities, its confirm and cancel buttons", async ({ warmPage: page }) => {
    const sheet = await openCity(page);
    await expect(sheet.getByRole('option')).toHaveText(['Manila', 'Quezon City', 'Cebu City', 'Davao City']);
    await expect(sheet.getByRole('button', { name: bankCopy.formLabels.confirm, exact: true })).toBeVisible();
    await expect(sheet.getByRole('button', { name: bankCopy.formLabels.cancel, exact: true })).toBeVisible();
  });

  const endings = [
    { button: bankCopy.formLabels.cancel, shown: bankCopy.placeholderPicker },
    { button: bankCopy.formLabels.confirm, shown: 'Cebu City' },
  ];
  for (const { button, shown } of endings) {
    test(`choosing Cebu City then ${button} shows '${shown}'`, async ({ warmPage: page }) => {
      const sheet = await openCity(page);
      await sheet.getByRole('option', { name: 'Cebu City', exact: true }).click();
      await expect(sheet.getByRole('option', { name: 'Cebu City', exact: true })).toHaveAttribute('aria-selected', 'true');
      await sheet.getByRole('button', { name: button, exact: true }).click();
      await expect(sheet).toHaveCount(0);
      await expect(field(page, 'City')).toHaveText(shown);
    });
  }
});

test.describe('Bank binding: money keypad', () => {
  test("1 5 0 0 0 . 5 0 9 Delete shows '15000.5' (a third decimal is ignored); 'Hide keyboard' closes it", async ({ warmPage: page }) => {
    await openBankForm(page);
    const income = field(page, 'Monthly income (₱)');
    await income.click();
    const keypad = page.getByRole('group', { name: bankCopy.formLabels.keypad, exact: true });
    await expect(keypad).toBeVisible();
    const hide = keypad.getByRole('button', { name: bankCopy.formLabels.keypadHide, exact: true });
    await expect(hide).toBeVisible();

    for (const key of ['1', '5', '0', '0', '0', '.', '5', '0', '9']) await keypadKey(page, key).click();
    await expect(income, 'the third decimal is ignored').toHaveValue('15000.50');
    await page.getByRole('button', { name: bankCopy.formLabels.keypadDelete, exact: true }).click();
    await expect(income).toHaveValue('15000.5');

    await hide.click();
    await expect(keypad).toHaveCount(0);
    await expect(keypadKey(page, '5')).toHaveCount(0);
    await expect(income).toHaveValue('15000.5');
  });

  test("the keypad's Confirm closes it too and keeps the amount", async ({ warmPage: page }) => {
    await openBankForm(page);
    await field(page, 'Monthly income (₱)').click();
    await keypadKey(page, '7').click();
    await page.getByRole('button', { name: bankCopy.formLabels.keypadConfirm, exact: true }).click();
    await expect(page.getByRole('button', { name: bankCopy.formLabels.keypadHide, exact: true })).toHaveCount(0);
    await expect(field(page, 'Monthly income (₱)')).toHaveValue('7');
  });
});

test.describe('Bank binding: Next hides while the keyboard is open (viewport more than 60 px shorter)', () => {
  const shrinks = [
    { by: 100, hidden: true },
    { by: 61, hidden: true },
    { by: 60, hidden: false },
    { by: 40, hidden: false },
  ];
  for (const { by, hidden } of shrinks) {
    test(`${by} px shorter: Next ${hidden ? 'hides, and comes back at full height' : 'stays'}`, async ({ warmPage: page }) => {
      await openBankForm(page);
      const full = page.viewportSize();
      if (!full) throw new Error('no viewport');
      await expect(nextButton(page)).toBeVisible();
      // The footer has read the height it starts from (after its first frame): a viewport shrunk before that would be
      // its starting height, and nothing would hide (seen once under load in a clean clone).
      await expect(page.locator('[data-keyboard-watch="ready"]').filter({ has: nextButton(page) })).toHaveCount(1);

      await page.setViewportSize({ width: full.width, height: full.height - by });
      await page.waitForFunction((h) => Math.round(window.visualViewport?.height ?? window.innerHeight) === h, full.height - by);
      if (hidden) {
        await expect(nextButton(page)).toBeHidden();
        await page.setViewportSize(full);
        await expect(nextButton(page)).toBeVisible();
      } else {
        // Nothing may happen: the frames after the new height have handled its resize event (a wrong hide would be
        // drawn by then), and the button is still there.
        await framesDrawn(page);
        await expect(nextButton(page)).toBeVisible();
      }
    });
  }
});

test('the picker sheet closes with Escape and gives the focus back to its field', async ({ warmPage: page }) => {
  await openBankForm(page);
  const city = page.getByRole('button', { name: /^City/ });
  await city.click();
  const sheet = page.getByRole('dialog', { name: 'City' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(city).toBeFocused();
  await expect(city).toHaveText(bankCopy.placeholderPicker);
});

/**
 * The sheet and the keypad float over the page, whichever field opens them: a field's box may not hold them
 * (in a long form, fields off screen skip their layout, widgets.css, which makes each field its own frame for what
 * is fixed).
 */
test('the picker sheet and the money keypad lie across the bottom of the screen, over the form', async ({ warmPage: page }) => {
  await openBankForm(page);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const acrossTheBottom = async (name: string, floating: ReturnType<Page['getByRole']>) => {
    await expect(floating).toBeVisible();
    const box = await floating.boundingBox();
    if (!box) throw new Error(`${name}: no box`);
    expect({ left: Math.round(box.x), width: Math.round(box.width), bottom: Math.round(box.y + box.height) }, name).toEqual({
      left: 0,
      width: viewport.width,
      bottom: viewport.height,
    });
    // On top: what a tap in its middle reaches is the sheet or the keypad itself.
    const onTop = await floating.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop, `${name} is on top`).toBe(true);
  };

  // As SchemaForm marks a form of more than LONG_FORM fields (the sandbox's form is shorter): its fields contain
  // their layout, the case where an overlay drawn inside its field would be held in the field's box.
  await page.locator('.w-form').evaluate((form) => form.classList.add('w-form--long'));
  await expect(page.locator('.w-form--long .w-field').first()).toHaveCSS('content-visibility', 'auto');

  await field(page, 'City').click();
  await acrossTheBottom('picker sheet', page.getByRole('dialog', { name: 'City', exact: true }));
  await page.keyboard.press('Escape');

  await field(page, 'Monthly income (₱)').click();
  await acrossTheBottom('money keypad', page.getByRole('group', { name: bankCopy.formLabels.keypad, exact: true }));
});
