/**
 * Clock changes (issue 16): after 'get code' (promo register) or 'Repay now'
 * (the legacy repayment code step), the borrower sets the phone's clock back
 * or forward an hour. The countdown keeps running on elapsed time: '59 s' a
 * second later, the button free again 60 s after sending — never '3657 s' and
 * an hour's lock, never free at once. page.clock.setSystemTime moves Date but
 * not performance.now(), as a change of the phone's clock does.
 */
import type { Page } from '@playwright/test';
import { GOOD, countingText, expect, fill, freezeClock, getCodeButton, openRegisterReady, registerCopy, test } from './promoHelpers.ts';
import { button, dialog, open, resendCounting, resendName, test as repayTest, wayCopy } from './repayHelpers.ts';

test.describe.configure({ timeout: 60_000 });

const SHIFTS = [
  { what: 'back one hour', ms: -3_600_000 },
  { what: 'forward one hour', ms: 3_600_000 },
];

async function shiftClock(page: Page, ms: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + ms);
}

for (const shift of SHIFTS) {
  test(`promo register: the phone clock set ${shift.what} after get code; the countdown goes on from 60 s`, async ({ page }) => {
    await page.clock.install();
    await openRegisterReady(page, 'default');
    await fill(page, { mobile: GOOD.mobile, captcha: GOOD.captcha });
    await freezeClock(page);
    await getCodeButton(page).click();
    await expect(getCodeButton(page)).toHaveText(countingText(60));

    await shiftClock(page, shift.ms);
    await page.clock.runFor(1000);
    await expect(getCodeButton(page)).toHaveText(countingText(59));
    await page.clock.runFor(58_000);
    await expect(getCodeButton(page)).toHaveText(countingText(1));
    await expect(getCodeButton(page)).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(1000);
    await expect(getCodeButton(page)).toHaveText(registerCopy.getCode);
    await expect(getCodeButton(page)).toHaveAttribute('aria-disabled', 'false');
  });

  repayTest(`legacy repayment code step: the phone clock set ${shift.what} after Repay now; resend counts on from 60 s`, async ({ page }) => {
    await page.clock.install();
    await open(page, '/repaymentWay', 'default', { orderId: '900001' });
    await freezeClock(page);
    await button(page, 'BDO Unibank •••• 4321').click();
    await button(page, wayCopy.commit).click();
    const resend = dialog(page, wayCopy.smsTitle).getByRole('button', { name: resendName });
    await expect(resend).toHaveText(resendCounting(60));

    await shiftClock(page, shift.ms);
    await page.clock.runFor(1000);
    await expect(resend).toHaveText(resendCounting(59));
    await page.clock.runFor(59_000);
    await expect(resend).toHaveText(wayCopy.resend);
    await expect(resend).toHaveAttribute('aria-disabled', 'false');
  });
}
