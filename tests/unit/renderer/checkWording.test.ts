// @vitest-environment node
/**
 * The wording checks on made-up catalogues (renderer/checkWording.ts): a
 * copied Filipino text, what the same-on-purpose catalogue lets through, a
 * variant the glossary avoids, a word in capitals. The shipped schemas are
 * walked by tests/unit/copy/filipinoWording.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkWording, type WordingRules } from '../../../renderer/check.ts';

const rules: WordingRules = {
  same: { texts: ['Zebra Pay', 'Qq'], keys: ['slug'], at: ['x.json#/copy/fil/month'] },
  glossary: {
    terms: [
      { en: 'widget code', fil: 'widget code', avoid: ['code ng widget', 'wcode'] },
      { en: 'you', fil: 'ka, mo', avoid: ['po', 'ninyo'] },
    ],
    acronyms: ['ABC'],
  },
};
const check = (en: object, fil: object) => checkWording('x.json', { en, fil } as never, rules, '/copy');

describe('checkWording: copied texts', () => {
  it('names a Filipino text left as the English one, with its file, pointer and key path', () => {
    const findings = check({ a: { b: ['Keep it', 'Plain words here'] } }, { a: { b: ['Itago', 'Plain words here'] } });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'x.json', pointer: '/copy/fil/a/b/1' });
    expect(findings[0].message).toMatch(/Filipino text is the English one: "Plain words here" \(a\/b\/1\)/);
    expect(findings[0].fix).toMatch(/schemas\/sameInFilipino\.json/);
  });

  it('lets through what the catalogue marks the same on purpose: a text (placeholders, case, a colon aside), a key name, a place', () => {
    const en = { brand: 'Zebra Pay', label: 'zebra pay: {name}', slug: 'plain-words', month: 'Word', other: 'Qq' };
    expect(check(en, { ...en })).toEqual([]);
    expect(check({ month: 'Word' }, { month: 'Word' })).toEqual([]);
    expect(check({ word: 'Word' }, { word: 'Word' })).toHaveLength(1);
  });

  it('never reports a text without letters (a number, a placeholder with a sign)', () => {
    expect(check({ n: '{percent}%', p: '+63 917', e: ')' }, { n: '{percent}%', p: '+63 917', e: ')' })).toEqual([]);
  });

  it("compares a content file's borrowed-body language by its headings", () => {
    const content = {
      en: { title: 'Terms', sections: [{ id: 's1', heading: '1. Some heading', blocks: [] }] },
      fil: { title: 'Mga tuntunin', bodyIn: 'en', bodyNote: 'Nasa English', headings: { s1: '1. Some heading' } },
    };
    const findings = checkWording('c.json', content as never, rules, '');
    expect(findings.map((f) => f.pointer)).toEqual(['/fil/headings/s1']);
  });
});

describe('checkWording: the glossary', () => {
  it('names a variant the glossary avoids and the term to write, as a whole word in any case', () => {
    const findings = check({ a: 'Your widget code' }, { a: 'Ang Code ng Widget mo' });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: '/copy/fil/a' });
    expect(findings[0].message).toMatch(/says "code ng widget" for "widget code"/);
    expect(findings[0].fix).toMatch(/"widget code"/);
  });

  it('holds the register: a polite "po" is named, a word containing it is not', () => {
    expect(check({ a: 'Thanks' }, { a: 'Salamat po' })).toHaveLength(1);
    expect(check({ a: 'Thanks' }, { a: 'Pakipost ang poste' })).toEqual([]);
  });

  it('does not read a variant inside a placeholder or in English', () => {
    expect(check({ a: 'Send wcode {wcode}' }, { a: 'Ipadala {wcode}' })).toEqual([]);
  });
});

describe('checkWording: capitals', () => {
  it('names an all-capital word in any language, not an acronym of the glossary', () => {
    const findings = check({ a: 'PAY NOW', b: 'Use ABC' }, { a: 'Bayaran', b: 'Gamitin ang ABC' });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: '/copy/en/a' });
    expect(findings[0].message).toMatch(/"PAY", "NOW"/);
    expect(check({ a: 'Pay' }, { a: 'BAYARAN' })[0]).toMatchObject({ pointer: '/copy/fil/a' });
  });

  it('lets a one-letter capital and mixed case through', () => {
    expect(check({ a: 'A plan for iOS and GCash' }, { a: 'Isang plano sa iOS at GCash' })).toEqual([]);
  });
});
