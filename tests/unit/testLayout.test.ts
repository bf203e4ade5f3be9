// @vitest-environment node
/**
 * Tests laid out so a reader finds what covers a file (issue 19):
 *
 * - every screen document schemas/screens/<id>.json has its unit tests in
 *   tests/unit/screens/<id>.test.ts (or .tsx when it renders React);
 * - tests/unit/screens/ holds only those files, plus across/ for tests of a
 *   class over every screen (back controls, notices, plurals…): a file named
 *   after no screen is a grouped file to split, or a screen since renamed;
 * - every widget that emits events (its contract, widgets/<Name>.contract.ts,
 *   declares `events`, or emits the events its data names: `openEvents`) has
 *   tests/unit/widgets/<Name>.test.tsx.
 *
 * Read from disk, not from a registry, so a new screen or widget is found
 * without a change here.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WidgetContract } from '../../renderer/contract.ts';
import { screenIdsIn } from '../../scripts/readScreen.ts';

const root = join(import.meta.dirname, '..', '..');
const screensDir = join(root, 'tests', 'unit', 'screens');
const widgetsDir = join(root, 'tests', 'unit', 'widgets');
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

/** Every widget contract beside its widget (widgets/<Name>.contract.ts), by the widget's name. */
async function widgetContracts(): Promise<[string, WidgetContract][]> {
  const names = readdirSync(join(root, 'widgets'))
    .map((f) => /^([A-Z]\w*)\.contract\.ts$/.exec(f)?.[1])
    .filter((name): name is string => name !== undefined);
  return Promise.all(
    names.map(
      async (name) =>
        [name, ((await import(join(root, 'widgets', `${name}.contract.ts`))) as { contract: WidgetContract }).contract] as [string, WidgetContract],
    ),
  );
}

const emitsEvents = (contract: WidgetContract) => Object.keys(contract.events ?? {}).length > 0 || contract.openEvents === true;

describe('a test file per screen document and per widget with behaviour', () => {
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

  it('every widget that emits events has tests/unit/widgets/<Name>.test.tsx', async () => {
    const contracts = await widgetContracts();
    const emitting = contracts.filter(([, c]) => emitsEvents(c)).map(([name]) => name);
    // The check sees something: the button and the error page's buttons emit.
    expect(emitting).toEqual(expect.arrayContaining(['Button', 'ErrorState']));
    const tested = new Set(entries(widgetsDir));
    const missing = emitting.filter((name) => !tested.has(`${name}.test.tsx`));
    expect(
      missing.map(
        (name) =>
          `${name} (widgets/${name}.contract.ts) emits ${Object.keys(contracts.find(([n]) => n === name)![1].events ?? {}).join(', ') || 'the events its data names'} but has no tests/unit/widgets/${name}.test.tsx: render it, fire its events, assert what the user sees and what it emits`,
      ),
    ).toEqual([]);
  });
});
