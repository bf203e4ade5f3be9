/**
 * Lighthouse (the npm package, Debian Chromium) with its default config:
 * mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown),
 * performance category only. One Chromium serves every run; Lighthouse
 * clears storage and cache before each page, unless the run keeps the cache
 * (`keepCache`: a second visit, scripts/bench/repeatVisits.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromiumFlags, chromiumPath, disableFeatures, featuresOffIn } from '../chromiumLaunch.ts';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export interface LighthouseFigures {
  score: number | null;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /**
   * The machine's speed as Lighthouse measured it just before the page (its benchmarkIndex: higher is faster; it
   * warns of a slow host under 1000). TBT is the host's task times × 4, so the same build reads differently on
   * another machine, or on this one while something else runs.
   */
  benchmarkIndex: number;
  /** Lighthouse's own complaint about the run (page failed to load, no paint…). */
  warning?: string;
  /** The page's requests, those the browser's cache answered (nothing transferred), and the bytes that came over the network. */
  requests: { total: number; fromCache: number; networkBytes: number };
  /**
   * What came before the first content (issue 31): each file asked for before the largest paint, with the bytes it
   * transferred and the main-thread time its code took (Lighthouse's bootup-time, already at the simulated 4× CPU).
   */
  beforeContent: { file: string; kib: number; ms: number }[];
}

export interface RunOptions {
  /** Keep the browser's cache and storage from earlier loads (Lighthouse `disableStorageReset`): a second visit. */
  keepCache?: boolean;
}

/**
 * `run(url, name)` measures a page; with `saveDir`, each report is kept there as <name>.json (open it in the Lighthouse viewer).
 * `throttling` 'devtools' throttles the real load instead of simulating it (a check on the simulation, not the target's setting).
 */
export async function withLighthouse<T>(
  fn: (run: (url: string, name: string, options?: RunOptions) => Promise<LighthouseFigures>, chromePort: number) => Promise<T>,
  saveDir?: string,
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // chrome-launcher's own features off, and ours, in the one switch Chromium reads.
    chromeFlags: ['--headless=new', ...chromiumFlags, disableFeatures(featuresOffIn(chromeLauncher.Launcher.defaultFlags()))],
  });
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const run = async (url: string, name: string, options: RunOptions = {}): Promise<LighthouseFigures> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
      disableStorageReset: !!options.keepCache,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (saveDir) writeFileSync(join(saveDir, `${name.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'home'}.json`), String(result.report));
    const { lhr } = result;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: { transferSize?: number; url: string }[] } | undefined)?.items ?? []).filter((r) =>
      /^https?:/.test(r.url),
    );
    type Request = { url: string; transferSize?: number; networkRequestTime?: number };
    type Bootup = { url: string; scripting?: number; scriptParseCompile?: number };
    const observedLcp =
      (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint ??
      Infinity;
    const bootup = ((lhr.audits['bootup-time']?.details as { items?: Bootup[] } | undefined)?.items ?? []) as Bootup[];
    const shortName = (u: string) => new URL(u).pathname.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1') || '/';
    const beforeContent = (items as Request[])
      .filter((r) => (r.networkRequestTime ?? Infinity) < observedLcp)
      .map((r) => {
        const b = bootup.find((x) => x.url === r.url);
        return { file: shortName(r.url), kib: (r.transferSize ?? 0) / 1024, ms: (b?.scripting ?? 0) + (b?.scriptParseCompile ?? 0) };
      });
    return {
      beforeContent,
      score: lhr.categories.performance?.score ?? null,
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      warning: lhr.runtimeError?.message ?? (lhr.runWarnings.length ? lhr.runWarnings.join(' ') : undefined),
      requests: {
        total: items.length,
        fromCache: items.filter((r) => !r.transferSize).length,
        networkBytes: items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      },
    };
  };
  try {
    return await fn(run, chrome.port);
  } finally {
    chrome.kill();
  }
}
