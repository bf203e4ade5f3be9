// @vitest-environment node
/**
 * The operations a loan's disclosure is written with (renderer/operations.ts,
 * renderer/calendarDay.ts): a day as the market writes it in each language
 * (CONTRACT section 6), day counts, templates, sums, whole centavos, dates,
 * the amounts a sentence names; through expressions as screens use them.
 */
import { describe, expect, it } from 'vitest';
import { amountsIn, dayText, fill, formatDay, formatDayTime, isCentavos, sum } from '../../../renderer/operations.ts';
import { addDays, dayIn, dayNumber, daysBetween } from '../../../renderer/calendarDay.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import { settingsFor } from '../../../app/settings.ts';
import appCopy from '../../../schemas/copy.json' with { type: 'json' };
import PH from '../../../schemas/markets/PH.json' with { type: 'json' };
import seed from '../../../schemas/markets/seed.json' with { type: 'json' };

const months = (lang: 'en' | 'fil') => appCopy[lang].monthsShort;

describe('day: a date as the market writes it, in the page language', () => {
  it.each([
    ['en', '2026-12-21', 'Dec 21, 2026'],
    ['fil', '2026-12-21', 'Dis 21, 2026'],
    ['en', '2027-01-05 10:30:00', 'Jan 5, 2027'],
    ['fil', '2027-01-05', 'Ene 5, 2027'],
    ['fil', '2027-08-31', 'Ago 31, 2027'],
  ] as const)('PH, %s: %s → %s (the medium date of en-PH / fil-PH)', (lang, value, expected) => {
    expect(formatDay(value, '', { pattern: PH.dates.day, monthsShort: months(lang) })).toBe(expected);
  });

  it('agrees with the platform’s own medium date of en-PH and fil-PH for every month', () => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2026, m, 9));
      const text = date.toISOString().slice(0, 10);
      for (const [lang, locale] of [
        ['en', 'en-PH'],
        ['fil', 'fil-PH'],
      ] as const) {
        const platform = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
        expect(formatDay(text, '', { pattern: PH.dates.day, monthsShort: months(lang) })).toBe(platform);
      }
    }
  });

  it('seed keeps SPEC’s format', () => expect(formatDay('2026-12-21', '', { pattern: seed.dates.day, monthsShort: months('en') })).toBe('2026-12-21'));

  it.each([[''], ['2027-02-30'], ['0000-00-00'], [null], ['next Tuesday']])('%j is not a date: the words given, else the not-available mark', (value) => {
    expect(formatDay(value, 'No date yet', { pattern: PH.dates.day, monthsShort: months('en') })).toBe('No date yet');
    expect(formatDay(value, '', { pattern: PH.dates.day, monthsShort: months('en') })).toBe('—');
  });

  it('through expressions: the market’s pattern and the copy’s month names', () => {
    const context = (lang: 'en' | 'fil') =>
      buildContext({ id: 't', body: [], copy: {} }, { query: {}, config: settingsFor('PH'), appCopy: appCopy[lang] as never, data: { d: '2027-02-20' } });
    expect(evaluate({ day: [{ var: 'data.d' }] }, context('en'))).toBe('Feb 20, 2027');
    expect(evaluate({ day: [{ var: 'data.d' }] }, context('fil'))).toBe('Peb 20, 2027');
  });
});

