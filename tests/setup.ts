import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './mswServer';
import { setScenario } from '../sandbox/scenario';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setScenario('default');
});
afterAll(() => server.close());
