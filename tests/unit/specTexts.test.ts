// @vitest-environment node
/**
 * The SPEC-quoted texts report (issue 19): product staff may reword any copy,
 * so no test fails when a text SPEC quotes changes; instead this prints, in
 * the test output, every key of tests/specTexts.json whose English text now
 * differs from SPEC's words (a button SPEC calls 'Borrow Again' relabelled 'Borrow again'), so
 * the change is seen and can be taken to whoever owns SPEC. A difference a
 * person has looked at is recorded as `reviewed` and printed as such; a text
 * changed after that is printed as new again.
 *
 * It fails only when the list itself is wrong: a key that no longer names a
 * text (renamed or removed), which would hide a change from the report.
 */
import { describe, expect, it } from 'vitest';
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import type { Json } from '../../renderer/types.ts';
import { loadScreenSource } from '../support/loadScreenDoc.ts';
import specTexts from '../specTexts.json' with { type: 'json' };

interface SpecText {
  copy: string;
  spec: string;
  where: string;
  reviewed?: string;
}

/** The English text of `screen.key.path[1].label` (a screen's copy with its parts) or `app.key` (schemas/copy.json). */
function englishText(copyKey: string): Json | undefined {
  const [file, ...path] = copyKey.split(/\.|\[(\d+)\]\.?/).filter((p) => p !== undefined && p !== '');
  let at: Json | undefined = file === 'app' ? (appCopyFile.en as Json) : loadScreenSource(file).copy?.en;
  for (const step of path) {
    if (at && typeof at === 'object') at = (at as { [k: string]: Json })[step];
    else return undefined;
  }
  return at;
}

/** The report's lines: each text that differs from SPEC, marked 'reviewed' when a person kept those very words. */
function reportLines(texts: SpecText[], read: (copyKey: string) => Json | undefined): string[] {
  return texts.flatMap((t) => {
    const now = read(t.copy);
    if (typeof now !== 'string' || now === t.spec) return [];
    return [
      `  ${now === t.reviewed ? 'reviewed' : 'CHANGED '}  ${t.copy}: SPEC says ${JSON.stringify(t.spec)} (${t.where}), the copy says ${JSON.stringify(now)}`,
    ];
  });
}

const texts = specTexts.texts as SpecText[];

describe('SPEC-quoted texts (tests/specTexts.json)', () => {
  it('every listed key names a text of the copy; the texts that now differ from SPEC are printed as a note', () => {
    expect(
      texts.filter((t) => typeof englishText(t.copy) !== 'string').map((t) => `${t.copy}: no such English text; correct the key in tests/specTexts.json`),
    ).toEqual([]);
    const lines = reportLines(texts, englishText);
    if (lines.length) {
      console.log(
        [
          `Note: ${lines.length} text(s) SPEC quotes differ from SPEC's words (tests/specTexts.json; a note, not a failure):`,
          ...lines,
          "  Once a person has compared a CHANGED one with SPEC, record the copy's words as its `reviewed` in tests/specTexts.json.",
        ].join('\n'),
      );
    }
  });

  it("the note names a changed text as CHANGED, a kept one as reviewed, and leaves out one still in SPEC's words", () => {
    const now: Record<string, string> = { 'a.same': 'Lend Twice', 'a.new': 'Lend twice', 'a.kept': 'Collection types.' };
    const lines = reportLines(
      [
        { copy: 'a.same', spec: 'Lend Twice', where: 'point 4' },
        { copy: 'a.new', spec: 'Lend Twice', where: 'point 4', reviewed: 'Lend it twice' },
        { copy: 'a.kept', spec: 'Collection types', where: 'point 5', reviewed: 'Collection types.' },
      ],
      (key) => now[key],
    );
    expect(lines).toEqual([
      '  CHANGED   a.new: SPEC says "Lend Twice" (point 4), the copy says "Lend twice"',
      '  reviewed  a.kept: SPEC says "Collection types" (point 5), the copy says "Collection types."',
    ]);
  });
});
