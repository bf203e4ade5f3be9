// @vitest-environment node
/**
 * The files that replace a module run alone (vite.config.ts, the `alone` project; decision 054): a `vi.mock` is
 * registered for the worker, and the next file in a shared process would be handed the stand-in. They are found
 * by reading the test files, so a new one needs no list; here on a small tree, and on the repository itself.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesThatMock } from '../filesThatMock.ts';
import viteConfig from '../../vite.config.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'files-that-mock-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the test files that replace a module', () => {
  it('are the test files, in any folder below the unit and snapshot tests, that call vi.mock or vi.doMock', () => {
    const root = tree({
      'tests/unit/app/entry.test.ts': "vi.mock('../../../app/screens.ts', () => ({}));",
      'tests/unit/widgets/Form.test.tsx': "vi.doMock('./Field.tsx');",
      'tests/snapshot/screens.test.ts': "vi.mock('virtual:screen-checked', () => ({}));",
      'tests/unit/app/plain.test.ts': "vi.spyOn(console, 'info'); // mocks a function, not a module",
      'tests/unit/app/words.test.ts': "it('finds a file that calls vi.mock(…)', () => undefined); // vi.doMock( in a comment",
      'tests/unit/app/indented.test.ts': "describe('x', () => {\n  vi.doMock('./y.ts');\n});",
      'tests/unit/support/helper.ts': "vi.mock('../x.ts'); // not a test file",
      'tests/e2e/page.spec.ts': "vi.mock('../x.ts'); // not vitest's",
    });
    expect(filesThatMock(root).sort()).toEqual([
      'tests/snapshot/screens.test.ts',
      'tests/unit/app/entry.test.ts',
      'tests/unit/app/indented.test.ts',
      'tests/unit/widgets/Form.test.tsx',
    ]);
  });

  it('run in the project of their own, and every other test file in the shared one', async () => {
    const config = await (viteConfig as (env: { mode: string; command: 'serve' }) => Promise<{ test: { projects: { test: Record<string, unknown> }[] } }>)({
      mode: 'test',
      command: 'serve',
    });
    const projects = Object.fromEntries(config.test.projects.map((p) => [p.test.name, p.test]));
    const mocking = filesThatMock(resolve(import.meta.dirname, '../..'));
    expect(mocking.length).toBeGreaterThan(0);
    expect(projects.alone.include).toEqual(mocking);
    expect(projects.shared.exclude).toEqual(mocking);
    expect(projects.shared.isolate).toBe(false);
    expect(projects.alone.isolate).toBeUndefined();
    expect((projects.shared.setupFiles as string[])[0]).toBe('tests/freshFile.ts');
  });
});
