/**
 * Second visits (issue 31): a web view opened again on a screen it showed
 * before, in the same browser profile, its files cached by the caching rule
 * (docs/hosting.md, scripts/cacheControl.ts, served by the stand-in).
 *
 * How, and why this way: Lighthouse as in the Lighthouse part (mobile,
 * simulated throttling: slow 4G, 4× CPU), so the figures stand beside the
 * floor's cold LCP measured the same way in the same Chromium. Lighthouse
 * clears the cache before a page by default; here every route is first
 * opened once in that Chromium (the first visit: Playwright over the DevTools
 * protocol, until the network is idle), then measured by Lighthouse with
 * `disableStorageReset` (the cache kept). The simulation prices what the
 * second load really did: a file from the disk cache costs a disk read
 * (8 ms + 20 ms/MB), the page's revalidation (a 304) and the API answers
 * (no-store) cost their round trips on slow 4G, and every script's parse and
 * run is still slowed 4×. A file from the memory cache would be priced as a
 * network fetch, which can only make a figure worse, never flatter it.
 * The floor's cold LCP is the median of 3 runs, taken before anything is
 * cached (a cold run clears the whole cache); the floor's own second visit is
 * measured like the routes'. One second-visit run per route.
 */
import { chromium } from 'playwright';
import { withLighthouse, type LighthouseFigures } from './lighthouseRuns.ts';
import { median } from './stats.ts';

export interface RepeatRow extends LighthouseFigures {
  label: string;
}

export interface RepeatFigures {
  floorColdRuns: LighthouseFigures[];
  floorCold: number;
  floorSecond: LighthouseFigures;
  rows: RepeatRow[];
}

export async function repeatVisits(
  floorUrl: string,
  routes: { label: string; url: string }[],
  saveDir: string,
  progress: (text: string) => void,
): Promise<RepeatFigures> {
  return withLighthouse(
    async (run, port) => {
      const floorColdRuns: LighthouseFigures[] = [];
      for (let n = 1; n <= 3; n++) {
        progress(`second visits: the floor, cold (${n}/3)`);
        floorColdRuns.push(await run(floorUrl, `floor-cold-${n}`));
      }
      progress(`second visits: the first visit of the floor and ${routes.length} routes in the same Chromium`);
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const page = await browser.contexts()[0].newPage();
        for (const url of [floorUrl, ...routes.map((r) => r.url)]) await page.goto(url, { waitUntil: 'networkidle' });
        await page.close();
      } finally {
        await browser.close();
      }
      progress('second visits: the floor');
      const floorSecond = await run(floorUrl, 'floor-second', { keepCache: true });
      const rows: RepeatRow[] = [];
      for (const [i, route] of routes.entries()) {
        progress(`second visits: ${route.label} (${i + 1}/${routes.length})`);
        rows.push({ label: route.label, ...(await run(route.url, `second-${route.label}`, { keepCache: true })) });
      }
      return { floorColdRuns, floorCold: median(floorColdRuns.map((f) => f.lcp)), floorSecond, rows };
    },
    saveDir,
    'simulate',
  );
}
