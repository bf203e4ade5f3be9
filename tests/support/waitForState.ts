/**
 * Waits until `check` passes: a state, not a time. Its hang line is the one testing-library's findBy… and waitFor
 * have (tests/setup.ts), not vitest's one-second default: `npm test` runs the unit suite beside the browser suite
 * (docs/decisions/063), and a loaded machine takes longer than a second to bring a lazily loaded module or a
 * chain's last step. A state that never comes still fails, at the line.
 */
import { vi } from 'vitest';

/** How long a unit test waits for a state before it calls it hung. */
export const STATE_WAIT_MS = 15_000;

export function waitForState<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: STATE_WAIT_MS, interval: 20 });
}
