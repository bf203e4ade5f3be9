/**
 * What makes a page wider than the phone (issue 29, long server values): the
 * document scrolls sideways, an element reaches past the window's edge, or a
 * text runs out of its own box (past a card's or a popup's edge, or clipped).
 * Each is named by its element and the start of its text, so the widget at
 * fault is easy to find.
 */
import type { Page } from '@playwright/test';

/** The narrowest phone the app is made for: the long-text checks run at its width. */
export const NARROW_PHONE = { width: 360, height: 740 } as const;

/** The sandbox's long-text mode in an address's query (sandbox/longTexts.ts). */
export const LONG_TEXTS = { texts: 'long' } as const;

/**
 * `width` is the phone's: a phone browser zooms a page wider than itself out,
 * so the window then reports the page's width, not the phone's.
 */
export async function widthProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const out: string[] = [];
    const name = (el: Element) => {
      const cls = (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > width || window.innerWidth > width)
      out.push(`the page is ${Math.max(root.scrollWidth, window.innerWidth)} px wide on a ${width} px phone`);
    /** Inside a box that scrolls sideways on purpose (a bar of tabs): reaching past the edge is scrolling, not spilling. */
    const inSideScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('svg') || !el.checkVisibility({ visibilityProperty: true })) continue;
      const h = el as HTMLElement;
      const style = getComputedStyle(h);
      // Only the widest offender: its children reach out with it.
      const box = h.getBoundingClientRect();
      const out_ = box.width > 0 && (box.right > width + 1 || box.left < -1) && !inSideScroller(h);
      const parentOut = (() => {
        const p = h.parentElement?.getBoundingClientRect();
        return !!p && (p.right > width + 1 || p.left < -1);
      })();
      if (out_ && !parentOut) out.push(`${name(h)} reaches ${Math.round(box.left)}…${Math.round(box.right)} px of a ${width} px phone`);
      // A text wider than its box: spilling over (or cut off, unless it ends in '…' by design).
      const ownText = Array.from(h.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (!ownText || h.clientWidth < 2 || /^(INPUT|TEXTAREA|SELECT)$/.test(h.tagName) || style.textOverflow === 'ellipsis') continue;
      if (h.scrollWidth > h.clientWidth + 1) out.push(`${name(h)}: its text is ${h.scrollWidth} px in a ${h.clientWidth} px box`);
    }
    return [...new Set(out)];
  }, width);
}

/**
 * Ordinary words broken across two lines: a word of at most 24 characters
 * (no hyphen, dash or slash, where a line may end) that does not contain
 * `longWord` must stay whole. Long server values may break; the words
 * around them, the copy and the amounts may not.
 */
export async function brokenWords(page: Page, longWord: string): Promise<string[]> {
  return page.evaluate((longWord) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('svg, script, style') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const word = m[0];
        if (word.length > 24 || /[-‐‑–—/]/.test(word) || word.toLowerCase().includes(longWord.toLowerCase())) continue;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + word.length);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top / 4)));
        if (tops.size > 1) {
          const cls = (parent.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).join('.');
          out.push(`${parent.tagName.toLowerCase()}${cls ? `.${cls}` : ''}: "${word}" is broken across lines`);
        }
      }
    }
    return [...new Set(out)];
  }, longWord);
}
