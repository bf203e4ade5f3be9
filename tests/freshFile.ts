/**
 * Each test file starts as if it ran alone. The files of a worker share one
 * process (the `shared-jsdom` and `shared-node` projects in vite.config.ts: a
 * fresh process with a fresh jsdom for each of some 240 files cost about three
 * minutes a run; decisions 054 and 064), so before each file:
 *
 * - the repository's own modules are loaded afresh (a page clock's anchor, a
 *   language already applied, a bus's listeners are module state); libraries
 *   (React, msw, jsdom) stay loaded, as they hold nothing of a test's;
 * - the window, the page and the storage are put back as the environment
 *   made them (tests/support/freshStart.ts).
 *
 * It must be the first setup file: tests/setup.ts then loads its own modules
 * (the mock server, the scenario) afresh for the file.
 */
import { vi } from 'vitest';
import { freshStart } from './support/freshStart.ts';

freshStart();
vi.resetModules();
