/**
 * The cost in the data, products: builds the bench page pages/scale/ (the
 * sign-in failure screen drawing n recommended products) into the bench
 * pages' folder, then, in Chromium, times its first draw (resolve + React +
 * style and layout) with 100, 1,000 and 5,000 products. Rounds rotate between
 * the sizes so machine load spreads evenly; medians.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium, devices } from 'playwright';
import { chromiumLaunch } from '../chromiumLaunch.ts';
import { median } from './stats.ts';

export const SCALE_COUNTS = [100, 1000, 5000];

/** Builds pages/scale/ into <pagesDir>/scale (served at /scale/ with the other bench pages), with one logo for every product. */
export async function buildScalePage(pagesDir: string): Promise<void> {
  const outDir = join(pagesDir, 'scale');
  await build({
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    root: join(import.meta.dirname, 'pages', 'scale'),
    base: '/scale/',
    build: { target: 'es2020', outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
  });
  writeFileSync(
    join(outDir, 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#36c"/></svg>',
  );
}

export interface ScaleFigure {
  count: number;
  /** Median first draw: resolve, React render and commit, style and layout. */
  ms: number;
  /** Medians of its parts: resolveScreen, and style and layout forced after the commit (React is the rest). */
  resolve: number;
  layout: number;
  perItem: number;
  /** Offers found in the DOM after a draw (must equal count). */
  drawn: number;
  samples: number;
}

export async function scaleProductFigures(pageUrl: string, counts = SCALE_COUNTS, rounds = 4): Promise<{ figures: ScaleFigure[]; chromium: string }> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({ ...devices['iPhone 13'] });
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const logo = new URL('logo.svg', pageUrl).pathname;
    type Draw = { ms: number; resolve: number; layout: number; drawn: number };
    const draws = new Map<number, Draw[]>(counts.map((c) => [c, []]));
    for (let r = 0; r < rounds; r++) {
      for (const count of counts) {
        // Fewer draws of the big lists: each takes long enough to time on its own.
        const runs = Math.max(2, Math.min(10, Math.round(2000 / count)));
        const got = await page.evaluate(
          ([n, k, src]) => (window as unknown as { scaleBench(n: number, k: number, src: string): Draw[] }).scaleBench(n, k, src),
          [count, runs, logo] as [number, number, string],
        );
        draws.get(count)!.push(...got);
      }
    }
    const figures = counts.map((count): ScaleFigure => {
      const all = draws.get(count)!;
      const ms = median(all.map((d) => d.ms));
      const resolve = median(all.map((d) => d.resolve));
      const layout = median(all.map((d) => d.layout));
      return { count, ms, resolve, layout, perItem: ms / count, drawn: Math.min(...all.map((d) => d.drawn)), samples: all.length };
    });
    return { figures, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
