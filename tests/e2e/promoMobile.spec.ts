/**
 * The register page as a Filipino borrower types a number (CONTRACT section 6,
 * the PH profile): every common way is accepted and the server gets one form,
 * 09XXXXXXXXX; a landline, a short number, letters or a long one are refused
 * with the profile's message before anything is sent. Paste works, and the
 * caret stays where the borrower is typing.
 */
import {
  GOOD,
  MSG,
  SENT_MOBILE,
  applyButton,
  expect,
  fill,
  mobileInput,
  openRegisterReady,
  quietPeriod,
  registerCopy,
  sentCount,
  sentForms,
  test,
} from './promoHelpers.ts';
import { expectSaidInline, markAddressLeft } from './fixtures.ts';

const ACCEPTED = ['09171234567', '0917 123 4567', '0917-123-4567', '+63 917 123 4567', '+639171234567', '639171234567', '9171234567'];
const REFUSED = [
  ['a landline', '02 8123 4567'],
  ['10 digits starting with 0', '0917123456'],
  ['letters', '0917-ABC-4567'],
  ['too long', '+63 917 123 45678'],
  ['a mainland-China number', '13812345678'],
];

test('every common way of typing a Philippine mobile number registers as 09171234567', async ({ warmPage: page }) => {
  test.setTimeout(ACCEPTED.length * 8_000);
  for (const typed of ACCEPTED) {
    await markAddressLeft(page, 'next-way'); // a new document each time (a new hash alone would not reload)
    await openRegisterReady(page, 'default');
    await fill(page, { ...GOOD, mobile: typed });
    await expect(mobileInput(page)).toHaveValue(typed);
    await applyButton(page).click();
    await expect.poll(() => sentCount(page, 'register'), typed).toBe(1);
    const [body] = await sentForms(page, 'register');
    expect({ typed, phone: body.phone, userName: body.userName }).toEqual({ typed, phone: SENT_MOBILE, userName: SENT_MOBILE });
  }
});

test(`anything else is refused with '${MSG.mobile}', the field marked, nothing sent`, async ({ warmPage: page }) => {
  await openRegisterReady(page, 'default');
  for (const [what, typed] of REFUSED) {
    await fill(page, { ...GOOD, mobile: typed });
    await applyButton(page).click();
    await expect(mobileInput(page), what).toHaveAttribute('aria-invalid', 'true');
    await expectSaidInline(page, MSG.mobile, what);
  }
  await quietPeriod(page);
  expect(await sentCount(page, 'trackClick')).toBe(0);
  expect(await sentCount(page, 'register')).toBe(0);
});

test('a pasted number is kept as pasted; a digit fixed in the middle stays where it was typed', async ({ warmPage: page }) => {
  await openRegisterReady(page, 'default');
  const input = mobileInput(page);
  await input.focus();
  // Paste (a text insertion of the whole number, as the clipboard does).
  await page.keyboard.insertText('+63 917 123 4567');
  await expect(input).toHaveValue('+63 917 123 4567');
  // Fix the 2 of "123": caret after it, delete it, type 8.
  await input.evaluate((el: HTMLInputElement) => el.setSelectionRange(10, 10));
  await page.keyboard.press('Backspace');
  await page.keyboard.type('8');
  await expect(input).toHaveValue('+63 917 183 4567');
  expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(10);
  // A letter is refused without moving the caret.
  await page.keyboard.type('x');
  await expect(input).toHaveValue('+63 917 183 4567');
  expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(10);
  await expect(input).toHaveAttribute('placeholder', registerCopy.mobilePlaceholder);
});
