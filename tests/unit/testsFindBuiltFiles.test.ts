// @vitest-environment node
/**
 * A spec finds a built file by the module it holds (tests/support/builtFile.ts), never by the file's name, for every
 * module the build may put in a file with others (scripts/firstPaintChunks.ts, decision 044): a screen's document,
 * a shared part, a widget, a feature's code. Such a file is named after a set of screens (`bindBank_2` holds the
 * form widget), so a pattern like /SchemaForm[^/]*\.js/ matches nothing, and a test that holds or blocks that file
 * would hold nothing (CI found one). The entries, the app's file and the lazily split libraries keep their names
 * and may be named.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureSources } from '../../app/featureSources.ts';
import { firstRenderSources } from '../../scripts/firstRenderSources.ts';
import { readScreen, screenIdsIn } from '../../scripts/readScreen.ts';

const root = join(import.meta.dirname, '..', '..');
const baseNames = (dir: string, ext: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length));

/** The modules the build groups by the screens that need them, by the name their file had before. */
const grouped = [
  ...screenIdsIn(root).flatMap((id) =>
    firstRenderSources(id, baseNames('schemas/parts', '.json'), featureSources(readScreen(id, root))).map((source) =>
      source.replace(/^.*\/|\.(tsx?|json)$/g, ''),
    ),
  ),
  ...baseNames('widgets', '.tsx'),
  ...baseNames('widgets/form', '.tsx'),
];

function specSources(dir: string): { file: string; text: string }[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(join(root, dir, f), 'utf8') }));
}

describe('specs find a built file by its module (tests/support/builtFile.ts)', () => {
  it('no spec names the file of a module the build groups', () => {
    const found: string[] = [];
    for (const { file, text } of [...specSources('tests/e2e'), ...specSources('tests/support')])
      for (const name of new Set(grouped)) {
        // `Name-[^/]…` or `Name[^/]*\.js`, as a pattern for a hashed file name spells it.
        const pattern = new RegExp(`\\b${name}(?:-\\[\\^/\\]|\\[\\^/\\][*+]\\\\\\.js)`);
        text.split('\n').forEach((line, i) => {
          if (pattern.test(line)) found.push(`${file}:${i + 1} names ${name}'s file: use builtFile('…') or builtFilePattern('…')`);
        });
      }
    expect(found).toEqual([]);
  });

  it('no spec builds a built file’s name from a screen or module name (`/assets/${id}-`): only the kept names may be spelt', () => {
    // The app's file keeps its group's name (tests/e2e/appFile.ts), the bundler's runtime its own (scripts/builtCode.ts
    // RUNTIME); any other name made up in a template is a module's file.
    const madeUp = /\/assets\/\$\{(?!(APP_GROUP|RUNTIME)\})/;
    const found = [...specSources('tests/e2e'), ...specSources('tests/support')].flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (madeUp.test(line) ? [`${file}:${i + 1} makes up a built file's name: use builtFile('…', route)`] : [])),
    );
    expect(found).toEqual([]);
    expect(madeUp.test('r.name.startsWith(`/assets/${prefix}-`)'), 'the shape earlyData.spec.ts had').toBe(true);
    expect(madeUp.test('new RegExp(`/assets/${APP_GROUP}-[^/]*\\.js`)')).toBe(false);
    expect(madeUp.test('new RegExp(`^/assets/${RUNTIME}-`)')).toBe(false);
  });

  it('the check finds the pattern it is about', () => {
    const pattern = (name: string) => new RegExp(`\\b${name}(?:-\\[\\^/\\]|\\[\\^/\\][*+]\\\\\\.js)`);
    expect(pattern('SchemaForm').test(String.raw`route(/SchemaForm[^/]*\.js/, …)`)).toBe(true);
    expect(pattern('orderDetail').test(String.raw`route(/\/assets\/orderDetail-[^/]*\.js(\?.*)?$/, …)`)).toBe(true);
    expect(pattern('orderDetail').test(String.raw`builtFilePattern('schemas/screens/orderDetail.json')`)).toBe(false);
  });
});
