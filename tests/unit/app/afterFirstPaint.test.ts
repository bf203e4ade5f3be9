/**
 * app/afterFirstPaint.ts: the entries ask for the app's code once the page's first content is on screen (the paint
 * timing entry, else two frames), and never wait for a paint that does not come (a hidden page).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../app/afterFirstPaint.ts';

type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A window whose paints and frames come only when the test says so; `paintTiming: false` is a browser without it. */
function fakeWindow(visibilityState: 'visible' | 'hidden', paintTiming = true) {
  const frames: FrameRequestCallback[] = [];
  const observers: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private listener: Listener) {}
    observe() {
      observers.push(this.listener);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.listener), 1);
    }
  }
  const win = {
    document: { visibilityState },
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) => observers.slice().forEach((l) => l({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
  const frame = () => frames.splice(0).forEach((cb) => cb(0));
  return { win, paint, frame, observers };
}

afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('resolves when the first contentful paint is reported, not at an earlier paint entry', async () => {
    vi.useFakeTimers();
    const { win, paint, observers } = fakeWindow('visible');
    const resolved = vi.fn();
    void afterFirstPaint(win, 300).then(resolved);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(observers, 'it stops listening').toHaveLength(0);
  });

  it('without paint timing: after two frames', async () => {
    vi.useFakeTimers();
    const { win, frame } = fakeWindow('visible', false);
    const resolved = vi.fn();
    void afterFirstPaint(win, 300).then(resolved);
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved, 'one frame is not yet on screen').not.toHaveBeenCalled();
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('a hidden page paints nothing: it resolves at once', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow('hidden');
    const resolved = vi.fn();
    void afterFirstPaint(win, 300).then(resolved);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('no paint by the latest time (the page was hidden after it opened): it resolves anyway, once', async () => {
    vi.useFakeTimers();
    const { win, paint } = fakeWindow('visible');
    const resolved = vi.fn();
    void afterFirstPaint(win, 300).then(resolved);
    await vi.advanceTimersByTimeAsync(299);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalledTimes(1);
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
