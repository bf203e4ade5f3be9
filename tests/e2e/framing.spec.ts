/**
 * Clickjacking (issue 16): another website must not be able to put any page
 * of the app in an (invisible) frame and trick taps. Every page is served
 * with `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`
 * (scripts/csp.ts). One page of a foreign origin frames every route of
 * schemas/routes.json and every promotion route at once; none may draw. The
 * same page framed by the site itself (as the live preview does) still draws.
 *
 * The framed addresses carry the CSP probe mark: the browser reports each
 * refused frame-ancestors, and those reports are this test's proof, not a
 * violation of the run (tests/e2e/cspTeardown.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame } from '@playwright/test';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { CSP_PROBE } from './cspTeardown.ts';

/**
 * The foreign site: a server of its own on this machine, so another origin. A page answered by
 * page.route would count as a public site, and Chromium's private-network rule would stop its
 * frames before the app's headers are even read, which proves nothing.
 */
async function foreignSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Every page address: the product routes, an unknown one, and the promotion entry's hash routes. */
const ADDRESSES = [...Object.keys(routesFile.routes), '/no-such-page', ...Object.keys(routesFile.promo).map((hash) => `/promo/#${hash}`)].map((path) => {
  const [base, hash] = path.split('#');
  return `${base}${base.includes('?') ? '&' : '?'}${CSP_PROBE}=1&scenario=default${hash ? `#${hash}` : ''}`;
});

test.describe.configure({ timeout: 90_000 });

/** What the framed document shows (for the report of a page that could be framed). */
async function drawn(frame: Frame | null): Promise<string> {
  if (!frame) return '';
  try {
    return (await frame.locator('body').innerText({ timeout: 1_000 })).trim();
  } catch {
    return '';
  }
}

test('another website cannot frame any page (frame-ancestors and X-Frame-Options)', async ({ page, baseURL }) => {
  const app = new URL(baseURL!).origin;
  const response = await page.request.get(`${app}/confirmLoan`);
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

  const frames = ADDRESSES.map((path, i) => `<iframe id="f${i}" src="${app}${path}" style="opacity:0.01"></iframe>`).join('\n');
  const attacker = await foreignSite(`<!doctype html><title>win a prize</title>${frames}`);
  test.info().attach('foreign site', { body: attacker.url });
  expect(new URL(attacker.url).origin).not.toBe(app);
  await page.goto(attacker.url);

  // goto waits for the load event, which waits for every frame: drawn or refused, each is settled now.
  const refused: string[] = [];
  const framed = page.mainFrame().childFrames();
  expect(framed).toHaveLength(ADDRESSES.length);
  for (const frame of framed) {
    // Refused: Chromium shows its own error page in the frame, never the app.
    if (!frame.url().startsWith('chrome-error:')) refused.push(`${frame.url()} drew: ${(await drawn(frame)).slice(0, 80)}`);
  }
  await attacker.close();
  expect(refused, 'pages another website could frame').toEqual([]);
});

test('the site itself can still frame a page (the live preview does)', async ({ page, baseURL }) => {
  const app = new URL(baseURL!).origin;
  await page.goto(`/aboutUs?${CSP_PROBE}=1&scenario=default`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.id = 'self-frame';
    document.body.append(frame);
  }, `${app}/privacyPolicy?scenario=default`);
  const frame = page.frameLocator('#self-frame');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
});
