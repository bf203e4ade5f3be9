/**
 * The production bundle runs under the Content-Security-Policy of
 * scripts/csp.ts: served with the header, no 'unsafe-eval', no inline
 * script but the page's own (the entry's code, scripts/inlineEntry.ts, by
 * its hash), and a violation is reported (the whole suite fails on any report;
 * see tests/e2e/cspTeardown.ts). This probe breaks the policy on purpose, on
 * a page marked csp-probe, to prove the browser enforces it and reports it.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CSP_PROBE } from './cspTeardown.ts';
import { screenCopy as orderCopy } from './copy.ts';

/** The hashes of the scripts a page carries in itself, as the policy names them. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );

test('pages are served with the policy: scripts only from the site and the page’s own by their hashes, no eval', async ({ page }) => {
  const response = await page.goto('/orderDetail?productId=1001&orderId=900001');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  const own = inlineScriptHashes((await response?.text()) ?? '');
  expect(own.length, 'the entry is in the page').toBeGreaterThan(0);
  const allowed = directive('script-src').split(' ').slice(1);
  expect(allowed[0]).toBe("'self'");
  expect(
    allowed.slice(1).every((source) => source.startsWith("'sha256-")),
    'nothing but hashes beside the site',
  ).toBe(true);
  expect(allowed, 'each of the page’s own scripts is allowed by its hash').toEqual(expect.arrayContaining(own));
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
