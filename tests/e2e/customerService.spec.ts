/**
 * Customer service (SPEC point 2 "Customer service"; point 9: help 24 hours,
 * complaints within 3 weekdays; CONTRACT section 3 contactKfInfo, section 4
 * callPhone).
 */
import { expect, nativeMessages, openScreen, sandboxRequests, test } from './fixtures.ts';
import { appCopy, contactInfo, sentJson, serviceCopy } from './complaintHelpers.ts';

import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

/** The telephone the sandbox's customer service answers (the lender's: tests/unit/screens/across/contactDetails.test.ts). */
const PHONE = defaultScenario.responses.contactKfInfo.body.data.smWa;

test.describe('Customer service', () => {
  test('the 24-hour text, the telephone, the e-mail link and the 3-weekday promise', async ({ warmPage: page }) => {
    await openScreen(page, '/customerService', 'default');
    const main = page.getByRole('main');
    await expect(main.getByText(serviceCopy.online, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: PHONE, exact: true })).toBeVisible();
    const email = main.getByRole('link', { name: contactInfo.email, exact: true });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${contactInfo.email}`);
    await expect(main.getByText(serviceCopy.promise, { exact: true })).toBeVisible();
    expect(await sentJson(page, 'contactKfInfo')).toEqual([{}]);
  });

  test('tapping the telephone asks the native app to call it', async ({ warmPage: page }) => {
    await openScreen(page, '/customerService', 'default');
    await page.getByRole('button', { name: PHONE, exact: true }).click();
    await expect.poll(async () => (await nativeMessages(page, 'callPhone')).map((m) => m.body)).toEqual([{ phone: PHONE }]);
  });

  test("customer-service-failure: the network message and 'Try again', which asks again", async ({ warmPage: page }) => {
    await openScreen(page, '/customerService', 'customer-service-failure');
    await expect(page.getByRole('alert')).toHaveText(appCopy.networkError);
    await expect(page.getByRole('button', { name: PHONE })).toHaveCount(0);
    expect(await sandboxRequests(page, 'contactKfInfo')).toHaveLength(1);

    await page.getByRole('button', { name: appCopy.retry, exact: true }).click();
    await expect.poll(async () => (await sandboxRequests(page, 'contactKfInfo')).length).toBe(2);
    await expect(page.getByRole('alert')).toHaveText(appCopy.networkError);
    expect(await nativeMessages(page, 'callPhone')).toEqual([]);
  });
});
