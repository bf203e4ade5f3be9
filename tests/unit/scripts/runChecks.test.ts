// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('runs commands side by side, each to its end, keeps each one’s output whole, and says which failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-checks-'));
    // Each of the pair says it has started, then waits until the other has: only two at a time can both end.
    const waitFor = (mine: string, other: string) =>
      node(
        `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(join(dir, mine))}, ''); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(join(dir, other))})) { clearInterval(t); console.log('${mine} 1'); console.log('${mine} 2'); process.exit(0); } }, 20); setTimeout(() => { console.error('${mine}: alone'); process.exit(1); }, 30000);`,
      );
    const heard: string[] = [];
    try {
      const results = await runAll(
        [
          { name: 'a', command: waitFor('a', 'b') },
          { name: 'b', command: waitFor('b', 'a') },
          { name: 'broken', command: node("console.error('broken: a finding'); process.exit(2)") },
          { name: 'quiet', command: node('') },
        ],
        2,
        (result) => heard.push(result.name),
      );
      expect(results.map((r) => [r.name, r.ok])).toEqual([
        ['a', true],
        ['b', true],
        ['broken', false],
        ['quiet', true],
      ]);
      expect(results[0].output).toBe('a 1\na 2\n');
      expect(results[1].output).toBe('b 1\nb 2\n');
      expect(results[2].output).toContain('broken: a finding');
      expect([...heard].sort()).toEqual(['a', 'b', 'broken', 'quiet']);
      expect(reportOf(results[2])).toMatch(/^── npm run broken: FAILED \(\d+\.\d s\)\nbroken: a finding\n$/);
      expect(reportOf(results[3])).toMatch(/^── npm run quiet: passed \(\d+\.\d s\)\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
