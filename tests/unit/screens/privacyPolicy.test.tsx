/**
 * The privacy policy (schemas/screens/privacyPolicy.json; SPEC 'Privacy
 * Policy') as a person reads it, rendered with the real widgets: every
 * section SPEC lists in order, the minimum age of schemas/lender.json, the
 * grievance officer's e-mail, and no placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from '../../support/pageText.tsx';
import lender from '../../../schemas/lender.json' with { type: 'json' };

describe('privacy policy', () => {
  it('the privacy policy has every section SPEC lists', () => {
    const { text, ids } = pageText('privacyPolicy');
    expect(ids).toEqual([
      'lender-information',
      'collection-of-information',
      'representation',
      'use-of-information',
      'disclosure',
      'cookies',
      'device-information',
      'minors',
      'password-security',
      'changes',
      'opt-out',
      'grievance-officer',
    ]);
    expect(text).toContain(`${lender.figures.minimumAge}`);
    expect(text).toContain(lender.grievanceEmail);
    expect(text).not.toMatch(/\{[\w.]+\}/);
  });
});
