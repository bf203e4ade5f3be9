// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenName } from '../../../studio/screenName.ts';
import { root } from '../../support/runScreen.ts';

describe('live preview: screens by the names staff use', () => {
  it('takes the description up to its SPEC reference, route or first clause', () => {
    expect(screenName('bindBank', "Bank binding (SPEC 'Bank binding screen', points 3, 4). The server supplies the fields.")).toBe('Bank binding');
    expect(screenName('repayDelay', "Extension (delay) repayment (SPEC 'Extension (delay) repayment page'; route /repayDelay).")).toBe(
      'Extension (delay) repayment',
    );
    expect(screenName('promoAgreement', 'The registration agreement (/promo/#/agreementTemplate), linked from the register page.')).toBe(
      'The registration agreement',
    );
    expect(screenName('repaymentOfCode2', 'Repayment by code, second version (SPEC): reads the info.')).toBe('Repayment by code, second version');
    expect(screenName('notFound', 'Shown for an address with no screen (yet). Never a blank page.')).toBe('Shown for an address with no screen (yet)');
  });

  it('falls back on the id, and cuts a long name at a word', () => {
    expect(screenName('orderDetail', undefined)).toBe('orderDetail');
    expect(screenName('orderDetail', '  ')).toBe('orderDetail');
    const long = screenName('x', 'A screen whose description never pauses for breath and goes on about everything it does');
    expect(long).toBe('A screen whose description never pauses for…');
    expect(long.length).toBeLessThanOrEqual(48);
  });

  it('gives every shipped screen its own name', () => {
    const dir = join(root, 'schemas/screens');
    const named = readdirSync(dir).map((f) => {
      const doc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; description?: string };
      return screenName(doc.id, doc.description);
    });
    expect(new Set(named).size).toBe(named.length);
    expect(named).toContain('Bank binding');
  });
});
