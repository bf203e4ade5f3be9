// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrollToShow } from '../../../studio/scrollToShow.ts';

describe('live preview: scrolling the editor to a selected problem', () => {
  const view = { scrollTop: 400, height: 600 };

  it('stays put when the line already shows', () => {
    expect(scrollToShow({ top: 400, bottom: 418 }, view)).toBe(400);
    expect(scrollToShow({ top: 982, bottom: 1000 }, view)).toBe(400);
  });

  it('brings a line above or below into view, a third of the way down', () => {
    expect(scrollToShow({ top: 3000, bottom: 3018 }, view)).toBe(2800);
    expect(scrollToShow({ top: 390, bottom: 408 }, view)).toBe(190);
    expect(scrollToShow({ top: 990, bottom: 1008 }, view)).toBe(790);
  });

  it('never scrolls above the top', () => {
    expect(scrollToShow({ top: 20, bottom: 38 }, view)).toBe(0);
  });
});