describe('dayTime and dayText: a moment, and a server text that is a date, the same way', () => {
  const style = (lang: 'en' | 'fil', market: { dates: { day: string; dayTime: string } } = PH) => ({
    pattern: market.dates.day,
    timePattern: market.dates.dayTime,
    monthsShort: months(lang),
  });

  it('agrees with the platform’s medium date and short time of en-PH and fil-PH, morning and afternoon', () => {
    for (const [text, date] of [
      ['2026-11-03 10:00', new Date(Date.UTC(2026, 10, 3, 10, 0))],
      ['2026-12-21 17:40:59', new Date(Date.UTC(2026, 11, 21, 17, 40))],
      ['2027-01-05 00:05', new Date(Date.UTC(2027, 0, 5, 0, 5))],
    ] as const) {
      for (const [lang, locale] of [
        ['en', 'en-PH'],
        ['fil', 'fil-PH'],
      ] as const) {
        const platform = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
        // The platform may put a narrow space before AM/PM; the page writes a plain one.
        expect(formatDayTime(text, '', style(lang))).toBe(platform.replace(/\s/g, ' '));
      }
    }
  });

  it('seed keeps SPEC’s format', () => expect(formatDayTime('2026-11-03 10:00:00', '', style('en', seed))).toBe('2026-11-03 10:00'));

  it('not a date: the words given, else the not-available mark', () => {
    expect(formatDayTime('2027-02-30 10:00', 'No time yet', style('en'))).toBe('No time yet');
    expect(formatDayTime(null, '', style('en'))).toBe('—');
  });

  it.each([
    ['2026-11-20', 'Nov 20, 2026', 'Nob 20, 2026'],
    [' 2026-11-20 ', 'Nov 20, 2026', 'Nob 20, 2026'],
    ['2026-11-20 09:15:00', 'Nov 20, 2026, 9:15 AM', 'Nob 20, 2026, 9:15 AM'],
    ['2027-02-30', '—', '—'],
    ['Your next repayment is due on 2026-12-21.', 'Your next repayment is due on 2026-12-21.', 'Your next repayment is due on 2026-12-21.'],
    ['₱5,000.00', '₱5,000.00', '₱5,000.00'],
    ['30 days', '30 days', '30 days'],
    ['1732150800', '1732150800', '1732150800'],
    [5000, '5000', '5000'],
    [null, '', ''],
  ] as const)('dayText(%j): %j in English, %j in Filipino; only a whole date is the page’s to write', (value, en, fil) => {
    expect(dayText(value, style('en'))).toBe(en);
    expect(dayText(value, style('fil'))).toBe(fil);
  });

  it('seed: a server’s date as it wrote it', () => expect(dayText('2026-11-20', style('en', seed))).toBe('2026-11-20'));

  it('through expressions: the market’s patterns and the copy’s month names', () => {
    const context = (lang: 'en' | 'fil') =>
      buildContext({ id: 't', body: [], copy: {} }, { query: {}, config: settingsFor('PH'), appCopy: appCopy[lang] as never, data: { d: '2026-11-03 10:00' } });
    expect(evaluate({ dayTime: [{ var: 'data.d' }] }, context('en'))).toBe('Nov 3, 2026, 10:00 AM');
    expect(evaluate({ dayText: [{ var: 'data.d' }] }, context('fil'))).toBe('Nob 3, 2026, 10:00 AM');
  });
});

