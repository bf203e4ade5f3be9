/** The order a page's language is picked in (CONTRACT section 6), and how it is kept for the tab. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickLanguage, type LanguageInputs } from '../../../renderer/pickLanguage.ts';
import { currentLanguage } from '../../../app/language.ts';
import PH from '../../../schemas/markets/PH.json' with { type: 'json' };
import seed from '../../../schemas/markets/seed.json' with { type: 'json' };

describe('pickLanguage (PH)', () => {
  it.each([
    [{ query: 'fil', stored: 'en', browser: ['en-US'] }, 'fil', 'the address first'],
    [{ query: 'en', stored: 'fil', browser: ['fil-PH'] }, 'en', 'the address over the tab and the browser'],
    [{ query: null, stored: 'fil', browser: ['en-US'] }, 'fil', 'then what the tab used'],
    [{ query: 'xx', stored: 'fil', browser: [] }, 'fil', 'an address language the market does not speak is skipped'],
    [{ query: null, stored: null, browser: ['fil-PH', 'en'] }, 'fil', 'then the browser: fil'],
    [{ query: null, stored: null, browser: ['tl'] }, 'fil', 'tl is Filipino'],
    [{ query: null, stored: null, browser: ['ja-JP', 'tl-PH'] }, 'fil', 'the first browser language the market speaks'],
    [{ query: null, stored: null, browser: ['en-PH', 'fil'] }, 'en', 'the browser order counts'],
    [{ query: null, stored: null, browser: ['zh-CN'] }, 'en', 'else the market default'],
    [{}, 'en', 'nothing at all: the default'],
    [{ query: 'FIL', browser: [] }, 'fil', 'case does not matter'],
    [{ query: 'fil-PH', browser: [] }, 'fil', 'a region does not matter'],
    [{ query: 'tl', browser: [] }, 'fil', 'lang=tl also means Filipino'],
  ] as [LanguageInputs, string, string][])('%j → %s (%s)', (inputs, expected) => expect(pickLanguage(inputs, PH)).toBe(expected));

  it('the seed market speaks its one language whatever is asked', () => {
    expect(pickLanguage({ query: 'fil', browser: ['fil'] }, seed)).toBe('en');
  });
});

describe('currentLanguage keeps the address language for the tab', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('lang=fil is kept, so the next page without lang stays Filipino', () => {
    expect(currentLanguage(['?lang=fil&orderId=1'], PH)).toBe('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(currentLanguage(['?orderId=2'], PH)).toBe('fil');
    expect(currentLanguage(['?lang=en'], PH)).toBe('en');
    expect(currentLanguage([''], PH)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads lang from the query before the hash of the promotion entry too', () => {
    expect(currentLanguage(['?id=1', '?lang=fil'], PH)).toBe('fil');
  });

  it('a browser that refuses storage still gets the address language', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(currentLanguage(['?lang=fil'], PH)).toBe('fil');
    expect(currentLanguage([''], PH)).toBe('en');
  });
});
