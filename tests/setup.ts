import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from './mswServer';
import { setScenario } from '../sandbox/scenario';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
