// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHECKS, reportOf, runAll } from '../../../scripts/runChecks.ts';
import pkg from '../../../package.json' with { type: 'json' };

const node = (code: string) => `${JSON.stringify(process.execPath)} -e ${JSON.stringify(code)}`;

describe('npm run check runs its checks side by side', () => {
  it('runs every check the package names, and npm run check is this runner', () => {
    const scripts = pkg.scripts as Record<string, string>;
    expect(scripts.check).toBe('node --import tsx scripts/runChecks.ts');
    for (const name of CHECKS) expect(scripts[name], `package.json has the script ${name}`).toBeTruthy();
    expect(CHECKS).toEqual(expect.arrayContaining(['typecheck', 'lint', 'check:schemas', 'check:format']));
  });

  it('runs every command to its end, keeps each one’s output whole, and says which failed', async () => {
    const heard: string[] = [];
    const results = await runAll(
      [
        { name: 'slow', command: node("setTimeout(() => { console.log('slow 1'); console.log('slow 2'); }, 300)") },
        { name: 'broken', command: node("console.error('broken: a finding'); process.exit(2)") },
        { name: 'quiet', command: node('') },
      ],
      2,
      (result) => heard.push(result.name),
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['slow', true],
      ['broken', false],
      ['quiet', true],
    ]);
    expect(results[0].output).toBe('slow 1\nslow 2\n');
    expect(results[1].output).toContain('broken: a finding');
    // Two at a time: the failing one and the quiet one end before the slow one.
    expect(heard.at(-1)).toBe('slow');
    expect(reportOf(results[1])).toMatch(/^── npm run broken: FAILED \(\d+\.\d s\)\nbroken: a finding\n$/);
    expect(reportOf(results[2])).toMatch(/^── npm run quiet: passed \(\d+\.\d s\)\n$/);
  });
});
