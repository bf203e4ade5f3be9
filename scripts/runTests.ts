/**
 * `npm test`: the checks first (`npm run check`: a type, lint or schema mistake stops the run within a minute), then
 * the unit suite and the browser suite side by side.
 *
 * Why side by side (docs/decisions/063): the browser suite leaves about a quarter of two cores idle (its tests wait
 * on pages, servers and each other's turn), and the unit suite is work that fills it. On a clean clone on two
 * cores, one after the other took 258 + 672 s; side by side both were done in 809 s, all tests passing.
 *
 * The browser suite's lines stream as they come (it is the long one, and a person watches its progress). The unit
 * suite's output is kept and printed whole when it ends, under its name, so the two never interleave their lines.
 * Both run to their end; the command fails naming each one that failed.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { reportOf, runOne, type CheckResult } from './runChecks.ts';

export interface TestPlan {
  /** Runs first, its output streamed; nothing else runs if it fails. */
  first: { name: string; command: string };
  /** Runs beside `streamed`, its output kept and printed whole when it ends. */
  kept: { name: string; command: string };
  /** Runs beside `kept`, its output streamed as it comes. */
  streamed: { name: string; command: string };
}

/** `npm test`'s plan: the package scripts it runs. */
export const NPM_TEST: TestPlan = {
  first: { name: 'check', command: 'npm run --silent check' },
  kept: { name: 'test:unit', command: 'npm run --silent test:unit' },
  streamed: { name: 'test:e2e', command: 'npm run --silent test:e2e' },
};

/** Runs one command line in a shell with the terminal's output (its lines as they come). */
function runStreamed(name: string, command: string): Promise<CheckResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    const done = (ok: boolean, output = '') => resolve({ name, ok, seconds: (performance.now() - started) / 1000, output });
    child.on('error', (error) => done(false, `${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Runs the plan; `write` hears what a person reads besides the streamed output (the kept suite's report, each
 * step's verdict). Resolves with the steps that ran, in the plan's order.
 */
export async function runTests(plan: TestPlan, write: (text: string) => void = (text) => process.stdout.write(text)): Promise<CheckResult[]> {
  const first = await runStreamed(plan.first.name, plan.first.command);
  write(reportOf(first));
  if (!first.ok) return [first];
  const [kept, streamed] = await Promise.all([
    runOne(plan.kept.name, plan.kept.command).then((result) => {
      write(reportOf(result));
      return result;
    }),
    runStreamed(plan.streamed.name, plan.streamed.command),
  ]);
  write(reportOf(streamed));
  return [first, kept, streamed];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runTests(NPM_TEST);
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length) {
    console.error(`npm test failed: ${failed.join(', ')} (its output is above).`);
    process.exitCode = 1;
  }
}
