/**
 * `npm run check`: the typecheck, lint, schema check and format check, as many
 * at a time as the machine has cores (two here: 62-63 s one after another,
 * 46-56 s two at a time; `tsc` and ESLint slow each other, so the idle core
 * is only partly won). Each check's output is printed whole when it ends, under its name,
 * so two checks never interleave their lines; every check runs to its end,
 * and the command fails naming each check that failed.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';

/** The package scripts `npm run check` runs, the longest first. */
export const CHECKS = ['typecheck', 'lint', 'check:format', 'check:schemas'];

export interface CheckResult {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

/** Runs one command line in a shell, its output (stdout and stderr, in order) kept. */
export function runOne(name: string, command: string): Promise<CheckResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean, extra = '') => resolve({ name, ok, seconds: (performance.now() - started) / 1000, output: output + extra });
    child.on('error', (error) => done(false, `\n${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs the commands `parallel` at a time; `report` hears each as it ends. Resolves with all of them, in order. */
export async function runAll(
  commands: { name: string; command: string }[],
  parallel: number,
  report: (result: CheckResult) => void = () => {},
): Promise<CheckResult[]> {
  const results: CheckResult[] = new Array(commands.length);
  let next = 0;
  const lane = async () => {
    while (next < commands.length) {
      const index = next++;
      results[index] = await runOne(commands[index].name, commands[index].command);
      report(results[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, commands.length)) }, lane));
  return results;
}

/** What a person reads for one check: its name, verdict and time, then its output if it said anything. */
export function reportOf(result: CheckResult): string {
  const head = `── npm run ${result.name}: ${result.ok ? 'passed' : 'FAILED'} (${result.seconds.toFixed(1)} s)`;
  const body = result.output.trim();
  return body ? `${head}\n${body}\n` : `${head}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runAll(
    CHECKS.map((name) => ({ name, command: `npm run --silent ${name}` })),
    availableParallelism(),
    (result) => process.stdout.write(reportOf(result)),
  );
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length) {
    console.error(`npm run check failed: ${failed.join(', ')} (its output is above).`);
    process.exitCode = 1;
  }
}