describe('calendar days', () => {
  it('counts the days a borrower counts, whatever the time of day or zone written', () => {
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30);
    expect(daysBetween('2026-11-21', '2027-02-20')).toBe(91);
    expect(daysBetween('2026-12-21', '2026-11-21')).toBe(-30);
    expect(daysBetween('2026-11-21 23:59:59', '2026-11-22 00:00:01')).toBe(1);
    expect(daysBetween('2026-11-21T23:30:00-05:00', '2026-11-21')).toBe(0);
    // Across a year and a leap day.
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
  });

  it('answers null for what is not a date', () => {
    expect(daysBetween('2026-11-21', '2027-02-30')).toBeNull();
    expect(daysBetween(null, '2026-11-21')).toBeNull();
    expect(dayNumber('')).toBeNull();
  });

  it('adds days', () => {
    expect(addDays('2026-11-21', 30)).toBe('2026-12-21');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-11-21', -21)).toBe('2026-10-31');
    expect(addDays('2026-13-01', 1)).toBeNull();
  });

  it('knows today in Manila, which is ahead of UTC by 8 hours', () => {
    // 2026-11-25 18:00 UTC is 2026-11-26 02:00 in Manila.
    expect(dayIn('Asia/Manila', Date.UTC(2026, 10, 25, 18))).toBe('2026-11-26');
    expect(dayIn('Asia/Manila', Date.UTC(2026, 10, 25, 15, 59))).toBe('2026-11-25');
    expect(dayIn('UTC', Date.UTC(2026, 10, 25, 18))).toBe('2026-11-25');
  });

  it('counts a fixed-offset zone’s day by arithmetic, as ICU counts it, at every hour from 1992 to 2040 and across midnight', () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const icu = (zone: string, at: number) => {
      if (!formats.has(zone)) formats.set(zone, new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));
      const parts = formats.get(zone)!.formatToParts(new Date(at));
      const get = (type: string) => parts.find((p) => p.type === type)?.value;
      return `${get('year')}-${get('month')}-${get('day')}`;
    };
    for (const zone of ['Asia/Manila', 'Asia/Shanghai', 'Asia/Jakarta']) {
      // Every 7 days and 1 hour (so every hour of the day comes round), and each minute either side of midnight there.
      for (let at = Date.UTC(1992, 0, 1); at < Date.UTC(2040, 0, 1); at += 7 * 86_400_000 + 3_600_000)
        expect(dayIn(zone, at), `${zone} ${at}`).toBe(icu(zone, at));
      const midnight = Date.UTC(2026, 11, 31, 24) - (zone === 'Asia/Jakarta' ? 7 : 8) * 3_600_000;
      for (const at of [midnight - 60_000, midnight, midnight + 60_000]) expect(dayIn(zone, at), `${zone} ${at}`).toBe(icu(zone, at));
    }
    // Before a zone's offset was fixed (Manila kept daylight saving in 1978), ICU is asked.
    expect(dayIn('Asia/Manila', Date.UTC(1978, 5, 1, 15, 30))).toBe(icu('Asia/Manila', Date.UTC(1978, 5, 1, 15, 30)));
  });
});

describe('fill, sum, isCentavos, isDate, amountsIn', () => {
  it('fill: each {name} replaced by its value’s text; an unknown one stays', () => {
    expect(fill('{amount} due on {date}', { amount: '₱1,819.00', date: 'Dec 21, 2026' })).toBe('₱1,819.00 due on Dec 21, 2026');
    expect(fill('{rate}% a month', { rate: 6.08 })).toBe('6.08% a month');
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
    expect(fill('{x}', { x: { nested: 1 } })).toBe('');
  });

  it('sum: a field added up; anything that is not a number makes it null, never 0', () => {
    expect(sum([{ amount: 15000 }, { amount: '5000' }], 'amount')).toBe(20000);
    expect(sum([], 'amount')).toBe(0);
    expect(sum([{ amount: 15000 }, { amount: 'free' }], 'amount')).toBeNull();
    expect(sum([{ amount: 15000 }, {}], 'amount')).toBeNull();
    expect(sum('list', 'amount')).toBeNull();
    expect(sum([1, 2, 3], '')).toBe(6);
  });

  it('isCentavos: an amount in whole centavos', () => {
    expect([500000, '500000', 0].map((v) => isCentavos(v))).toEqual([true, true, true]);
    expect([300000.5, -1, 'NaN', null, true, 1e23].map((v) => isCentavos(v))).toEqual([false, false, false, false, false, false]);
  });

  it('isDate through expressions', () => {
    const context = buildContext({ id: 't', body: [] }, { query: {} });
    expect(evaluate({ isDate: ['2026-11-21'] }, context)).toBe(true);
    expect(evaluate({ isDate: ['2026-02-29'] }, context)).toBe(false);
    expect(evaluate({ isDate: [null] }, context)).toBe(false);
  });

  it('amountsIn: the peso amounts a sentence names, in centavos', () => {
    expect(amountsIn('Get my ₱8,000 now')).toEqual([800000]);
    expect(amountsIn('Confirm now and receive ₱5,000.00 within minutes.')).toEqual([500000]);
    expect(amountsIn('PHP 1,234.50 or P99')).toEqual([123450, 9900]);
    expect(amountsIn('Pay in 3 parts, up 2 days early')).toEqual([]);
    expect(amountsIn(null)).toEqual([]);
  });
});
