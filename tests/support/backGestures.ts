/**
 * For tests of a way back under the fake shells (tests/support/fakeShells.ts):
 * each back is a new gesture, well past closeWebView's repeat guard
 * (actions/nav/goBackOrClose.ts drops a second close within 1.5 s, on
 * elapsed time), and the shells are gone after each test. Call it at the top
 * of the describe whose tests install a shell.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { removeFakeShells } from './fakeShells.ts';

export function backGestures(): void {
  let clock = 0;
  beforeEach(() => {
    // From the real elapsed time on: a close an earlier test sent at the real time is then behind every gesture
    // here (the test files of a worker share its process, whose elapsed time only grows).
    clock = Math.max(clock, performance.now());
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10_000));
  });
  afterEach(() => {
    removeFakeShells();
    vi.restoreAllMocks();
  });
}
