/**
 * Helpers of the accessibility suite (a11y.spec.ts, issue 10): axe-core's
 * serious and critical findings, touch targets under 44 × 44 CSS px, and the
 * page at 200 % text size. Every helper returns readable offender lines, so a
 * failure names the rule, the element and what is wrong with it.
 */
import axe from 'axe-core';
import type { Frame, Locator, Page } from '@playwright/test';
import { test as base } from './fixtures.ts';

/** WCAG 2.0 / 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail the suite. */
const BLOCKING = new Set(['serious', 'critical']);

/** WCAG 2.5.5 (AAA) and Apple's Human Interface Guidelines: 44 × 44 CSS px. */
export const MIN_TARGET_PX = 44;

/**
 * The fixtures' `test` (fake native shell, no uncaught page error), plus the browser's own timers kept for axe.
 * External pages the screens show or lead to are the local stand-in's (tests/e2e/standInSites.ts): a page with a
 * language, a landmark and a heading, as axe wants where the agreement popup frames one.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(keepRealTimers);
    await use(page);
  },
  warmPage: async ({ warmPage }, use) => {
    const script = await warmPage.addInitScript(keepRealTimers);
    await use(warmPage);
    await script.dispose().catch(() => undefined);
  },
});

/**
 * Keeps the browser's own timers for axe (an init script): a test that holds the page's clock still (a modal that
 * leaves after 1.5 s) must not hold axe's internal scheduling still too.
 */
function keepRealTimers(): void {
  (window as unknown as { __a11yTimers: unknown }).__a11yTimers = {
    setTimeout: window.setTimeout,
    clearTimeout: window.clearTimeout,
    setInterval: window.setInterval,
    clearInterval: window.clearInterval,
    requestAnimationFrame: window.requestAnimationFrame,
    cancelAnimationFrame: window.cancelAnimationFrame,
  };
}

/**
 * Whether a frame of the page comes from another origin (the agreement popup frames an external page). axe
 * reads such a frame only in its partial mode, which finishes in a new blank page with axe put in again
 * (about a second a call); a page without one gets the same rules, frames included, from one `axe.run`.
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .slice(1)
    .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
}

/** What is read of axe's results. */
interface AxeViolations {
  violations: { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown; failureSummary?: string }[] }[];
}

/**
 * axe's options: the rules of AXE_TAGS, and only violations read. axe lists one node of the other result types,
 * not every node with a selector of its own (the same rules run; about a tenth of a check's CPU saved,
 * docs/decisions/063).
 */
const AXE_OPTIONS = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

/**
 * axe with the settings @axe-core/playwright gives it, in one script: each frame gets axe once. The builder
 * evaluates axe's 580 kB twice in the page (once to ask which mode, once more with the frames), gives each frame a
 * second to take it, and past that second reads the page without the frame and says nothing: on a busy machine a
 * frame went unread and its violation unreported, in its legacy mode (decision 070) and in its partial mode
 * (decision 072). Neither of its ways is used.
 */
const AXE_IN_A_FRAME = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/** The page's axe, as the scripts below reach it. */
interface AxeInPage {
  run: (context: Document, options: object) => Promise<AxeViolations>;
  runPartial: (context: unknown, options: object) => Promise<unknown>;
  finishRun: (partials: unknown[], options: object) => Promise<AxeViolations>;
  utils: {
    getFrameContexts: (context: unknown) => { frameSelector: unknown; frameContext: unknown }[];
    shadowSelect: (selector: unknown) => Element | null;
  };
}

/** The window the scripts below run in (they are sent to the page as text, so they name axe there themselves). */
type WithAxe = { axe: AxeInPage };

/** A frame that left the page meanwhile is not there to read; any other failure is said, never a frame left unread. */
async function intoFrame(frame: Frame): Promise<boolean> {
  try {
    await frame.evaluate(AXE_IN_A_FRAME);
    return true;
  } catch (error) {
    if (frame.isDetached()) return false;
    throw error;
  }
}

/** One `axe.run` in the page once axe is in every frame (each frame of the site's own: axe reads them from the page). */
async function axeOnOwnFrames(page: Page): Promise<AxeViolations> {
  const [main, ...frames] = page.frames();
  await main.evaluate(AXE_IN_A_FRAME);
  await Promise.all(frames.map(intoFrame));
  return main.evaluate((options) => (window as unknown as WithAxe).axe.run(document, options), AXE_OPTIONS);
}

/**
 * axe's partial mode, the one that reads a frame of another origin: `axe.runPartial` in `frame` and, depth first,
 * in every frame axe names there. The list is the one `axe.finishRun` reads: the frame's own result, then its
 * frames' lists in their order. A frame that left the page meanwhile is a `null`, as axe has it for a frame it
 * could not read; any other failure fails the check.
 */
