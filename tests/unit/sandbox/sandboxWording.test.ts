// @vitest-environment node
/**
 * The sandbox's Filipino server texts (sandbox/filipino.json) keep to the
 * product's wording rules, as the screens' own copy does (npm run check):
 * the glossary's terms (schemas/glossary.json), no word in capitals but the
 * acronyms it lists, no Filipino that is the English copied. A borrower reads
 * the server's words and the page's side by side; a payment code called two
 * names on one screen sends them looking for two things.
 */
import { describe, expect, it } from 'vitest';
import { checkWording } from '../../../renderer/check.ts';
import { readWordingRules } from '../../../scripts/readWordingRules.ts';
import type { Finding } from '../../../renderer/check.ts';
import catalogue from '../../../sandbox/filipino.json' with { type: 'json' };

// vitest runs from the repository's root (package.json).
const root = process.cwd();

/** The catalogue as a screen writes its copy: one key per text, in English and Filipino. */
function asCopy(texts: Record<string, string>): { en: Record<string, string>; fil: Record<string, string> } {
  const entries = Object.entries(texts);
  return {
    en: Object.fromEntries(entries.map(([en], i) => [`t${i}`, en])),
    fil: Object.fromEntries(entries.map(([, fil], i) => [`t${i}`, fil])),
  };
}

const readable = (findings: Finding[]) => findings.map((f) => f.message);

describe("the sandbox's Filipino keeps to the glossary", () => {
  const findings: Finding[] = [];
  const rules = readWordingRules(root, findings)!;

  it('the wording rules read', () => {
    expect(readable(findings)).toEqual([]);
  });

  it('no server text in Filipino uses a variant the glossary avoids, shouts, or is its English', () => {
    expect(readable(checkWording('sandbox/filipino.json', asCopy(catalogue.texts as Record<string, string>), rules, '/texts'))).toEqual([]);
  });

  it('a variant planted in the catalogue is found (the check is awake)', () => {
    const planted = asCopy({ 'Your repayment code': 'Ang iyong code ng pagbabayad', 'PAY NOW': 'MAGBAYAD NA' });
    expect(readable(checkWording('sandbox/filipino.json', planted, rules, '/texts'))).toHaveLength(3);
  });
});
