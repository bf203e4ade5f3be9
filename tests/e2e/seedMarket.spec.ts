/**
 * The `seed` market profile (the SPEC as written) in the browser. The sandbox
 * lets QA switch profiles with `?market=seed` (kept for the tab); production
 * has only the configured one. The SPEC's Chinese and Indonesian texts are
 * quoted here on purpose: they are what this profile must bring back.
 */
import { expect, expectSaidInline, openOrder, test, toast } from './fixtures.ts';
import { applyButton, captchaInput, fill, mobileInput, openRegisterReady, sentCount, sentForms, smsInput } from './promoHelpers.ts';
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };

test('register: the mainland-China rule and message; the number is sent as typed', async ({ page }) => {
  await openRegisterReady(page, 'default', { market: 'seed' });
  await fill(page, { mobile: '09171234567', captcha: 'AB12', smsCode: '123456' });
  await applyButton(page).click();
  await expectSaidInline(page, '请正确输入手机号！');
  // SPEC point 5: digits only, at most 11.
  await mobileInput(page).fill('');
  await mobileInput(page).pressSequentially('138123456789x');
  await expect(mobileInput(page)).toHaveValue('138 1234 5678');

  await captchaInput(page).fill('AB12');
  await smsInput(page).fill('123456');
  await applyButton(page).click();
  await expect.poll(() => sentCount(page, 'register')).toBe(1);
  expect((await sentForms(page, 'register'))[0].phone).toBe('13812345678');
  await expect(toast(page).last()).toHaveText('注册成功');
});

test("order rating with no star: 'Silakan pilih'; money grouped with dots", async ({ page }) => {
  await openOrder(page, 'order-rating', { market: 'seed' });
  const rating = page.getByRole('dialog', { name: orderScreen.copy.en.ratingTitle });
  await rating.getByRole('button', { name: orderScreen.copy.en.submit, exact: true }).click();
  await expect(toast(page)).toHaveText('Silakan pilih');

  await page.goto('/confirmLoan?scenario=default&productId=1001');
  await expect(page.getByText('₱5.000.00', { exact: true })).toBeVisible();
});
