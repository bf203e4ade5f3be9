// @vitest-environment node
/**
 * The one `--disable-features` switch the tools give Chromium (scripts/chromiumLaunch.ts). Chromium reads only
 * the last such switch, so ours replaces the launcher's: it must still hold every feature Playwright and
 * chrome-launcher turn off, or an upgrade would quietly turn them back on (HTTPS upgrades of the sandbox's
 * http:// pages, paint holding, storage partitioning…).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as chromeLauncher from 'chrome-launcher';
import {
  FEATURES_OFF,
  HEADLESS_SHELL_PATH,
  PLAYWRIGHT_FEATURES_OFF,
  chromiumArgs,
  disableFeatures,
  featuresOffIn,
  testChromiumPath,
} from '../../../scripts/chromiumLaunch.ts';

/** The features the installed Playwright turns off, read from its source (it exports no list). */
function installedPlaywrightFeaturesOff(): string[] {
  const pkg = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const bundle = join(dirname(pkg), 'lib', 'coreBundle.js');
  const source = readFileSync(bundle, 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source);
  if (!list) throw new Error(`${bundle} has no "disabledFeatures = [...]" any more: find Playwright's --disable-features list and read it here`);
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

const features = (flag: string) => featuresOffIn([flag]);

describe('the --disable-features switch', () => {
  it('keeps every feature the installed Playwright turns off (copy a new one into PLAYWRIGHT_FEATURES_OFF)', () => {
    const installed = installedPlaywrightFeaturesOff();
    expect(installed.length).toBeGreaterThan(5);
    expect(installed.filter((f) => !PLAYWRIGHT_FEATURES_OFF.includes(f))).toEqual([]);
  });

  it('is given to Playwright once, with its features and ours', () => {
    const switches = chromiumArgs.filter((a) => a.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(features(switches[0])).toEqual(expect.arrayContaining([...PLAYWRIGHT_FEATURES_OFF, ...FEATURES_OFF]));
  });

  it("keeps chrome-launcher's own list for Lighthouse, each feature once", () => {
    const launcherOff = featuresOffIn(chromeLauncher.Launcher.defaultFlags());
    expect(launcherOff).toContain('Translate');
    const merged = features(disableFeatures(launcherOff));
    expect(merged).toEqual(expect.arrayContaining([...launcherOff, ...FEATURES_OFF]));
    expect(new Set(merged).size).toBe(merged.length);
    expect(features(disableFeatures(['MediaRouter', 'WebUIOmniboxPopup']))).toEqual(['MediaRouter', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
  });
});

describe('the browser the e2e suite runs in (decision 057)', () => {
  const installed =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it("is Debian's headless shell when it is installed", () => {
    expect(testChromiumPath({}, installed(HEADLESS_SHELL_PATH, '/usr/bin/chromium'))).toBe('/usr/bin/chromium-headless-shell');
  });

  it('is the whole browser when the shell is missing (slower, the same pages)', () => {
    expect(testChromiumPath({}, installed('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  it('is CHROME_PATH when it is set, whatever is installed', () => {
    expect(testChromiumPath({ CHROME_PATH: '/opt/chrome/chrome' }, installed(HEADLESS_SHELL_PATH))).toBe('/opt/chrome/chrome');
  });
});
