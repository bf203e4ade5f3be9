// @vitest-environment node
/**
 * Tests laid out so a reader finds what covers a file (issue 19):
 *
 * - every screen document schemas/screens/<id>.json has its unit tests in
 *   tests/unit/screens/<id>.test.ts (or .tsx when it renders React);
 * - tests/unit/screens/ holds only those files, plus across/ for tests of a
 *   class over every screen (back controls, notices, plurals…): a file named
 *   after no screen is a grouped file to split, or a screen since renamed;
 *
 * That every widget has tests/unit/widgets/<Name>.test.tsx is `npm run check`'s
 * (scripts/widgetRegistryFiles.ts), beside the rest of what a widget is.
 *
 * Read from disk, not from a registry, so a new screen is found
 * without a change here.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenIdsIn } from '../../scripts/readScreen.ts';

const root = join(import.meta.dirname, '..', '..');
const screensDir = join(root, 'tests', 'unit', 'screens');
const TEST_FILE = /^(\w+)\.test\.tsx?$/;

/** The folder's entries; a missing folder has none. */
const entries = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

const screenIds = screenIdsIn(root);
const screenTests = entries(screensDir).filter((n) => statSync(join(screensDir, n)).isFile());

describe('a test file per screen document', () => {
  it('finds the screen documents and the per-screen test files (the check sees something)', () => {
    expect(screenIds.length).toBeGreaterThan(0);
    expect(screenTests.length).toBeGreaterThan(0);
  });

  it('every screen document has tests/unit/screens/<id>.test.ts(x)', () => {
    const tested = new Set(screenTests.flatMap((n) => TEST_FILE.exec(n)?.[1] ?? []));
    const missing = screenIds.filter((id) => !tested.has(id));
    expect(
      missing.map(
        (id) =>
          `schemas/screens/${id}.json has no unit test file: add tests/unit/screens/${id}.test.ts (or .tsx), driven like the others (tests/support/runScreen.ts)`,
      ),
    ).toEqual([]);
  });

  it('tests/unit/screens holds only per-screen files and across/ (tests of a class over every screen)', () => {
    const ids = new Set(screenIds);
    const stray = screenTests.filter((n) => !ids.has(TEST_FILE.exec(n)?.[1] ?? ''));
    const folders = entries(screensDir).filter((n) => !screenTests.includes(n) && n !== 'across');
    expect(
      [...stray, ...folders].map(
        (n) =>
          `tests/unit/screens/${n} is named after no screen document: move each test into the file of the screen it covers, or to tests/unit/screens/across/ when it walks every screen`,
      ),
    ).toEqual([]);
  });
});