async function partialsOf(frame: Frame, context: unknown): Promise<unknown[]> {
  if (!(await intoFrame(frame))) return [null];
  try {
    const frameContexts = await frame.evaluate((c) => (window as unknown as WithAxe).axe.utils.getFrameContexts(c), context);
    const own = frame.evaluate(({ c, options }) => (window as unknown as WithAxe).axe.runPartial(c, options), { c: context, options: AXE_OPTIONS });
    // Read below, after the frames; a failure meanwhile must not go unhandled.
    own.catch(() => undefined);
    const children: unknown[][] = [];
    for (const { frameSelector, frameContext } of frameContexts) {
      const element = (await frame.evaluateHandle((s) => (window as unknown as WithAxe).axe.utils.shadowSelect(s), frameSelector)).asElement();
      const child = await element?.contentFrame();
      if (!child) throw new Error(`axe names a frame at ${JSON.stringify(frameSelector)} in ${frame.url()} that has no document to read`);
      children.push(await partialsOf(child, frameContext));
    }
    return [await own, ...children.flat()];
  } catch (error) {
    if (frame.isDetached()) return [null];
    throw error;
  }
}

/**
 * The partial results put together in a new blank page, as axe asks: the page under test may have changed what
 * `axe.finishRun` relies on. The blank page is closed whatever happens.
 */
async function axeOnEveryFrame(page: Page): Promise<AxeViolations> {
  const partials = await partialsOf(page.mainFrame(), { include: [], exclude: [] });
  if (partials[0] === null) throw new Error(`the page ${page.url()} closed before axe could read it`);
  const blank = await page.context().newPage();
  try {
    await blank.evaluate(AXE_IN_A_FRAME);
    return await blank.evaluate(({ partials, options }) => (window as unknown as WithAxe).axe.finishRun(partials, options), { partials, options: AXE_OPTIONS });
  } finally {
    await blank.close();
  }
}

/** axe's serious and critical violations on the page, one line per element: rule, impact, target, summary. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await withRealTimers(page, () => (hasCrossOriginFrame(page) ? axeOnEveryFrame(page) : axeOnOwnFrames(page)));
  const lines: string[] = [];
  for (const v of results.violations) {
    if (!BLOCKING.has(v.impact ?? '')) continue;
    for (const node of v.nodes) {
      const summary = (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      lines.push(`${v.id} (${v.impact}) at ${JSON.stringify(node.target)}: ${summary} [${v.helpUrl}]`);
    }
  }
  return lines;
}

type TimerName = 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'requestAnimationFrame' | 'cancelAnimationFrame';

/** Runs `fn` with the browser's own timers in the page (see the fixture), then puts the page's back. */
async function withRealTimers<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown> & { __a11yTimers?: Record<TimerName, unknown>; __a11yPageTimers?: Record<string, unknown> };
    if (!w.__a11yTimers) return;
    w.__a11yPageTimers = {};
    for (const [name, real] of Object.entries(w.__a11yTimers)) {
      w.__a11yPageTimers[name] = w[name];
      w[name] = real;
    }
  });
  try {
    return await fn();
  } finally {
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { __a11yPageTimers?: Record<string, unknown> };
      for (const [name, own] of Object.entries(w.__a11yPageTimers ?? {})) w[name] = own;
      delete w.__a11yPageTimers;
    });
  }
}

