/**
 * About us (schemas/screens/aboutUs.json; SPEC 'About us') as a person reads
 * it, rendered with the real widgets: mission, advantages, team, contact and
 * support e-mail, with the lender's details from schemas/lender.json.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from '../../support/pageText.tsx';
import lender from '../../../schemas/lender.json' with { type: 'json' };

describe('about us', () => {
  it('about us: mission, advantages, team, contact, support e-mail', () => {
    const { text, ids } = pageText('aboutUs');
    expect(ids).toEqual(['mission', 'advantages', 'team', 'contact', 'support-email']);
    expect(text).toContain(lender.supportEmail);
    expect(text).toContain(lender.telephone);
  });
});
