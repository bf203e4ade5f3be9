/**
 * app/afterFirstPaint.ts: the entries ask for the app's code once the page has painted (a frame, then a task),
 * and never wait for a frame that does not come (a hidden page).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../app/afterFirstPaint';

/** A window whose frames come only when the test says so. */
function fakeWindow(visibilityState: 'visible' | 'hidden') {
  const frames: FrameRequestCallback[] = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;
  const paint = () => frames.splice(0).forEach((cb) => cb(0));
  return { win, paint };
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

afterEach(() => vi.useRealTimers());

describe('afterFirstPaint', () => {
  it('resolves after the next frame and a task after it, not before the frame', async () => {
    vi.useFakeTimers();
    const { win, paint } = fakeWindow('visible');
    const done = settled(afterFirstPaint(win, 100));
    await vi.advanceTimersByTimeAsync(50);
    expect(done(), 'no frame yet').toBe(false);
    paint();
    expect(done(), 'the task after the frame has not run yet').toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('a hidden page gets no frames: it resolves at once', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow('hidden');
    const done = settled(afterFirstPaint(win, 100));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('no frame by the latest time (the page was hidden after it opened): it resolves anyway, once', async () => {
    vi.useFakeTimers();
    const { win, paint } = fakeWindow('visible');
    const resolved = vi.fn();
    void afterFirstPaint(win, 100).then(resolved);
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalledTimes(1);
    paint();
    await vi.advanceTimersByTimeAsync(10);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('in a page that paints (jsdom), it resolves', async () => {
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });
});