/**
 * Controls a finger can tap whose hit area is smaller than 44 × 44 CSS px.
 *
 * The rule, written down (WCAG 2.5.5 target size, with its own exceptions):
 * - Targets: every visible `button`, `a[href]`, `select`, `summary`,
 *   checkbox, radio and file input, and every element with role button,
 *   link, tab or option.
 * - Hit area: the element's box; for an input, also the box of each of its
 *   labels (tapping a label works the control); and an absolutely positioned
 *   `::before`/`::after` of the element, which takes taps for it (a larger
 *   invisible hit area). The target passes if any one of these is at least
 *   44 × 44.
 * - Exempt (WCAG "inline" exception): a target drawn inline inside a sentence,
 *   i.e. `display: inline` whose nearest block has text of its own besides
 *   the target's. Its size is set by the line height of the text around it.
 * - Not counted: elements that are not drawn (display none, visibility
 *   hidden, zero size with no label) and the whole of an `aria-hidden` or
 *   `inert` subtree.
 * Offscreen targets count (a person scrolls to them).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const SELECTOR = [
      'button',
      'a[href]',
      'select',
      'summary',
      'input[type=checkbox]',
      'input[type=radio]',
      'input[type=file]',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=option]',
    ].join(',');
    type Box = { w: number; h: number };
    const boxOf = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { w: r.width, h: r.height };
    };
    const px = (v: string) => (v.endsWith('px') ? parseFloat(v) : NaN);
    /** An absolutely positioned pseudo-element's box (its containing block is the element itself). */
    const pseudoBox = (el: Element, which: '::before' | '::after'): Box | null => {
      const s = getComputedStyle(el, which);
      if (s.content === 'none' || s.content === 'normal' || s.position !== 'absolute' || s.display === 'none') return null;
      const own = el.getBoundingClientRect();
      const [top, right, bottom, left] = [px(s.top), px(s.right), px(s.bottom), px(s.left)];
      const width = !Number.isNaN(left) && !Number.isNaN(right) ? own.width - left - right : px(s.width);
      const height = !Number.isNaN(top) && !Number.isNaN(bottom) ? own.height - top - bottom : px(s.height);
      if (Number.isNaN(width) || Number.isNaN(height)) return null;
      return { w: width, h: height };
    };
    const blockOf = (el: Element): Element => {
      let p = el.parentElement;
      while (p && getComputedStyle(p).display.startsWith('inline')) p = p.parentElement;
      return p ?? document.body;
    };
    const inSentence = (el: Element): boolean => {
      if (getComputedStyle(el).display !== 'inline') return false;
      const rest = (blockOf(el).textContent ?? '').replace(el.textContent ?? '', '');
      return rest.trim().length > 0;
    };
    const describe = (el: Element, b: Box): string => {
      const labelText = Array.from((el as HTMLInputElement).labels ?? [])
        .map((l) => l.textContent ?? '')
        .join(' ');
      const name = el.getAttribute('aria-label') || labelText.trim() || el.textContent || el.getAttribute('title') || '';
      const cls = el.getAttribute('class') ? `.${el.getAttribute('class')!.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}" is ${b.w.toFixed(1)} × ${b.h.toFixed(1)} px`;
    };

    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const own = boxOf(el);
      const labels = Array.from((el as HTMLInputElement).labels ?? []).filter((l) => l.checkVisibility({ visibilityProperty: true }));
      if ((own.w < 2 || own.h < 2) && !labels.length) continue;
      if (inSentence(el)) continue;
      const candidates = [own, ...labels.map(boxOf), pseudoBox(el, '::before'), pseudoBox(el, '::after')].filter((b): b is Box => b !== null);
      const fits = candidates.some((b) => b.w >= min - 0.5 && b.h >= min - 0.5);
      if (!fits) out.push(describe(el, own));
    }
    return out;
  }, MIN_TARGET_PX);
}

/**
 * Doubles the text size the way a person's browser setting does: the root
 * font size (widgets.css sizes text in rem). Set through the CSS object
 * model, which a Content-Security-Policy without 'unsafe-inline' still allows.
 */
export async function setTextSize(page: Page, percent: number): Promise<void> {
  await page.evaluate((p) => {
    document.documentElement.style.fontSize = `${p}%`;
  }, percent);
}

/**
 * Notes the font size of every piece of text on the page, for
 * textThatDidNotGrow() after the text size changes.
 */
export async function noteTextSizes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const noted: [Element, number][] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (!ownText || el.closest('svg') || !el.checkVisibility({ visibilityProperty: true })) continue;
      noted.push([el, parseFloat(getComputedStyle(el).fontSize)]);
    }
    (window as unknown as { __a11yText: [Element, number][] }).__a11yText = noted;
  });
}

/** Text noted by noteTextSizes() whose font size did not grow by `factor` (a size fixed in px). */
export async function textThatDidNotGrow(page: Page, factor: number): Promise<string[]> {
  return page.evaluate((f) => {
    const noted = (window as unknown as { __a11yText?: [Element, number][] }).__a11yText ?? [];
    const out: string[] = [];
    for (const [el, before] of noted) {
      if (!el.isConnected) continue;
      const after = parseFloat(getComputedStyle(el).fontSize);
      if (after < before * f - 0.1) {
        const cls = (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).join('.');
        out.push(
          `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}": ${before} px → ${after} px`,
        );
      }
    }
    return out;
  }, factor);
}

/**
 * What is wrong with the layout at a large text size: the page scrolls
 * sideways, or a control's label does not fit in it (clipped or spilling out).
 */
export async function largeTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      // Name the widest elements, so the offender is easy to find.
      const wide = Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`);
      out.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${window.innerWidth} px window (too wide: ${wide.join(', ')})`);
    }
    const controls = document.querySelectorAll('button, a[href], [role=button], [role=tab], [role=option], select, input, textarea');
    for (const el of Array.from(controls)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const h = el as HTMLElement;
      if (h.clientWidth < 2 || h.clientHeight < 2) continue;
      if (h.scrollWidth > h.clientWidth + 1 || h.scrollHeight > h.clientHeight + 1) {
        const name = (h.getAttribute('aria-label') || h.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
        out.push(
          `${h.tagName.toLowerCase()}.${(h.getAttribute('class') ?? '').trim().split(/\s+/).join('.')} "${name}": content ${h.scrollWidth} × ${h.scrollHeight} px in a ${h.clientWidth} × ${h.clientHeight} px box`,
        );
      }
    }
    return out;
  });
}

/**
 * The main action can be reached and tapped: scrolled into view, on screen,
 * and the tap would land on it (not on a bar or popup drawn over it).
 * A trial tap does every check of a real one without pressing.
 */
export async function expectTappable(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.click({ trial: true, timeout: 5_000 });
}
