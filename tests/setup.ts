import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from './mswServer';
import { setScenario } from '../sandbox/scenario';
import { setSandboxToday } from '../sandbox/sandboxDay';
import { TEST_DAY } from './support/testDay';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The day the sandbox's answers were written for: view trees and dates never change with the calendar.
  setSandboxToday(TEST_DAY);
});
// The bridge log and sandbox notes are for people at a browser; keep test output readable.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setScenario('default');
});
afterAll(() => server.close());
