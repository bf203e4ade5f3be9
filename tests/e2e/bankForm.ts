/**
 * Helpers of the bank binding e2e suite (bindBank*.spec.ts): opening the
 * screen, finding its controls the way a person does (tabs by name, fields by
 * label) and entering values the way a person does (typing, picker sheet,
 * money keypad).
 *
 * Field titles, options and the channel names come from the sandbox's
 * cardInit items (sandbox/scenarios/default.json); the screen's own labels
 * (card types, buttons, keypad) from its copy (bankCopy), so they may be
 * reworded freely.
 */
import type { Page } from '@playwright/test';
import { expect, jsonFields, openScreen, sandboxRequests } from './fixtures.ts';
import { bankCopy } from './copy.ts';

/** The address every bank test opens: /bindBank?scenario=…&productId=1001&product_id=1001&orderId=900001. */
export const BANK_QUERY = { productId: '1001', product_id: '1001', orderId: '900001' } as const;

/** Opens the screen; does not wait for anything. */
export async function openBank(page: Page, scenario: string, extraQuery: Record<string, string> = {}): Promise<void> {
  await openScreen(page, '/bindBank', scenario, { ...BANK_QUERY, ...extraQuery });
}

/** Opens the screen and waits until the server's fields are drawn (prefilled 'Full name'). */
export async function openBankForm(page: Page, scenario = 'default', extraQuery: Record<string, string> = {}) {
  await openBank(page, scenario, extraQuery);
  await expect(field(page, 'Full name')).toHaveValue('Juan Dela Cruz', { timeout: 10_000 });
}

/** The e-wallet channels' tab names, as cardInit names them. */
export const CHANNEL = { gcash: 'GCash', maya: 'Maya', grabPay: 'GrabPay' } as const; // server text: sandbox/scenarios/default.json

/** The card-type tabs' names (cardType 1 and 2). */
export const EWALLET = bankCopy.cardTypeEwallet;
export const BANK_ACCOUNT = bankCopy.cardTypeBank;

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
export const cardTypeTabs = (page: Page) => page.getByRole('tablist', { name: bankCopy.cardTypeLabel, exact: true });
export const channelTabs = (page: Page) => page.getByRole('tablist', { name: bankCopy.channelLabel, exact: true });
export const nextButton = (page: Page) => page.getByRole('button', { name: bankCopy.next, exact: true });
export const toast = (page: Page) => page.getByRole('status');

/** A field by its label: a textbox, a date input or a picker button. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The labels of the fields on screen, in order. */
export const fieldLabels = (page: Page) => page.getByRole('main').locator('label');

/** Fields shown for every card type (cardTypeMi 0). */
export const ALL_TYPE_FIELDS = ['Full name', 'Date of birth', 'City', 'Account use', 'Monthly income (₱)', 'TIN or SSS number'] as const;

/** Fields shown per channel (the server's names) or for the bank card type (SPEC point 4). */
export const FIELDS_BY_CHOICE = {
  GCash: ['GCash number', 'GCash account name', ...ALL_TYPE_FIELDS],
  Maya: ['Maya number', ...ALL_TYPE_FIELDS],
  GrabPay: ['GrabPay number', ...ALL_TYPE_FIELDS],
  bank: ['Bank', 'Account number', ...ALL_TYPE_FIELDS],
} as const;

/** The tab that makes a choice of FIELDS_BY_CHOICE: a channel by its name, the bank card type by the copy's. */
export const choiceTab = (choice: keyof typeof FIELDS_BY_CHOICE): string => (choice === 'bank' ? BANK_ACCOUNT : choice);

/** One value entered by a person. */
export type Entry =
  | { label: string; type: string } // typed key by key into a text field
  | { label: string; date: string } // the date input (YYYY-MM-DD)
  | { label: string; pick: string } // picker sheet: option, then its confirm button
  | { label: string; keypad: string }; // money keypad: one key per character, then its hide button

