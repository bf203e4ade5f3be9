import { test } from '@playwright/test';
const pages = [
  '/complaint?scenario=default&orderId=900001',
  '/complainPageNext?scenario=default&problemType=1&problemSonType=12&orderNo=PH20261120001',
  '/complaintList?scenario=default',
  '/complainDetails?scenario=default&problemId=5001',
  '/complainDetails?scenario=complaint-detail-answered&problemId=4990',
  '/customerService?scenario=default',
  '/customerService?scenario=customer-service-failure',
  '/complaintList?scenario=complaint-list-failure',
];
for (const p of pages) test(p, async ({ page }) => {
  await page.goto(p);
  await page.waitForTimeout(1500);
  console.log('=====', p, '\n', await page.locator('body').ariaSnapshot());
});
