/**
 * The card-type switch of a 60-field server form, in Chromium, three ways:
 *
 * - app: the production build's /bindBank (the stand-in backend answers
 *   card-init with the 60 items); a click on the real tab runs the screen's
 *   chain (ui.set), the engine resolves the screen again and SchemaForm draws;
 * - SchemaForm alone: the engine's form widget given the other card type's
 *   ready-made form (bench page), so the engine's own share shows;
 * - plain rjsf: @rjsf/core re-rendering all 60 fields with a new schema and
 *   uiSchema (bench page), the naive way.
 *
 * One switch is timed in the page from the click: to the new fields being in
 * the DOM (a MutationObserver sees them) with style and layout forced at once
 * (the switch's main-thread work), and to the frame that shows them painted
 * (next animation frame, then a task after it). Headless Chromium keeps its
 * frames at 60 Hz whatever the flags, so the second figure moves in steps of
 * 16.7 ms: 16.7 means the switch made the very next frame. Rounds rotate
 * between the three pages so machine load spreads evenly.
 */
import { chromium, devices, type Page } from 'playwright';
import { chromiumLaunch } from '../chromiumLaunch.ts';
import { median } from './stats.ts';
import { endpoints } from '../../actions/api/endpoints.ts';

export interface SwitchTarget {
  name: string;
  url: string;
  /** Selector of one drawn field. */
  field: string;
  /** Fields shown for card type 1 / type 2. */
  counts: [number, number];
  /** The card-init items the page gets instead of its server's (the 200- and 500-field forms of scaleBank.ts). */
  cardItems?: unknown[];
}

export interface SwitchFigures {
  name: string;
  /** Click → the new fields are in the DOM, styled and laid out (the main-thread work of the switch). */
  dom: number;
  /** Click → the frame that shows them is painted (bound to 60 Hz vsync: 16.7 means the very next frame). */
  frame: number;
  samples: number;
}

interface Args {
  field: string;
  counts: [number, number];
  switches: number;
}

/** Runs in the page: `switches` card-type switches, alternating, each timed to the DOM and to the painted frame. */
async function switchInPage({ field, counts, switches }: Args): Promise<{ dom: number[]; frame: number[] }> {
  const tabs = () => document.querySelectorAll<HTMLElement>('[role="tablist"]')[0].querySelectorAll<HTMLElement>('[role="tab"]');
  const count = () => document.querySelectorAll(field).length;
  const painted = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    );
  const drawn = (want: number) =>
    new Promise<void>((resolve, reject) => {
      if (count() === want) return resolve();
      // A switch that never shows the other card type's fields is a broken page, not a slow one.
      const stuck = setTimeout(() => reject(new Error(`the switch did not draw ${want} fields (${count()} drawn)`)), 10_000);
      const observer = new MutationObserver(() => {
        if (count() !== want) return;
        observer.disconnect();
        clearTimeout(stuck);
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  const dom: number[] = [];
  const frame: number[] = [];
  for (let i = 0; i < switches; i++) {
    const to = tabs()[0].getAttribute('aria-selected') === 'true' ? 1 : 0;
    await painted(); // start from a quiet, painted page
    const t0 = performance.now();
    tabs()[to].click();
    await drawn(counts[to]);
    // Style and layout of the new fields, forced now: the work left before the frame can be painted.
    void document.documentElement.getBoundingClientRect();
    const t1 = performance.now();
    await painted();
    const t2 = performance.now();
    dom.push(t1 - t0);
    frame.push(t2 - t0);
  }
  return { dom, frame };
}

/** From a task to the next painted frame on an idle page: the frame step the painted figures move in. */
async function idleFrame(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      await new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
      );
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  });
}

export async function bankSwitchFigures(targets: SwitchTarget[], rounds = 5, perRound = 10, warmup = 6) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const pages: Page[] = [];
    for (const t of targets) {
      const context = await browser.newContext({ ...devices['iPhone 13'] });
      // tsx names functions through a `__name` helper; the in-page functions need it too.
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      if (t.cardItems) {
        const body = JSON.stringify({ code: '00', message: 'ok', data: { items: t.cardItems } });
        await context.route(
          (url) => url.pathname === endpoints.cardInit.path,
          (route) => route.fulfill({ status: 200, contentType: 'application/json', body }),
        );
      }
      const page = await context.newPage();
      await page.goto(t.url, { waitUntil: 'networkidle' });
      await page.waitForFunction(([sel, n]) => document.querySelectorAll(sel as string).length === n, [t.field, t.counts[0]] as const, { timeout: 20_000 });
      await page.evaluate(switchInPage, { field: t.field, counts: t.counts, switches: warmup });
      pages.push(page);
    }
    const frameCost = await idleFrame(pages[0]);
    const samples = targets.map(() => ({ dom: [] as number[], frame: [] as number[] }));
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < targets.length; i++) {
        const got = await pages[i].evaluate(switchInPage, { field: targets[i].field, counts: targets[i].counts, switches: perRound });
        samples[i].dom.push(...got.dom);
        samples[i].frame.push(...got.frame);
      }
    }
    const figures: SwitchFigures[] = targets.map((t, i) => ({
      name: t.name,
      dom: median(samples[i].dom),
      frame: median(samples[i].frame),
      samples: samples[i].frame.length,
    }));
    return { figures, frameCost, chromium: browser.version() };
  } finally {
    await browser.close();
  }
}
