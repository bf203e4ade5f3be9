import { existsSync } from 'node:fs';

/**
 * How every tool of the project starts Chromium: the e2e suite
 * (playwright.config.ts), the screenshots and the benchmark. Debian's
 * packages (scripts/ensureChromium.ts installs them), or CHROME_PATH; the
 * flags headless Chromium needs on this machine kind (no sandbox as root,
 * no GPU, no background traffic that would disturb timings or the wire log).
 */

/** Where Debian's `chromium` package puts the whole browser. */
export const BROWSER_PATH = '/usr/bin/chromium';

/** The whole browser: the benchmark, Lighthouse and the screenshots measure and draw in it. */
export const chromiumPath = process.env.CHROME_PATH ?? BROWSER_PATH;

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same source at the same version):
 * the browser Playwright itself runs headless tests in. It has no browser UI, so a new context costs the machine
 * less than half of what the whole browser's does (docs/decisions/057).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e suite runs in: CHROME_PATH when set, else the headless shell, else the whole browser (the
 * same pages, slower; scripts/ensureChromium.ts says how to install the shell).
 */
export function testChromiumPath(env: { CHROME_PATH?: string } = process.env, exists: (path: string) => boolean = existsSync): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : BROWSER_PATH;
}

/** The flags, less the features switch (each launcher has its own list; see disableFeatures). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium features the tools turn off besides their launcher's own. Chromium 156's headless mode is the whole
 * browser: every new window (each Playwright context, each Lighthouse run) opens and draws two omnibox popups as
 * web pages (chrome://omnibox-popup.top-chrome/), a second renderer as busy as the page's own. Measured here
 * (docs/decisions/053): a fresh context's first load of /orderDetail took 4.0 CPU-seconds with them, 2.1 without.
 * Names Chromium does not know are ignored, so an older or newer build is not broken by them.
 */
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches.ts). Chromium reads only the
 * last `--disable-features` switch, so ours must repeat it; tests/unit/scripts/chromiumLaunch.test.ts fails when
 * the installed Playwright turns off a feature this list lacks.
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The one `--disable-features` switch: the launcher's own features off (Chromium keeps only the last such switch), then ours. */
export function disableFeatures(launcherFeaturesOff: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherFeaturesOff, ...FEATURES_OFF])].join(',')}`;
}

/** The features a launcher's default flags turn off (its `--disable-features=` value). */
export function featuresOffIn(flags: readonly string[]): string[] {
  return flags.flatMap((flag) => (flag.startsWith('--disable-features=') ? flag.slice('--disable-features='.length).split(',').filter(Boolean) : []));
}

/** The flags for Playwright's launch. */
export const chromiumArgs = [...chromiumFlags, disableFeatures(PLAYWRIGHT_FEATURES_OFF)];

/** Playwright's launch options for the whole browser (the benchmark's pages, the screenshots). */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs };

/** Playwright's launch options for the e2e suite (playwright.config.ts). */
export const testChromiumLaunch = { executablePath: testChromiumPath(), args: chromiumArgs };
