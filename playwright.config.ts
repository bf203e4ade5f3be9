import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs on one machine keep out of each other's way.
const PORT = Number(process.env.E2E_PORT ?? 5199);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end suite in real Chromium at an iPhone-sized viewport, against the
 * dev server in sandbox mode (the same MSW handlers as npm start and vitest).
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
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `./node_modules/.bin/vite --mode sandbox --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/orderDetail`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
