// @vitest-environment node
/**
 * Money in both market profiles (schemas/markets/PH.json, seed.json), read
 * from the profile files themselves, and through expressions the way
 * screens use them ({"peso": [...]}, config.market).
 */
import { describe, expect, it } from 'vitest';
import { currency, grouped, money, moneyRange, peso, type FormatConfig } from '../../../renderer/operations.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import { settingsFor } from '../../../app/settings.ts';
import PH from '../../../schemas/markets/PH.json' with { type: 'json' };
import seed from '../../../schemas/markets/seed.json' with { type: 'json' };

const ph = PH.money as FormatConfig;
const sd = seed.money as FormatConfig;

describe('money: the Philippine way (PH, the default)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [500000, '5,000.00'],
    [1000000000, '10,000,000.00'],
    ['250000', '2,500.00'],
  ])('%s → %s', (input, expected) => expect(money(input, ph)).toBe(expected));

  it('is also the default when a screen has no market', () => expect(money(500000)).toBe('5,000.00'));

  // Issue 16: the SPEC's "non-numeric input unchanged" put "₱NaN" and "₱true" on screens.
  it.each([['abc'], [''], [null], [undefined], ['12a'], [{ a: 1 }], ['NaN'], [true], [-150050], [1e23], [1000000001], [100.6], [300000.5]])(
    'reads %j, which is not an amount, as not available',
    (input) => expect(money(input, ph)).toBe('—'),
  );

  it.each([
    [500000, 0, '₱5,000.00'],
    [500000, 1, '₹5,000.00'],
    ['181700', '0', '₱1,817.00'],
    [0, 0, '₱0.00'],
  ])('peso(%j, flag %j) → %s', (amount, flag, expected) => expect(peso(amount, flag, ph)).toBe(expected));

  it.each([[null], [undefined], [''], [{ a: 1 }], [[1, 2]], [true], ['NaN'], [NaN], [Infinity], [-150050], [1e23], ['to be confirmed']])(
    'peso(%j) is not an amount: reads as not available, never money or a lone sign',
    (input) => expect(peso(input, 0, ph)).toBe('—'),
  );

  it("the not-available mark is the market profile's to choose", () => {
    expect(peso('NaN', 0, { ...ph, notAvailable: 'n/a' })).toBe('n/a');
  });

  it.each([
    [[200000, 2000000], '₱2,000 – ₱20,000'],
    [{ min: 100000, max: 1000000 }, '₱1,000 – ₱10,000'],
    [[150050, 2000000], '₱1,500.50 – ₱20,000'],
    [['500000', '5000000'], '₱5,000 – ₱50,000'],
    [[200000, null], '₱2,000'],
    [[-200000, 2000000], '₱20,000'],
    [[200000, 1e23], '₱2,000'],
    ['₱2,000 - ₱20,000', '₱2,000 - ₱20,000'],
    [null, '—'],
    [{ min: 'x' }, '—'],
    [['NaN', true], '—'],
  ])('moneyRange(%j) → %s', (range, expected) => expect(moneyRange(range, 0, ph)).toBe(expected));

  it('groups whole numbers with commas', () => {
    expect(grouped(1234567, ph)).toBe('1,234,567');
    expect(grouped('1000', ph)).toBe('1,000');
    expect(grouped(999, ph)).toBe('999');
    expect(grouped('x', ph)).toBe('x');
  });
});

describe('money: the SPEC as written (seed)', () => {
  it.each([
    [123456, '1.234.56'],
    [500000, '5.000.00'],
    [123456789, '1.234.567.89'],
  ])('%s → %s', (input, expected) => expect(money(input, sd)).toBe(expected));

  // The "₱999.999.999.999.999.900.000.92": dots make an absurd figure look like a real one.
  it.each([[1e23], ['99999999999999999999992'], [-150050], ['NaN'], [true]])('%j is not an amount here either', (input) => {
    expect(peso(input, 0, sd)).toBe('—');
    expect(money(input, sd)).toBe('—');
  });

  it('peso, range and grouping with dots', () => {
    expect(peso(500000, 0, sd)).toBe('₱5.000.00');
    expect(moneyRange([200000, 2000000], 0, sd)).toBe('₱2.000 - ₱20.000');
    expect(grouped(1234567, sd)).toBe('1.234.567');
  });
});

describe('the rupee flag (SPEC point 1), both profiles', () => {
  it.each([ph, sd])('is the peso sign unless the flag equals 1', (format) => {
    expect(currency(0, format)).toBe('₱');
    expect(currency(null, format)).toBe('₱');
    expect(currency('2', format)).toBe('₱');
    expect(currency(1, format)).toBe('₹');
    expect(currency('1', format)).toBe('₹');
  });
});

describe('in expressions, the market of the settings decides', () => {
  const context = (market: string) =>
    buildContext({ id: 't', body: [] }, { query: {}, config: settingsFor(market), data: { d: { amount: 123456, flag: 1, range: [200000, 2000000] } } });

  it.each([
    ['PH', '₹1,234.56', '₹2,000 – ₹20,000'],
    ['seed', '₹1.234.56', '₹2.000 - ₹20.000'],
  ])('%s: peso and moneyRange', (market, amount, range) => {
    const ctx = context(market);
    expect(evaluate({ peso: [{ var: 'data.d.amount' }, { var: 'data.d.flag' }] }, ctx)).toBe(amount);
    expect(evaluate({ moneyRange: [{ var: 'data.d.range' }, { var: 'data.d.flag' }] }, ctx)).toBe(range);
  });
});
