/**
 * A code for another number (issue 16): after get code, fixing one digit of
 * the mobile number clears the SMS code and the countdown and says so; Apply
 * then sends no register with the old code. Spacing the same number differently
 * keeps the code.
 */
import {
  GOOD,
  MSG,
  applyButton,
  expect,
  fill,
  getCodeButton,
  mobileInput,
  openRegisterReady,
  quietPeriod,
  registerCopy,
  sentCount,
  sentForms,
  smsInput,
  test,
  toast,
} from './promoHelpers.ts';

test('editing the mobile number after get code clears the code and the countdown, says so; Apply sends nothing', async ({ page }) => {
  await openRegisterReady(page, 'default');
  await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
  await getCodeButton(page).click();
  await expect(toast(page)).toHaveText(MSG.smsSent);
  await expect(getCodeButton(page)).toHaveText(/^\d+ s$/);
  await smsInput(page).fill(GOOD.smsCode);

  // Fix the last digit: another number.
  await mobileInput(page).press('End');
  await mobileInput(page).press('Backspace');
  await mobileInput(page).pressSequentially('8');
  await expect(toast(page)).toHaveText(registerCopy.codeReset);
  await expect(smsInput(page)).toHaveValue('');
  await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
  await expect(getCodeButton(page)).toHaveAttribute('aria-disabled', 'false');

  await applyButton(page).click();
  // What to do next: a code for this number (the empty code field would only say half of it).
  await expect(toast(page)).toHaveText(registerCopy.codeForOtherNumber);
  await quietPeriod(page);
  expect(await sentCount(page, 'register')).toBe(0);
});

test('the same number typed with other spacing keeps the code and the countdown', async ({ page }) => {
  await openRegisterReady(page, 'default');
  await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
  await getCodeButton(page).click();
  await expect(getCodeButton(page)).toHaveText(/^\d+ s$/);
  await smsInput(page).fill(GOOD.smsCode);
  await mobileInput(page).fill(GOOD.mobile.replace(/ /g, ''));
  await expect(mobileInput(page)).toHaveValue(GOOD.mobile.replace(/ /g, ''));
  await quietPeriod(page);
  await expect(smsInput(page)).toHaveValue(GOOD.smsCode);
  await expect(getCodeButton(page)).toHaveText(/^\d+ s$/);
});

test('the old code typed again for the new number: Apply asks for a new code in words, sends nothing; with a new code the new number is registered', async ({
  page,
}) => {
  await openRegisterReady(page, 'default');
  await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
  await getCodeButton(page).click();
  await expect(toast(page)).toHaveText(MSG.smsSent);
  await mobileInput(page).fill('0999 999 9999');
  await expect(toast(page)).toHaveText(registerCopy.codeReset);
  await smsInput(page).fill(GOOD.smsCode);
  await applyButton(page).click();
  await expect(toast(page)).toHaveText(registerCopy.codeForOtherNumber);
  await quietPeriod(page);
  expect(await sentCount(page, 'register')).toBe(0);

  await getCodeButton(page).click();
  await expect(getCodeButton(page)).toHaveText(/^\d+ s$/);
  await smsInput(page).fill(GOOD.smsCode);
  await applyButton(page).click();
  await expect.poll(() => sentCount(page, 'register')).toBe(1);
  expect((await sentForms(page, 'register'))[0].phone).toBe('09999999999');
});
