import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testChromiumLaunch } from './scripts/chromiumLaunch.ts';
import { standInFlags, standInPort } from './tests/e2e/standInSites.ts';
import { waitingSpecFiles } from './tests/e2e/waitingSpecs.ts';

// E2E_PORT lets two runs on one machine keep out of each other's way (their own build folder too).
const PORT = Number(process.env.E2E_PORT ?? 5199);
/** The e2e build's folder: a spec reads what the build wrote beside its files (which file holds which module). */
export const E2E_OUT = `dist-e2e/${PORT}`;
/** Where the preview server collects CSP violation reports; tests/e2e/cspTeardown.ts fails the run on any. */
export const CSP_REPORT_FILE = join(tmpdir(), `loan-web-csp-${PORT}.jsonl`);
process.env.CSP_REPORT_FILE = CSP_REPORT_FILE;
/** Where the stand-in for every site outside the app listens (tests/e2e/standInSites.ts). */
const STAND_IN_PORT = standInPort(PORT);

/**
 * End-to-end suite in real Chromium (Debian's headless shell of it, the browser
 * Playwright runs headless tests in; decision 057) at an iPhone-sized viewport, against the
 * production bundle built with the sandbox (the same MSW handlers as npm start
 * and vitest), served by `vite preview` under the production
 * Content-Security-Policy (scripts/csp.ts). A violation anywhere fails the run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['iPhone 13'],
    browserName: 'chromium',
    // The sites outside the app resolve to the local stand-in, whose certificate the browser takes.
    launchOptions: { ...testChromiumLaunch, args: [...testChromiumLaunch.args, ...standInFlags(STAND_IN_PORT)] },
    trace: 'off',
  },
  // The specs that mostly wait first, while the unit suite keeps the machine busy beside them (tests/e2e/waitingSpecs.ts).
  projects: [
    { name: 'waits', testMatch: waitingSpecFiles },
    { name: 'busy', testIgnore: waitingSpecFiles },
  ],
  globalSetup: './tests/e2e/cspSetup.ts',
  globalTeardown: './tests/e2e/cspTeardown.ts',
  webServer: [
    {
      command: [
        `./node_modules/.bin/vite build --mode sandbox --outDir ${E2E_OUT} --logLevel warn`,
        `node --import tsx scripts/prerender.tsx ${E2E_OUT}`,
        `./node_modules/.bin/vite preview --mode sandbox --outDir ${E2E_OUT} --port ${PORT} --strictPort --host 127.0.0.1`,
      ].join(' && '),
      url: `http://127.0.0.1:${PORT}/orderDetail`,
      env: { CSP_REPORT_FILE },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node --import tsx tests/e2e/standInServer.ts ${STAND_IN_PORT}`,
      url: `https://127.0.0.1:${STAND_IN_PORT}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
