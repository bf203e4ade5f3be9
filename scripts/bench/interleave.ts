/**
 * Times two functions side by side: a warm-up, then many iterations in which
 * the order flips every time (neither side always runs on a warmer cache).
 * A function may return a cleanup, run off the clock. Medians are returned.
 */
import { median } from './stats.ts';

export type Timed = () => void | (() => void);

export function timeInterleaved(a: Timed, b: Timed, iterations: number, now: () => number = () => performance.now()) {
  for (let i = 0; i < Math.min(300, iterations / 4); i++) {
    a()?.();
    b()?.();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const order: [Timed, number[]][] =
      i % 2
        ? [
            [a, ta],
            [b, tb],
          ]
        : [
            [b, tb],
            [a, ta],
          ];
    for (const [fn, times] of order) {
      const t = now();
      const cleanup = fn();
      times.push(now() - t);
      cleanup?.();
    }
  }
  return { a: median(ta), b: median(tb) };
}
