/**
 * Where the toast goes (issue 17: a toast never covers the control it is
 * about, a bar fixed at the top or bottom of the page, or the on-screen
 * keyboard). Pure: the toast host measures, this decides; all boxes are in the
 * coordinates `position: fixed` uses (the layout viewport, as
 * getBoundingClientRect gives them).
 */

export interface Band {
  top: number;
  bottom: number;
}

export interface ToastSpace {
  /** The part of the page the borrower sees (the visual viewport: it shrinks when the keyboard opens). */
  view: Band;
  /** The toast's own height. */
  height: number;
  /** What it must not cover: the control the borrower pressed, the field being typed in. The first is the one it is about. */
  avoid: Band[];
  /** Bars stuck to the top or bottom edge of the page (site navigation, the Next bar, the amount keypad). */
  bars: Band[];
}

/** Room kept between the toast and what it stays clear of. */
export const TOAST_GAP = 12;
/** Where a toast about nothing in particular sits: this far above the bottom of the free area, as before issue 17. */
export const TOAST_LIFT = 96;

const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

/** The free band of the view: below the top bars, above the bottom bars. */
function freeBand({ view, bars }: ToastSpace): Band {
  let top = view.top + TOAST_GAP;
  let bottom = view.bottom - TOAST_GAP;
  const middle = (view.top + view.bottom) / 2;
  for (const bar of bars) {
    if (!overlaps(bar, view)) continue;
    if ((bar.top + bar.bottom) / 2 < middle) top = Math.max(top, bar.bottom + TOAST_GAP);
    else bottom = Math.min(bottom, bar.top - TOAST_GAP);
  }
  return { top, bottom };
}

/**
 * The toast's top. With a control: right above it, else right below it,
 * else the usual place near the bottom, else the top of the free band,
 * whichever first fits in the free band without covering anything to avoid.
 * Without one: the usual place.
 */
export function toastTop(space: ToastSpace): number {
  const free = freeBand(space);
  const h = space.height;
  const avoid = space.avoid.filter((a) => overlaps(a, space.view));
  const usual = Math.max(free.top, Math.min(free.bottom, space.view.bottom - TOAST_LIFT) - h);
  const about = avoid[0];
  const candidates = about
    ? [about.top - TOAST_GAP - h, about.bottom + TOAST_GAP, usual, free.top, ...avoid.slice(1).flatMap((a) => [a.top - TOAST_GAP - h, a.bottom + TOAST_GAP])]
    : [usual];
  const fits = (top: number) => top >= free.top && top + h <= free.bottom && !avoid.some((a) => overlaps(a, { top, bottom: top + h }));
  return candidates.find(fits) ?? (about && about.top - space.view.top > space.view.bottom - about.bottom ? free.top : usual);
}
