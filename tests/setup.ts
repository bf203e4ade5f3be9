import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mswServer.ts';
import { setAnswerWaits, setScenario } from '../sandbox/scenario.ts';
import { setSandboxToday } from '../sandbox/sandboxDay.ts';
import { TEST_DAY } from './support/testDay.ts';
import { keepRefusals } from './support/refusalLog.ts';
import { dropOwnerStacks } from './support/ownerStacks.ts';

// findBy… and waitFor wait for a state: on a loaded machine a lazily loaded module (rjsf) takes more than the
// library's default second to arrive, and that must not fail a test (a state that never comes still does, later).
configure({ asyncUtilTimeout: 15_000 });
dropOwnerStacks();

beforeAll(() => {
  quietConsole();
  server.listen({ onUnhandledRequest: 'error' });
  // The day the sandbox's answers were written for: view trees and dates never change with the calendar.
  setSandboxToday(TEST_DAY);
});
// The bridge log and sandbox notes are for people at a browser; keep test output readable. So are the reasons
// an address was refused, which a test can still read (tests/support/refusalLog.ts). Before each test (restoreMocks
// puts the console back after it), and before a file's own beforeAll, which may draw a screen.
function quietConsole(): void {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  keepRefusals();
}
beforeEach(quietConsole);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setScenario('default');
  // A run without waits (tests/support/runScreen.ts `atOnce`) ends with its test.
  setAnswerWaits(true);
});
afterAll(() => server.close());
