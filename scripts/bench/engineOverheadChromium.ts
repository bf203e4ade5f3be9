/**
 * Engine overhead in Chromium: opens the bench page pages/overhead/ (served
 * cross-origin isolated, so performance.now() ticks in 5 µs) and runs its
 * interleaved engine-vs-hand draws there (real DOM, style and layout).
 */
import { chromium, devices } from 'playwright';
import { chromiumLaunch } from '../chromiumLaunch.ts';

export interface ChromiumOverhead {
  engine: number;
  hand: number;
  difference: string;
  isolated: boolean;
}

export async function engineOverheadChromium(url: string, iterations = 1500): Promise<ChromiumOverhead> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ ...devices['iPhone 13'] });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const isolated = await page.evaluate(() => window.crossOriginIsolated);
    const got = await page.evaluate(
      (n) => (window as unknown as { overheadBench(n: number): Omit<ChromiumOverhead, 'isolated'> }).overheadBench(n),
      iterations,
    );
    return { ...got, isolated };
  } finally {
    await browser.close();
  }
}
