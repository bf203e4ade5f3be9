// Makes sure Debian's Chromium is there for the Playwright suite (no browser
// can be downloaded on these machines). As root it installs the package;
// otherwise it says exactly what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
console.log('Chromium is missing: installing Debian package "chromium" (about 30 s)…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} catch {
  console.error('Installing chromium failed. Run: apt-get update && apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium installed but ${path} is missing; set CHROME_PATH.`);
  process.exit(1);
}
