/**
 * The sandbox answers in the language asked (CONTRACT section 6): every server
 * text of every answer of every scenario has its Filipino in
 * sandbox/filipino.json, or is listed there as the same in every language (a
 * name, an acknowledgement no page shows, a hostile payload), and so has
 * every text a scenario's `storage` holds as a page kept it from the server
 * (seeded in the page's language: sandbox/seedStorage.ts); the catalogue
 * holds nothing no scenario sends; and the handler answers in Filipino when a
 * call asks for `fil` by `lang` or, without `lang`, by Accept-Language, before
 * dates are moved and texts lengthened.
 */
import { afterEach, describe, expect, it } from 'vitest';
import catalogue from '../../../sandbox/filipino.json' with { type: 'json' };
import { filipinoOf, inFilipino, isTextKey } from '../../../sandbox/inFilipino.ts';
import { askedLanguage } from '../../../sandbox/askedLanguage.ts';
import { rawScenarios } from '../../../sandbox/scenarios.ts';
import { RECEIPT_REFUSED } from '../../../sandbox/handlers.ts';
import { LONG_TAIL } from '../../../sandbox/longTexts.ts';
import { setLongTexts, setScenario } from '../../../sandbox/scenario.ts';
import { setSandboxToday } from '../../../sandbox/sandboxDay.ts';
import { seedStorage } from '../../../sandbox/seedStorage.ts';
import { endpoints } from '../../../actions/api/endpoints.ts';
import { TEST_DAY } from '../../support/testDay.ts';

afterEach(() => {
  setLongTexts(false);
  setSandboxToday(TEST_DAY);
});

const texts = catalogue.texts as Record<string, string>;
const same = new Set(Object.values(catalogue.same).flat());

/** Fields that carry a name the page acts on (an id, a code, a kind), not words it shows. */
const MACHINE_KEYS = new Set([
  'code',
  'cate',
  'inputType',
  'bankCode',
  'channel_number',
  'channelNumber',
  'target',
  'repayToken',
  'repayRecordId',
  'orderNo',
  'sid',
  'id',
  'productId',
  'problemId',
  'orderStatus',
  'deviceId',
]);
/** A list entry's value code (a bank's or a city's `type` in cardInit: "BDO", "MNL"). */
const OPTION_CODE = /^[A-Z0-9]{1,6}$/;
/** Texts that are no words: numbers, amounts, percentages, dates, addresses, e-mail addresses. */
const NOT_WORDS = [/^[^\p{L}]*$/u, /^\d{4}-\d{2}-\d{2}/, /^\s*([a-z][a-z\d+.-]*:|\/)/i, /^[^\s@]+@[^\s@]+\.[^\s@]+$/];

/** Every text leaf of a value, with the key it sits under, and every key that is words (a group title). */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [...(isTextKey(k) ? [['(a field name)', k] as [string, string]] : []), ...leaves(v, k)]);
  return [];
}

/** Every server text the scenarios send, and those a page kept from the server (a scenario's `storage`): where → text. */
function serverTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const [name, own] of Object.entries(rawScenarios)) {
    const bodies = [
      ...Object.entries(own.responses ?? {}).map(([endpoint, answer]) => [endpoint, answer.body] as const),
      ...Object.entries(own.storage ?? {}).map(([key, entry]) => [`storage ${key}`, typeof entry === 'string' ? null : entry.value] as const),
    ];
    for (const [endpoint, body] of bodies)
      for (const [key, text] of leaves(body)) {
        if (MACHINE_KEYS.has(key) || (key === 'type' && OPTION_CODE.test(text)) || NOT_WORDS.some((re) => re.test(text))) continue;
        out.push({ where: `${name} ${endpoint} ${key}`, text });
      }
  }
  for (const [key, text] of leaves(RECEIPT_REFUSED)) if (!MACHINE_KEYS.has(key) && text) out.push({ where: `handlers receipt ${key}`, text });
  return out;
}

