// @vitest-environment node
/**
 * Which vitest project runs each test file (vite.config.ts), found by reading the files, so a new one needs no
 * list; here on a small tree, and on the repository itself:
 *
 * - the files that replace a module run alone (the `alone` project; decision 054): a `vi.mock` is registered for
 *   the worker, and the next file in a shared process would be handed the stand-in;
 * - the others share processes, one project per environment (`shared-jsdom`, `shared-node`; decision 064):
 *   vitest hands a process the next file only when that file runs in the process's environment, and starts a new
 *   process otherwise. Mixed in one project, a run started some 90 processes for 253 files.
 *
 * And the browser suite's two projects (playwright.config.ts): the specs that mostly wait first, then the others
 * (decision 066).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesThatMock } from '../filesThatMock.ts';
import { environmentOf, filesUnderNode } from '../filesUnderNode.ts';
import { testFilesWhere } from '../testFilesWhere.ts';
import viteConfig from '../../vite.config.ts';
import playwrightConfig from '../../playwright.config.ts';
import { WAITING_SPECS, waitingSpecFiles } from '../e2e/waitingSpecs.ts';

const roots: string[] = [];

/** vitest's projects as the config makes them for a test run, by name. */
async function testProjects(): Promise<Record<string, Record<string, unknown>>> {
  const config = await (viteConfig as (env: { mode: string; command: 'serve' }) => Promise<{ test: { projects: { test: Record<string, unknown> }[] } }>)({
    mode: 'test',
    command: 'serve',
  });
  return Object.fromEntries(config.test.projects.map((p) => [String(p.test.name), p.test]));
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'test-projects-'));
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

  it('run in the project of their own, and every other test file in a shared one', async () => {
    const projects = await testProjects();
    const mocking = filesThatMock(resolve(import.meta.dirname, '../..'));
    expect(mocking.length).toBeGreaterThan(0);
    expect(projects.alone.include).toEqual(mocking);
    expect(projects.alone.isolate).toBeUndefined();
    expect(projects['shared-jsdom'].exclude).toEqual(expect.arrayContaining(mocking));
    expect(projects['shared-node'].include).toEqual(expect.not.arrayContaining(mocking));
    for (const shared of [projects['shared-jsdom'], projects['shared-node']]) {
      expect(shared.isolate).toBe(false);
      expect((shared.setupFiles as string[])[0]).toBe('tests/freshFile.ts');
    }
  });
});

describe('the test files that run under Node', () => {
  it('are the test files below the unit and snapshot tests whose comment names the node environment', () => {
    const root = tree({
      'tests/unit/scripts/build.test.ts': '// @vitest-environment node\nimport { it } from "vitest";',
      'tests/snapshot/files.test.ts': '/**\n * @vitest-environment node\n */',
      'tests/unit/app/jest.test.tsx': '/** @jest-environment node */',
      'tests/unit/widgets/Form.test.tsx': '// @vitest-environment jsdom',
      'tests/unit/app/page.test.ts': "it('draws the page', () => undefined);",
      'tests/unit/support/helper.ts': '// @vitest-environment node (not a test file)',
      'tests/e2e/page.spec.ts': "// @vitest-environment node (Playwright's)",
    });
    expect(filesUnderNode(root)).toEqual(['tests/snapshot/files.test.ts', 'tests/unit/app/jest.test.tsx', 'tests/unit/scripts/build.test.ts']);
  });

  it('share processes of their own, and every shared process runs the files of one environment', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const projects = await testProjects();
    const all = testFilesWhere(root, () => true);
    const alone = projects.alone.include as string[];
    const node = projects['shared-node'].include as string[];
    expect(node).toEqual(filesUnderNode(root).filter((file) => !alone.includes(file)));
    const jsdom = all.filter((file) => !(projects['shared-jsdom'].exclude as string[]).includes(file));
    // Every file is in exactly one project.
    expect([...alone, ...node, ...jsdom].sort()).toEqual(all);
    const texts = new Map(all.map((file) => [file, environmentOf(readText(root, file))]));
    expect(node.filter((file) => texts.get(file) !== 'node')).toEqual([]);
    expect(jsdom.filter((file) => (texts.get(file) ?? 'jsdom') !== 'jsdom')).toEqual([]);
    expect(node.length).toBeGreaterThan(0);
    expect(jsdom.length).toBeGreaterThan(0);
  });
});

const readText = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

describe('the browser specs that mostly wait (tests/e2e/waitingSpecs.ts)', () => {
  it('are spec files of the browser suite, each named once', () => {
    const root = resolve(import.meta.dirname, '../..');
    const specs = readdirSync(join(root, 'tests/e2e')).filter((name) => name.endsWith('.spec.ts'));
    expect(WAITING_SPECS.filter((name) => !specs.includes(`${name}.spec.ts`))).toEqual([]);
    expect(new Set(WAITING_SPECS).size).toBe(WAITING_SPECS.length);
  });

  it('run first, as a project of their own; every other spec runs in the second one', () => {
    expect(playwrightConfig.projects?.map((p) => ({ name: p.name, testMatch: p.testMatch, testIgnore: p.testIgnore }))).toEqual([
      { name: 'waits', testMatch: waitingSpecFiles, testIgnore: undefined },
      { name: 'busy', testMatch: undefined, testIgnore: waitingSpecFiles },
    ]);
  });
});
