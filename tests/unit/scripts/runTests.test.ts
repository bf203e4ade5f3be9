// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NPM_TEST, runTests } from '../../../scripts/runTests.ts';
import pkg from '../../../package.json' with { type: 'json' };

const node = (code: string) => `${JSON.stringify(process.execPath)} -e ${JSON.stringify(code)}`;

describe('npm test: the checks, then the unit and browser suites side by side', () => {
  it('is this runner, and runs the package scripts of the checks and of both suites', () => {
    const scripts = pkg.scripts as Record<string, string>;
    expect(scripts.test).toBe('node --import tsx scripts/runTests.ts');
    expect([NPM_TEST.first, NPM_TEST.kept, NPM_TEST.streamed].map((step) => step.command)).toEqual([
      'npm run --silent check',
      'npm run --silent test:unit',
      'npm run --silent test:e2e',
    ]);
    for (const step of [NPM_TEST.first, NPM_TEST.kept, NPM_TEST.streamed]) expect(scripts[step.name], `package.json has ${step.name}`).toBeTruthy();
  });

  it('runs the two suites at once, keeps the first one’s output whole, and says which failed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-tests-'));
    // Each suite says it has started, then waits until the other has: one after the other, neither could end well.
    // (The streamed one prints nothing: its lines would go to this run's own output.)
    const waitFor = (mine: string, other: string, exit: number, say: boolean) =>
      node(
        `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(join(dir, mine))}, ''); const t = setInterval(() => { if (fs.existsSync(${JSON.stringify(join(dir, other))})) { clearInterval(t); ${say ? `console.log('${mine} 1'); console.log('${mine} 2'); ` : ''}process.exit(${exit}); } }, 20); setTimeout(() => { console.error('${mine}: alone'); process.exit(1); }, 30000);`,
      );
    const written: string[] = [];
    try {
      const results = await runTests(
        {
          first: { name: 'checks', command: node('') },
          kept: { name: 'unit', command: waitFor('unit', 'e2e', 3, true) },
          streamed: { name: 'e2e', command: waitFor('e2e', 'unit', 0, false) },
        },
        (text) => written.push(text),
      );
      expect(results.map((r) => [r.name, r.ok])).toEqual([
        ['checks', true],
        ['unit', false],
        ['e2e', true],
      ]);
      expect(results[1].output).toBe('unit 1\nunit 2\n');
      const unitReport = written.find((text) => text.includes('npm run unit'));
      expect(unitReport).toMatch(/^── npm run unit: FAILED \(\d+\.\d s\)\nunit 1\nunit 2\n$/);
      expect(written.some((text) => /^── npm run e2e: passed/.test(text))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs neither suite when the checks fail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-tests-'));
    const marks = (name: string) => node(`require('fs').writeFileSync(${JSON.stringify(join(dir, name))}, '')`);
    const written: string[] = [];
    try {
      const results = await runTests(
        {
          first: { name: 'checks', command: node('process.exit(1)') },
          kept: { name: 'unit', command: marks('unit') },
          streamed: { name: 'e2e', command: marks('e2e') },
        },
        (text) => written.push(text),
      );
      expect(results.map((r) => [r.name, r.ok])).toEqual([['checks', false]]);
      expect(written.join('')).toMatch(/^── npm run checks: FAILED/);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
