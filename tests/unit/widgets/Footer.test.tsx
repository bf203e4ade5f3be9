/**
 * The bottom action area of the bank form (SPEC point 9): it hides while the
 * on-screen keyboard takes more than the threshold off the tallest the
 * viewport has been, and comes back when the keyboard goes; without a
 * threshold it never hides.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen as view } from '@testing-library/react';
import { Footer } from '../../../widgets/Footer.tsx';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

const threshold = loadScreenDoc('bindBank').constants!.keyboardThresholdPx as number;
const tall = window.innerHeight;

/** The viewport becomes `height` px high (jsdom has no visualViewport: the window's resize). */
function viewport(height: number) {
  window.innerHeight = height;
  act(() => void window.dispatchEvent(new Event('resize')));
}

/** Drawn, and its first frame past: the footer reads the viewport's first height then, not while mounting. */
async function draw(hideOnKeyboardPx?: number) {
  render(
    <Footer nodeId="footer" busy={false} emit={vi.fn(async () => {})} hideOnKeyboardPx={hideOnKeyboardPx}>
      <button type="button">next</button>
    </Footer>,
  );
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
}

const shown = () => view.queryByRole('button', { name: 'next' }) !== null;

afterEach(() => {
  window.innerHeight = tall;
});

describe('<Footer>', () => {
  it('hides while the keyboard takes more than the threshold, and comes back when it goes', async () => {
    await draw(threshold);
    expect(shown()).toBe(true);
    viewport(tall - threshold - 1);
    expect(shown()).toBe(false);
    viewport(tall);
    expect(shown()).toBe(true);
  });

  it('a viewport just the threshold shorter (a browser bar, not a keyboard) keeps it', async () => {
    await draw(threshold);
    viewport(tall - threshold);
    expect(shown()).toBe(true);
  });

  it('measures from the tallest the viewport has been', async () => {
    await draw(threshold);
    viewport(tall + 100);
    viewport(tall + 100 - threshold - 1);
    expect(shown()).toBe(false);
  });

  it('without a threshold it never hides', async () => {
    await draw();
    viewport(tall / 2);
    expect(shown()).toBe(true);
  });

  it('reads the viewport while mounting never (that would lay the page out inside the first render), after its first frame once', async () => {
    const reads = vi.spyOn(window, 'innerHeight', 'get');
    render(
      <Footer nodeId="footer" busy={false} emit={vi.fn(async () => {})} hideOnKeyboardPx={threshold}>
        <button type="button">next</button>
      </Footer>,
    );
    expect(reads).not.toHaveBeenCalled();
    const bar = () => view.getByRole('button', { name: 'next' }).parentElement!;
    // Says when it watches: a page (or a test) that shrinks the viewport before this is read as its starting height.
    expect(bar().dataset.keyboardWatch).toBeUndefined();
    await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(bar().dataset.keyboardWatch).toBe('ready');
    reads.mockRestore();
  });

  it('says it watches only while it does: a new threshold reads its height again, none never watches', async () => {
    const footer = (px?: number) => (
      <Footer nodeId="footer" busy={false} emit={vi.fn(async () => {})} hideOnKeyboardPx={px}>
        <button type="button">next</button>
      </Footer>
    );
    const frame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
    const mark = () => view.getByRole('button', { name: 'next' }).parentElement!.dataset.keyboardWatch;
    const { rerender } = render(footer(threshold));
    await frame();
    expect(mark()).toBe('ready');
    rerender(footer(threshold + 20));
    expect(mark()).toBeUndefined();
    await frame();
    expect(mark()).toBe('ready');
    rerender(footer());
    await frame();
    expect(mark()).toBeUndefined();
  });

  it('a watch that ends takes what it saw with it: a new threshold while the keyboard is open shows the button; back to the first threshold before its read, it does not say it watches', async () => {
    const footer = (px?: number) => (
      <Footer nodeId="footer" busy={false} emit={vi.fn(async () => {})} hideOnKeyboardPx={px}>
        <button type="button">next</button>
      </Footer>
    );
    const frame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
    const { rerender } = render(footer(threshold));
    await frame();
    viewport(tall - threshold - 1);
    expect(shown()).toBe(false);
    rerender(footer(threshold + 20));
    expect(shown()).toBe(true);
    rerender(footer(threshold));
    expect(view.getByRole('button', { name: 'next' }).parentElement!.dataset.keyboardWatch).toBeUndefined();
    await frame();
    expect(view.getByRole('button', { name: 'next' }).parentElement!.dataset.keyboardWatch).toBe('ready');
  });
});
