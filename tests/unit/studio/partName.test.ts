// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { partName } from '../../../studio/partName.ts';
import { root } from '../../support/runScreen.ts';

describe('live preview: shared parts by a name staff read', () => {
  it('takes a short name the description starts with', () => {
    expect(partName('repayBasics', 'Repayment basics: the code and the chooser.')).toBe('Repayment basics');
  });

  it('else says the id in words', () => {
    expect(partName('repayCommon', 'What the installment page (repay) and the extension page (repayDelay) share: the payment code.')).toBe('Repay common');
    expect(partName('confirmCommon', undefined)).toBe('Confirm common');
  });

  it('names every part of schemas/parts/ differently', () => {
    const dir = join(root, 'schemas', 'parts');
    const names = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => {
        const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; description?: string };
        return partName(doc.id, doc.description);
      });
    expect(new Set(names).size).toBe(names.length);
  });
});
