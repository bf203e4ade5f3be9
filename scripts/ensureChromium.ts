// Makes sure Debian's Chromium is there for the Playwright suite (no browser
// can be downloaded on these machines): the headless shell the suite runs in
// (scripts/chromiumLaunch.ts, docs/decisions/057) and the whole browser the
// benchmark and the screenshots use. As root it installs what is missing;
// otherwise it says exactly what to run. Without the shell the suite still
// runs, in the whole browser, slower. The package lists are updated first: a new
// machine's can be months old, and would install an older Chromium than the
// current one (docs/decisions/074: 150 instead of 156, which cost the suite 39 % more CPU).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSER_PATH as BROWSER, HEADLESS_SHELL_PATH as SHELL } from './chromiumLaunch.ts';

if (process.env.CHROME_PATH) {
  if (existsSync(process.env.CHROME_PATH)) process.exit(0);
  console.error(`CHROME_PATH is ${process.env.CHROME_PATH}, and there is no file there. Unset it to use Debian's Chromium.`);
  process.exit(1);
}

const packages: [string, string][] = [
  ['chromium', BROWSER],
  ['chromium-headless-shell', SHELL],
];
const missing = packages.filter(([, path]) => !existsSync(path)).map(([name]) => name);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
const asRoot = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
if (isRoot) {
  console.log(`Installing Debian's ${missing.join(' and ')} for the Playwright suite (about 30 s)…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  } catch {
    console.error(`Installing ${missing.join(' and ')} failed. Run: ${command}`);
  }
}
if (existsSync(SHELL)) process.exit(0);
if (existsSync(BROWSER)) {
  // The same pages in the same engine; only each test's new window costs more (decision 057).
  console.warn(`The suite runs in ${BROWSER}: ${SHELL} is missing, so it is slower. For the faster run: ${asRoot}`);
  process.exit(0);
}
console.error(`Chromium is missing at ${SHELL} and at ${BROWSER}. Install it with:\n  ${asRoot}\nor set CHROME_PATH to a Chromium binary.`);
process.exit(1);
