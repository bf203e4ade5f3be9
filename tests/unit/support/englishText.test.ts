// @vitest-environment node
/**
 * The English finder of the Filipino walks (tests/support/englishText.ts):
 * it sees every server text the sandbox would send in English, with the
 * sandbox's moved dates and the digits of a `{number}` entry; it sees the
 * product's own English copy where the Filipino differs; and it leaves the
 * Filipino the sandbox and the screens send alone.
 */
import { describe, expect, it } from 'vitest';
import catalogue from '../../../sandbox/filipino.json' with { type: 'json' };
import { englishTextsIn } from '../../support/englishText.ts';
import { readScreen } from '../../../scripts/readScreen.ts';

const texts = catalogue.texts as Record<string, string>;
const unambiguous = (text: string) => /\S\s+\S/.test(text) || text.length >= 12;

describe('englishTextsIn', () => {
  it('finds every server text of two words or 12 characters the sandbox sends in English, each on its own', () => {
    const missed = Object.keys(texts)
      .filter(unambiguous)
      .map((en) => en.replace('{number}', '42'))
      .filter((en) => englishTextsIn(`Sinusuri\n${en}\nSalamat`).join() !== en);
    expect(missed).toEqual([]);
  });

  it('finds a server sentence whose date the sandbox moved', () => {
    const dated = Object.keys(texts).find((en) => /\d{4}-\d{2}-\d{2}/.test(en))!;
    const moved = dated.replace(/\d{4}-\d{2}-\d{2}/, '2031-02-03');
    expect(englishTextsIn(moved)).toEqual([moved]);
  });

  it('leaves the Filipino of every server text alone, and English run into other words', () => {
    expect(englishTextsIn(Object.values(texts).join('\n'))).toEqual([]);
    const sentence = Object.keys(texts).find((en) => en.split(' ').length > 3)!;
    expect(englishTextsIn(`x${sentence}x`)).toEqual([]);
  });

  it("finds a screen's English copy where its Filipino differs, and not its Filipino", () => {
    const { en, fil } = readScreen('orderDetail').copy as Record<string, Record<string, unknown>>;
    const key = Object.keys(en).find((k) => typeof en[k] === 'string' && !(en[k] as string).includes('{') && unambiguous(en[k] as string) && fil[k] !== en[k])!;
    expect(englishTextsIn(`${fil[key]}\n${en[key]}`)).toContain(en[key]);
    expect(englishTextsIn(String(fil[key]))).toEqual([]);
  });
});
