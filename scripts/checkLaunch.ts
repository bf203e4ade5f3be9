/**
 * `npm run check:launch`: lists every sample or placeholder value a borrower
 * could see or a server could receive (scripts/launchFindings.ts) and exits 1
 * while there is one.
 *
 *   node --import tsx scripts/checkLaunch.ts               the check (exit 1 on a finding)
 *   node --import tsx scripts/checkLaunch.ts --build       as `npm run build` runs it: a warning (exit 0),
 *                                                          unless the build is told to refuse them
 *   node --import tsx scripts/checkLaunch.ts --root <dir>  another project directory (the tests' fixtures)
 *
 * The build refuses (exit 1) when `"launch": {"refusePlaceholders": true}` is
 * in schemas/config.json, or LAUNCH_STRICT=1 is in the environment (a release
 * pipeline can insist without a commit).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatLaunchFinding, launchFindings } from './launchFindings.ts';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(args[rootArg + 1] ?? '.') : join(dirname(fileURLToPath(import.meta.url)), '..');
const build = args.includes('--build');

/** Whether the production build must stop on a finding. */
function refuses(): boolean {
  if (process.env.LAUNCH_STRICT === '1') return true;
  const config = JSON.parse(readFileSync(join(root, 'schemas', 'config.json'), 'utf8')) as { launch?: { refusePlaceholders?: unknown } };
  return config.launch?.refusePlaceholders === true;
}

const findings = launchFindings(root);
const list = findings.map((f) => formatLaunchFinding(f)).join('\n\n');

if (!findings.length) {
  console.log('Launch check: no sample or placeholder value left (schemas/launch.json and the generic rules).');
} else if (!build) {
  console.error(`Launch check: ${findings.length} value(s) to replace before going live\n\n${list}\n`);
  process.exit(1);
} else if (refuses()) {
  console.error(
    `Launch check: the build is refused ("launch": {"refusePlaceholders": true} in schemas/config.json, or LAUNCH_STRICT=1): ${findings.length} value(s) to replace\n\n${list}\n`,
  );
  process.exit(1);
} else {
  console.warn(
    `WARNING Launch check: ${findings.length} sample or placeholder value(s) would ship in this build (npm run check:launch lists them; set "launch": {"refusePlaceholders": true} in schemas/config.json or LAUNCH_STRICT=1 to refuse such a build)\n\n${list}\n`,
  );
}
