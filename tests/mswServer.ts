/**
 * The msw/node server of the unit and snapshot suites: the same handler set the
 * dev server and Playwright use (sandbox/handlers.ts). Unhandled requests fail
 * the test, so a call to an endpoint the sandbox does not know is caught.
 */
import { setupServer } from 'msw/node';
import { handlers } from '../sandbox/handlers.ts';

export const server = setupServer(...handlers);