/** Types into a text field key by key, after clearing it. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = field(page, label);
  await input.fill('');
  await input.pressSequentially(text);
}

/** Picks an option in a picker field and confirms. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  const sheet = page.getByRole('dialog', { name: label, exact: true });
  await sheet.getByRole('option', { name: option, exact: true }).click();
  await sheet.getByRole('button', { name: bankCopy.formLabels.confirm, exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

/** The keypad key for one character. */
export const keypadKey = (page: Page, key: string) => page.getByRole('button', { name: key === '.' ? bankCopy.formLabels.keypadDecimal : key, exact: true });

/** Enters an amount on the money keypad and hides it. */
export async function keypadEnter(page: Page, label: string, amount: string): Promise<void> {
  await field(page, label).click();
  for (const key of amount) await keypadKey(page, key).click();
  await page.getByRole('button', { name: bankCopy.formLabels.keypadHide, exact: true }).click();
}

/**
 * Picks a day in the date field as a borrower does: a tap on it first (until it is reached it is a plain box,
 * widgets/form/DateField.tsx), then the day in the platform's date box.
 */
export async function pickDay(page: Page, label: string, day: string): Promise<void> {
  await field(page, label).click();
  await expect(field(page, label)).toHaveAttribute('type', 'date');
  await field(page, label).fill(day);
}

export async function enter(page: Page, entry: Entry): Promise<void> {
  if ('type' in entry) await typeInto(page, entry.label, entry.type);
  else if ('date' in entry) await pickDay(page, entry.label, entry.date);
  else if ('pick' in entry) await pick(page, entry.label, entry.pick);
  else await keypadEnter(page, entry.label, entry.keypad);
}

/** Fields every card type shows (the prefilled 'Full name' and 'Account use' are kept as served). */
export const ALL_TYPE_ENTRIES: Entry[] = [
  { label: 'Date of birth', date: '1990-05-17' },
  { label: 'City', pick: 'Cebu City' },
  { label: 'Monthly income (₱)', keypad: '25000.5' },
  { label: 'TIN or SSS number', type: '123456789' },
];

/** What those entries (and the prefills) send. */
export const ALL_TYPE_VALUES = {
  holderName: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  city: 'CEB',
  accountUse: '2',
  monthlyIncome: '25000.5',
  idNumber: '123456789',
};

/** A complete GCash form. */
export const GCASH_ENTRIES: Entry[] = [
  // Typed the way many Filipinos write it; the server gets 09171234567 (the PH market's mobile rule).
  { label: 'GCash number', type: '+63 917 123 4567' },
  { label: 'GCash account name', type: 'JUAN DELA CRUZ' },
  ...ALL_TYPE_ENTRIES,
];

/** What each field shows after GCASH_ENTRIES (display, not raw). */
export const GCASH_SHOWN: Record<string, string> = {
  'GCash number': '+63 917 123 4567',
  'GCash account name': 'JUAN DELA CRUZ',
  'Full name': 'Juan Dela Cruz',
  'Date of birth': '1990-05-17',
  'Monthly income (₱)': '25000.5',
  'TIN or SSS number': '123456789',
};
export const GCASH_PICKED: Record<string, string> = { City: 'Cebu City', 'Account use': 'Savings' };

export async function fillAll(page: Page, entries: Entry[]): Promise<void> {
  for (const entry of entries) await enter(page, entry);
}

/** Every field shows what was entered: text inputs by value, pickers by the chosen option's name. */
export async function expectShown(page: Page, values: Record<string, string>, picked: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(field(page, label), label).toHaveValue(value);
  for (const [label, name] of Object.entries(picked)) await expect(field(page, label), label).toHaveText(name);
}

/** The JSON bodies of one endpoint's requests, as the sandbox received them. */
export async function sentBodies(page: Page, endpoint: string): Promise<Record<string, unknown>[]> {
  return (await sandboxRequests(page, endpoint)).map((r) => jsonFields(r.body));
}
