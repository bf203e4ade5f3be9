// @vitest-environment node
/**
 * Where the toast goes (issue 17): never over the control it is about, a bar
 * stuck to an edge of the page, or the keyboard (the visual viewport), on a
 * phone-sized page (844 px high).
 */
import { describe, expect, it } from 'vitest';
import { TOAST_GAP, toastTop, type Band, type ToastSpace } from '../../../app/toastTop.ts';

const VIEW: Band = { top: 0, bottom: 844 };
const H = 40;
const space = (over: Partial<ToastSpace>): ToastSpace => ({ view: VIEW, height: H, avoid: [], bars: [], ...over });
const boxAt = (top: number) => ({ top, bottom: top + H });
const overlaps = (a: Band, b: Band) => a.top < b.bottom && b.top < a.bottom;

describe('toastTop', () => {
  it('about nothing: the usual place near the bottom, inside the view', () => {
    const top = toastTop(space({}));
    expect(top + H).toBeLessThanOrEqual(VIEW.bottom - TOAST_GAP);
    expect(top).toBeGreaterThan(VIEW.bottom / 2);
  });

  it('right above the pressed control when there is room', () => {
    const control = { top: 500, bottom: 548 };
    expect(toastTop(space({ avoid: [control] }))).toBe(control.top - TOAST_GAP - H);
  });

  it('below the control when it is at the top of the view', () => {
    const control = { top: 20, bottom: 68 };
    const top = toastTop(space({ avoid: [control] }));
    expect(top).toBe(control.bottom + TOAST_GAP);
  });

  it('a control in a bar stuck to the bottom (Next): the toast goes above the bar, covering neither', () => {
    const bar = { top: 760, bottom: 844 };
    const next = { top: 772, bottom: 820 };
    const top = toastTop(space({ avoid: [next], bars: [bar] }));
    expect(overlaps(boxAt(top), bar)).toBe(false);
    expect(overlaps(boxAt(top), next)).toBe(false);
    expect(top + H).toBeLessThanOrEqual(bar.top);
  });

  it('never under a bar stuck to the top (the site navigation)', () => {
    const nav = { top: 0, bottom: 100 };
    const control = { top: 110, bottom: 158 };
    const top = toastTop(space({ avoid: [control], bars: [nav] }));
    expect(overlaps(boxAt(top), nav)).toBe(false);
    expect(overlaps(boxAt(top), control)).toBe(false);
  });

  it('the keyboard shortens the view: the toast stays in what is left, clear of the field being typed in', () => {
    const view = { top: 0, bottom: 500 };
    const field = { top: 420, bottom: 464 };
    const top = toastTop(space({ view, avoid: [field] }));
    expect(top + H).toBeLessThanOrEqual(view.bottom);
    expect(overlaps(boxAt(top), field)).toBe(false);
  });

  it('clear of every box to avoid (the pressed button and the focused field)', () => {
    const button = { top: 600, bottom: 648 };
    const field = { top: 540, bottom: 584 };
    const top = toastTop(space({ avoid: [button, field] }));
    expect(overlaps(boxAt(top), button)).toBe(false);
    expect(overlaps(boxAt(top), field)).toBe(false);
  });

  it('a control scrolled out of view does not move the toast from its usual place', () => {
    expect(toastTop(space({ avoid: [{ top: 1200, bottom: 1248 }] }))).toBe(toastTop(space({})));
  });
});
