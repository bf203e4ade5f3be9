/**
 * The sandbox's long-text mode (sandbox/longTexts.ts, `?texts=long`), which
 * tests/e2e/deadEnds.spec.ts walks every screen with: free text gets a long
 * unbroken word (a reference of 41+ characters) and e-mails a long local
 * part, while what a page checks or acts on keeps its form, in every answer
 * of every scenario.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LONG_TAIL, lengthened } from '../../../sandbox/longTexts.ts';
import { getLongTexts, longTextsFromAddress, setLongTexts } from '../../../sandbox/scenario.ts';
import { rawScenarios } from '../../../sandbox/scenarios.ts';
import { callEndpoint } from '../../../actions/api/callEndpoint.ts';
import { settings } from '../../../app/settings.ts';
import { contextLanguage } from '../../../actions/api/contextLanguage.ts';

/** The language these calls carry: the market's default (en, sent as en-PH). */
const EN = contextLanguage({ config: settings });

afterEach(() => setLongTexts(false));

/** Every text leaf of a value, with the key it sits under. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, k));
  return [];
}

describe('lengthened', () => {
  it('makes the long word a reference of more than 41 characters with no place to break', () => {
    expect(LONG_TAIL.length).toBeGreaterThan(41);
    expect(LONG_TAIL).toMatch(/^[A-Z0-9]+$/);
  });

  it('ends free text in the long word and gives an e-mail a long local part, still an e-mail', () => {
    const out = lengthened({ name: 'PesoNow Cash', tags: ['Fast approval'], email: 'support@pesoloan.example.ph' }) as Record<string, unknown>;
    expect(out.name).toBe(`PesoNow Cash${LONG_TAIL}`);
    expect(out.tags).toEqual([`Fast approval${LONG_TAIL}`]);
    expect(out.email).toMatch(/^support\.[a-z0-9]{41,}@pesoloan\.example\.ph$/);
  });

  it.each([
    ['an amount', '₱5,000.00'],
    ['a number', '545000'],
    ['a percentage', '0.05%'],
    ['a phone number', '+63 2 8123 4567'],
    ['a pay code', '7012 3456 7890'],
    ['a date', '2026-11-21'],
    ['a date and time', '2026-11-20 09:15:00'],
    ['a web address', 'https://partner.example.com/apply?product=2001'],
    ['a path', '/sandbox-assets/logo-pesonow.svg'],
    ['an app link', 'loanapp://repay'],
    ['nothing', ''],
  ])('keeps %s as it is', (_what, text) => {
    expect(lengthened({ value: text })).toEqual({ value: text });
  });

  it.each(['code', 'cate', 'inputType'])('keeps the field %s, a name the page acts on', (key) => {
    expect(lengthened({ [key]: 'walletPhone' })).toEqual({ [key]: 'walletPhone' });
  });

  it('changes, in every answer of every scenario, only free text: the rest keeps its form', () => {
    const changed = new Set<string>();
    const wrong: string[] = [];
    for (const [name, own] of Object.entries(rawScenarios)) {
      for (const [endpoint, answer] of Object.entries(own.responses ?? {})) {
        const before = leaves(answer.body);
        const after = leaves(lengthened(answer.body));
        before.forEach(([key, text], i) => {
          const now = after[i][1];
          if (now === text) return;
          changed.add(key);
          const free = now === `${text}${LONG_TAIL}` || now.includes(`.${LONG_TAIL.toLowerCase()}@`);
          if (!free || /^(\d{4}-\d{2}-\d{2}|https?:|\/|[\d\s₱.,%+-]+$)/.test(text)) wrong.push(`${name} ${endpoint} ${key}: "${text}" → "${now}"`);
        });
      }
    }
    expect(wrong).toEqual([]);
    // The kinds of text the issue names were reached: names, messages, titles, row labels and values, e-mails.
    expect([...changed]).toEqual(expect.arrayContaining(['productName', 'message', 'title', 'text', 'value', 'email', 'name', 'bankName']));
  });
});

describe('the mode', () => {
  it('is on with texts=long in the address (or its hash route) and off with texts=normal', () => {
    expect(longTextsFromAddress('?scenario=default&texts=long')).toBe(true);
    expect(longTextsFromAddress('', '#/?texts=long')).toBe(true);
    expect(longTextsFromAddress('?texts=normal')).toBe(false);
    expect(longTextsFromAddress('?texts=huge')).toBe(false);
  });

  it('lengthens what the sandbox answers while it is on, and only then', async () => {
    const kf = async () =>
      (await callEndpoint('contactKfInfo', {}, { language: EN, query: {}, config: settings, quiet: true })).data as { email: string; smWa: string };
    expect(getLongTexts()).toBe(false);
    const plain = await kf();
    setLongTexts(true);
    const long = await kf();
    expect(long.email).not.toBe(plain.email);
    expect(long.email.toLowerCase()).toContain(LONG_TAIL.toLowerCase());
    expect(long.smWa).toBe(plain.smWa);
  });
});
