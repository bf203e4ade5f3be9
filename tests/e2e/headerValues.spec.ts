/**
 * Page values the clients copy into request headers (building, gather for the
 * JSON client; swift, eyes for the form client; CONTRACT section 3), hostile
 * in the address: a phone name outside Latin-1 and a line break. Chromium
 * refuses such a header and the call fails before it leaves (issue 29: the
 * complaint home said "Network error"); made header-safe, the page loads and
 * the server receives the value percent-encoded.
 */
import { expect, openScreen, test } from './fixtures.ts';
import { englishCopy } from './copy.ts';

const HOSTILE = '王的iPhone\r\nX-Injected: 1';
const QUERY = { productId: '1001', orderId: '900001', building: HOSTILE, gather: HOSTILE, swift: HOSTILE, eyes: HOSTILE };

for (const [path, screen, header] of [
  ['/complaint', 'complaint', 'gather'],
  ['/confirmLoan', 'confirmLoan', 'eyes'],
] as const) {
  test(`${path}: hostile values copied into headers; the page loads, the header arrives header-safe`, async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      const value = request.headers()[header];
      if (value !== undefined) sent.push(value);
    });
    await openScreen(page, path, 'default', QUERY);
    await expect(page.getByRole('heading', { level: 1, name: englishCopy<{ title: string }>(screen).title })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(sent.length).toBeGreaterThan(0);
    for (const value of sent) {
      expect(value).toBe('%E7%8E%8B%E7%9A%84iPhoneX-Injected: 1');
      expect(decodeURIComponent(value.replace('X-Injected: 1', ''))).toBe('王的iPhone');
    }
  });
}
