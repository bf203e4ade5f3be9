// @vitest-environment node
/**
 * The live preview checks a shared part being edited in every screen that
 * uses it, with the edited part filled in: a mistake inside the part is
 * reported in the part's file, with a pointer into the part, once per screen
 * it breaks; the phone draws the screen with the part's draft, or with its
 * last version that passed while the draft does not.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PartDoc } from '../../../renderer/index.ts';
import { checkDocuments, type Documents } from '../../../studio/checkDocuments.ts';
import { locate } from '../../../studio/jsonLocate.ts';
import { root } from '../../support/runScreen.ts';

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const PART = 'schemas/parts/repayCommon.json';
const partText = read(PART);
const repayText = read('schemas/screens/repay.json');
const delayText = read('schemas/screens/repayDelay.json');
const part = JSON.parse(partText) as PartDoc & { copy: { en: Record<string, string> } };

/** repay shown, repayCommon in the editor holding `text`, repayDelay checked beside it. */
const editingPart = (text: string): Documents => ({
  screenId: 'repay',
  screenText: repayText,
  partTexts: { repayCommon: text, confirmCommon: read('schemas/parts/confirmCommon.json') },
  lastGoodParts: { repayCommon: part },
  usersOf: { repayCommon: ['repay', 'repayDelay'], confirmCommon: ['confirmLoan', 'confirmLoanNew'] },
  editing: 'repayCommon',
  otherUsers: { repayDelay: delayText },
});

describe('live preview: a shared part checked in the screens that use it', () => {
  it('finds nothing wrong in the shipped files, and draws the screen with the part', () => {
    const result = checkDocuments(editingPart(partText));
    expect(result.findings).toEqual([]);
    expect(result.staleParts).toEqual([]);
    expect(result.doc?.copy?.en).toMatchObject({ paymentMethod: part.copy.en.paymentMethod });
  });

  it('draws the screen with the text edited in the part', () => {
    const edited = partText.replace(JSON.stringify(part.copy.en.paymentMethod), '"Pay another way"');
    const result = checkDocuments(editingPart(edited));
    expect(result.findings).toEqual([]);
    expect(result.doc?.copy?.en).toMatchObject({ paymentMethod: 'Pay another way' });
    expect(result.parts.repayCommon.copy?.en).toMatchObject({ paymentMethod: 'Pay another way' });
  });

  it('reports a handler misspelt inside the part in the part, for each screen that uses it', () => {
    const edited = partText.replace('"args": { "handler": "pay" }', '"args": { "handler": "paay" }');
    expect(edited).not.toBe(partText);
    const findings = checkDocuments(editingPart(edited)).findings.filter((f) => /unknown handler "paay"/.test(f.message));
    expect(findings.map((f) => f.message.replace(/^.*\(for /, ''))).toEqual([
      'schemas/screens/repay.json, which uses this part)',
      'schemas/screens/repayDelay.json, which uses this part)',
    ]);
    for (const f of findings) {
      expect(f.file).toBe(PART);
      // The pointer is into the part's own text: it selects the misspelt name there.
      const span = locate(edited, f.pointer)!;
      expect(edited.slice(span.start, span.end)).toBe('"paay"');
    }
  });

  it('reports a copy key misspelt inside the part in the part', () => {
    const edited = partText.replace('{ "var": "copy.paymentMethod" }', '{ "var": "copy.paymentMethd" }');
    const [f, ...more] = checkDocuments(editingPart(edited)).findings.filter((x) => /"paymentMethd"/.test(x.message));
    expect(more).toHaveLength(1); // repayDelay's
    expect(f).toMatchObject({ file: PART, message: expect.stringMatching(/\(for schemas\/screens\/repay\.json/) });
    const span = locate(edited, f.pointer)!;
    expect(edited.slice(span.start, span.end)).toContain('paymentMethd');
  });

  it('reports in the screen a part edit that breaks it, and the edited document first', () => {
    // The part no longer gives the fragment the screens place.
    const edited = partText.replace('"chooser": [', '"chooserr": [');
    const findings = checkDocuments({ ...editingPart(edited), editing: null }).findings;
    expect(findings.filter((f) => /no fragment "chooser"/.test(f.message)).map((f) => f.file)).toEqual([
      'schemas/screens/repay.json',
      'schemas/screens/repayDelay.json',
    ]);
    expect(findings[0].file).toBe('schemas/screens/repay.json');
  });

  it('keeps drawing the last version that passed while the part is not valid JSON, and says why', () => {
    const result = checkDocuments(editingPart(partText.replace('"id": "repayCommon",', '"id": "repayCommon"')));
    expect(result.findings[0]).toMatchObject({ file: PART, message: expect.stringMatching(/^not valid JSON/) });
    expect(result.staleParts).toEqual(['repayCommon']);
    expect(result.doc?.copy?.en).toMatchObject({ paymentMethod: part.copy.en.paymentMethod });
    expect(result.parts.repayCommon).toBe(part);
  });

  it('shows only the findings of the parts the screen uses', () => {
    const result = checkDocuments({ ...editingPart(partText), partTexts: { ...editingPart(partText).partTexts, confirmCommon: '{' } });
    expect(result.findings).toEqual([]);
  });
});
