/**
 * The product tells a developer at the browser's console why it refused an
 * address (actions/nav/refusalLogs.ts). Tests feed
 * hostile addresses by the hundred (tests/unit/security/unsafeUrls.test.ts and
 * the sandbox's unsafe scenarios that every cross-screen test draws), so
 * tests/setup.ts keeps those lines here, for a test to read, instead of
 * printing them: the run's output then shows only what nobody expected. Any
 * other warning still reaches the console.
 */
import { vi } from 'vitest';
import { REFUSAL_LOGS } from '../../actions/nav/refusalLogs.ts';

const isRefusal = (first: unknown) => typeof first === 'string' && Object.values(REFUSAL_LOGS).some((line) => first === line);
const kept: string[] = [];

/** Called before each test (restoreMocks puts console.warn back after it). */
export function keepRefusals(): void {
  kept.length = 0;
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (isRefusal(args[0])) kept.push(args.map(String).join(' '));
    else warn(...args);
  });
}

/** The refusals logged during this test, one line each. */
export const refusalsLogged = (): readonly string[] => kept;
