/**
 * The product tells a developer at the browser's console why it refused an
 * address (actions/nav/navActions.ts: "[nav] address refused: …"). Tests feed
 * hostile addresses by the hundred (tests/unit/security/unsafeUrls.test.ts and
 * the sandbox's unsafe scenarios that every cross-screen test draws), so
 * tests/setup.ts keeps those lines here, for a test to read, instead of
 * printing them: the run's output then shows only what nobody expected. Any
 * other warning still reaches the console.
 */
import { vi } from 'vitest';

const REFUSAL = /^\[nav\] (e-mail )?address refused:/;
const kept: string[] = [];

/** Called before each test (restoreMocks puts console.warn back after it). */
export function keepRefusals(): void {
  kept.length = 0;
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && REFUSAL.test(args[0])) kept.push(args.map(String).join(' '));
    else warn(...args);
  });
}

/** The refusals logged during this test, one line each. */
export const refusalsLogged = (): readonly string[] => kept;