describe('the Filipino catalogue', () => {
  const sent = serverTexts();

  it('has the Filipino of every server text a scenario sends, or lists it as the same in every language', () => {
    const missing = sent.filter(({ text }) => !same.has(text) && filipinoOf(text) === text).map(({ where, text }) => `${where}: "${text}"`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('holds nothing no scenario sends', () => {
    const used = new Set(sent.map(({ text }) => text));
    const translatedFrom = (en: string) =>
      [...used].some((text) => text === en || (en.includes('{number}') && filipinoOf(text) !== text && inPattern(en, text)));
    const unused = [...Object.keys(texts).filter((en) => !translatedFrom(en)), ...[...same].filter((text) => !used.has(text))];
    expect(unused).toEqual([]);
  });

  it('gives each text a Filipino that is not its English and keeps its numbers, amounts and dates', () => {
    const wrong = Object.entries(texts).flatMap(([en, fil]) => {
      const figures = (t: string) => (t.match(/₱?\d(?:[\d.,:-]*\d)?%?|\{number\}/g) ?? []).sort().join(' ');
      if (!fil.trim() || fil === en) return [`"${en}": no Filipino`];
      if (figures(en) !== figures(fil)) return [`"${en}": figures ${figures(en)} became ${figures(fil)}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('puts a group title given as a field name in Filipino, and leaves field names in code alone', () => {
    const title = sent.find(({ where }) => where.endsWith('(a field name)'))!.text;
    expect(inFilipino({ payNotice: { [title]: [] } })).toEqual({ payNotice: { [texts[title]]: [] } });
  });

  it('puts a whole answer in Filipino, leaving names the page acts on, digits in a pattern and what it does not know', () => {
    const out = inFilipino({ code: 'Processing', message: 'Processing', list: [{ content: 'Complaint number 42', name: 'PesoNow Cash' }] });
    expect(out).toEqual({
      code: 'Processing',
      message: texts.Processing,
      list: [{ content: texts['Complaint number {number}'].replace('{number}', '42'), name: 'PesoNow Cash' }],
    });
  });
});

function inPattern(en: string, text: string): boolean {
  const [before, after] = en.split('{number}');
  return text.startsWith(before) && text.endsWith(after) && /^\d+$/.test(text.slice(before.length, text.length - after.length));
}

describe('the language a call asks for', () => {
  const url = (query: string) => new URL(`https://api.example.com/x${query}`);
  it.each([
    ['?lang=fil', {}, 'fil'],
    ['?lang=en', { 'Accept-Language': 'fil-PH' }, 'en'],
    ['', { 'Accept-Language': 'fil-PH,fil;q=0.9,en;q=0.8' }, 'fil'],
    ['', { 'Accept-Language': 'tl' }, 'fil'],
    ['', { 'Accept-Language': 'en-PH' }, 'en'],
    ['', {}, 'en'],
    ['?lang=zh', {}, 'en'],
  ] as const)('%s with %o: %s', (query, headers, lang) => {
    expect(askedLanguage(url(query), new Headers(headers))).toBe(lang);
  });
});

describe('the sandbox answers in the language asked', () => {
  const order = async (init: { query?: string; headers?: Record<string, string> }) => {
    const res = await fetch(`https://api.example.com${endpoints.loanDetails.path}${init.query ?? ''}`, {
      method: endpoints.loanDetails.method,
      headers: init.headers,
    });
    return (await res.json()) as { data: { noticeStatusText: string; noticeDesText: string; userOrderDetail: { detail: { text: string }[] } } };
  };

  it('in Filipino for lang=fil, and for Accept-Language fil-PH without lang; in English otherwise', async () => {
    setScenario('order-174');
    const en = await order({ query: '?lang=en', headers: { 'Accept-Language': 'fil-PH' } });
    const fil = await order({ query: '?lang=fil' });
    const byHeader = await order({ headers: { 'Accept-Language': 'fil-PH' } });
    expect(texts[en.data.noticeStatusText]).toBeTruthy();
    expect(fil.data.noticeStatusText).toBe(texts[en.data.noticeStatusText]);
    expect(fil.data.userOrderDetail.detail.map((d) => d.text)).toEqual(en.data.userOrderDetail.detail.map((d) => texts[d.text]));
    expect(byHeader).toEqual(fil);
  });

  it('moves the dates of a Filipino sentence to the sandbox day, and lengthens the Filipino text', async () => {
    setScenario('order-170');
    const written = await order({ query: '?lang=fil' });
    const sentence = written.data.noticeDesText;
    expect(sentence).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(Object.values(texts)).toContain(sentence);
    setSandboxToday('2027-01-01');
    const moved = await order({ query: '?lang=fil' });
    expect(moved.data.noticeDesText).not.toBe(sentence);
    expect(moved.data.noticeDesText.replace(/\d{4}-\d{2}-\d{2}/, '')).toBe(sentence.replace(/\d{4}-\d{2}-\d{2}/, ''));
    setLongTexts(true);
    expect((await order({ query: '?lang=fil' })).data.noticeStatusText).toBe(`${written.data.noticeStatusText}${LONG_TAIL}`);
  });
});

describe('what a page kept from the server', () => {
  it('is seeded in Filipino for a Filipino page, and as written for an English one', () => {
    const withStorage = Object.entries(rawScenarios).find(([, s]) => Object.values(s.storage ?? {}).some((e) => typeof e !== 'string'))!;
    const kept = (lang: string) => {
      localStorage.clear();
      seedStorage(withStorage[1], lang);
      return Object.values({ ...localStorage }).join('\n');
    };
    const en = kept('en');
    const fil = kept('fil');
    const shown = Object.keys(texts).filter((t) => en.includes(JSON.stringify(t)));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(fil).toContain(JSON.stringify(texts[text]));
  });
});
