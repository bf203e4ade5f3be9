// @vitest-environment node
/**
 * The live preview checks a shared part being edited as `npm run check`
 * checks the part file (scripts/schemaCheck.ts): the same findings, in the
 * part's file, for a part the meta-schema refuses, a part with the wrong id,
 * a part no screen uses, and text that is not JSON.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkEditedPart } from '../../../studio/checkEditedPart.ts';
import { lineAt } from '../../../studio/jsonLocate.ts';
import { checkProject, type Finding } from '../../../scripts/schemaCheck.ts';
import { widgets } from '../../../widgets/index.ts';
import { actions } from '../../../actions/index.ts';
import { endpointNames } from '../../../actions/api/endpoints.ts';
import { root } from '../../support/runScreen.ts';

const FILE = 'schemas/parts/repayCommon.json';
const fileText = readFileSync(join(root, FILE), 'utf8');
const users = ['repay', 'repayDelay'];
const names = { widgets: Object.keys(widgets), actions: Object.keys(actions), endpoints: endpointNames };

const dir = mkdtempSync(join(tmpdir(), 'studio-part-'));
cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
cpSync(join(root, 'sandbox', 'scenarios'), join(dir, 'sandbox', 'scenarios'), { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `npm run check` reports in the part's file when the file holds `text`. */
function projectFindings(text: string): Finding[] {
  writeFileSync(join(dir, FILE), text);
  try {
    return checkProject(dir, names).filter((f) => f.file === FILE);
  } finally {
    writeFileSync(join(dir, FILE), fileText);
  }
}

const sorted = (findings: Finding[]) =>
  findings.map(({ file, pointer, message, fix }) => ({ file, pointer, message, fix })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The part's file with `edit` applied to its document. */
function edited(edit: (doc: Record<string, unknown>) => void): string {
  const doc = JSON.parse(fileText) as Record<string, unknown>;
  edit(doc);
  return JSON.stringify(doc, null, 2);
}

describe('live preview: checking a shared part being edited', () => {
  it('finds nothing wrong in the shipped part, and gives it to the screens to draw', () => {
    const result = checkEditedPart(fileText, 'repayCommon', users);
    expect(result.findings).toEqual([]);
    expect(result.part?.id).toBe('repayCommon');
  });

  it.each([
    ['an unknown key and a text that is not one', (d: Record<string, unknown>) => Object.assign(d, { hanlders: {}, description: 5 })],
    [
      'a copy text that is a number, a rule that is not an expression',
      (d: Record<string, unknown>) => {
        (d.copy as { en: Record<string, unknown> }).en.pay = 7;
        (d.constants as Record<string, unknown>).rupeeFlag = { nested: [] };
        d.onLoad = [{ args: {} }];
      },
    ],
    [
      'a fragment that is not a list of nodes, no id',
      (d: Record<string, unknown>) => {
        (d.fragments as Record<string, unknown>).chooser = { widget: 'Dialog' };
        delete d.id;
      },
    ],
  ])('reports a part the meta-schema refuses as npm run check does: %s', (_, edit) => {
    const text = edited(edit);
    const result = checkEditedPart(text, 'repayCommon', users);
    expect(result.part).toBeNull();
    expect(result.findings.length).toBeGreaterThan(0);
    expect(sorted(result.findings)).toEqual(sorted(projectFindings(text)));
  });

  it('reports a wrong id and a missing "$schema" as npm run check does, and still draws the part', () => {
    const text = edited((d) => {
      d.id = 'repayCommn';
      delete d.$schema;
    });
    const result = checkEditedPart(text, 'repayCommon', users);
    expect(result.part).not.toBeNull();
    expect(result.findings.map((f) => f.pointer).sort()).toEqual(['/$schema', '/id']);
    expect(sorted(result.findings)).toEqual(sorted(projectFindings(text)));
  });

  it('says when no screen uses the part', () => {
    expect(checkEditedPart(fileText, 'repayCommon', []).findings).toEqual([
      expect.objectContaining({ file: FILE, pointer: '', message: expect.stringMatching(/^no screen uses part "repayCommon"/) }),
    ]);
  });

  it('points a syntax error at its place in the part text', () => {
    const broken = fileText.replace('"id": "repayCommon",', '"id": "repayCommon"');
    const result = checkEditedPart(broken, 'repayCommon', users);
    expect(result.part).toBeNull();
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ file: FILE, message: expect.stringMatching(/^not valid JSON/) });
    expect(lineAt(broken, result.findings[0].offset ?? -1)).toBeGreaterThanOrEqual(3);
    expect(lineAt(broken, result.findings[0].offset ?? -1)).toBeLessThanOrEqual(4);
  });
});
