// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkEdited } from '../../../studio/checkEdited.ts';
import { jsonSpans, lineAt, locate } from '../../../studio/jsonLocate.ts';
import { root } from '../../support/runScreen.ts';

const fileText = readFileSync(join(root, 'schemas/screens/customerService.json'), 'utf8');

describe('live preview: checking the text being edited', () => {
  it('draws the shipped file and finds nothing wrong in it', () => {
    const result = checkEdited(fileText, 'customerService');
    expect(result.findings).toEqual([]);
    expect(result.doc?.id).toBe('customerService');
  });

  it('still draws a document with a wrong reference, and names the reference', () => {
    const result = checkEdited(fileText.replace('"widget": "Notice"', '"widget": "Notcie"'), 'customerService');
    expect(result.doc).not.toBeNull();
    expect(result.findings).toEqual([expect.objectContaining({ pointer: '/body/0/children/0/widget', message: 'unknown widget "Notcie"' })]);
  });

  it('does not draw a document the meta-schema refuses, and says why', () => {
    const result = checkEdited(fileText.replace('"body": [', '"bdoy": [], "body": ['), 'customerService');
    expect(result.doc).toBeNull();
    expect(result.findings[0].message).toBe('unknown key "bdoy" (must NOT have additional properties)');
  });

  it('words a missing key and a wrong value kind for people who do not read JSON Schema', () => {
    const doc = JSON.parse(fileText);
    delete doc.body;
    doc.id = 5;
    const messages = checkEdited(JSON.stringify(doc), 'customerService').findings.map((f) => `${f.pointer} ${f.message}`);
    expect(messages).toContain(' "body" is missing');
    expect(messages.some((m) => m === '/id must be a text in quotes')).toBe(true);
  });

  it('points a syntax error at its place in the text', () => {
    const broken = fileText.replace('"id": "customerService",', '"id": "customerService"');
    const [finding] = checkEdited(broken, 'customerService').findings;
    expect(finding.message).toMatch(/^not valid JSON/);
    expect(lineAt(broken, finding.offset ?? -1)).toBeGreaterThanOrEqual(3);
    expect(lineAt(broken, finding.offset ?? -1)).toBeLessThanOrEqual(4);
  });
});

describe('live preview: finding a JSON pointer in the text', () => {
  const text = '{\n  "a": [1, {"b~/c": "x"}],\n  "d": true\n}';

  it('knows the span of every value, with escaped keys', () => {
    const spans = jsonSpans(text);
    const at = (p: string) => text.slice(spans.get(p)!.start, spans.get(p)!.end);
    expect(at('/a/0')).toBe('1');
    expect(at('/a/1/b~0~1c')).toBe('"x"');
    expect(at('/d')).toBe('true');
    expect(at('')).toBe(text);
  });

  it('falls back to the nearest parent, and gives lines from 1', () => {
    const span = locate(text, '/a/1/missing');
    expect(text.slice(span!.start, span!.end)).toBe('{"b~/c": "x"}');
    expect(lineAt(text, span!.start)).toBe(2);
    expect(locate('{ broken', '/x')).toBeNull();
  });
});
