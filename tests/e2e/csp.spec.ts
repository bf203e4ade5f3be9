/**
 * The production bundle runs under the Content-Security-Policy of
 * scripts/csp.ts: served with the header, no 'unsafe-eval', no inline
 * scripts, and a violation is reported (the whole suite fails on any report;
 * see tests/e2e/cspTeardown.ts). This probe breaks the policy on purpose, on
 * a page marked csp-probe, to prove the browser enforces it and reports it.
 */
import { expect, test } from '@playwright/test';
import { CSP_PROBE } from './cspTeardown';
import { screenCopy as orderCopy } from './copy';

test('pages are served with the policy: scripts only from the site, no eval, no inline script', async ({ page }) => {
  const response = await page.goto('/orderDetail?productId=1001&orderId=900001');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(directive('object-src')).toBe("object-src 'none'");
  await expect(page.getByRole('heading', { name: orderCopy.title })).toBeVisible();
});

test('an injected inline script does not run, and the violation is reported', async ({ page, request }) => {
  await page.goto(`/aboutUs?${CSP_PROBE}=1`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => {
      const reports = (await (await request.get('/__csp-report')).json()) as { 'csp-report'?: Record<string, string> }[];
      return reports.some((r) => r['csp-report']?.['document-uri']?.includes(CSP_PROBE) && /script-src/.test(r['csp-report']?.['violated-directive'] ?? ''));
    })
    .toBe(true);
});
