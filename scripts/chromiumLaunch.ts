/**
 * How every tool of the project starts Chromium: the e2e suite
 * (playwright.config.ts), the screenshots and the benchmark. Debian's
 * package (scripts/ensureChromium.mjs installs it), or CHROME_PATH; the
 * flags headless Chromium needs on this machine kind (no sandbox as root,
 * no GPU, no background traffic that would disturb timings or the wire log).
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for it. */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };
