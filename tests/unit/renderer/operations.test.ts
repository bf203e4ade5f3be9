// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coalesce, defaultFormat, formatDate, get, isAmount, slice, str } from '../../../renderer/operations.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';

// money, grouped, currency, peso and moneyRange in both market profiles: marketFormats.test.ts.

describe('date', () => {
  it('formats epoch seconds, epoch milliseconds and text', () => {
    const ms = new Date(2026, 0, 5, 7, 8, 9).getTime();
    expect(formatDate(ms, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-05 07:08:09');
    expect(formatDate(Math.floor(ms / 1000), 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDate(String(ms), 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDate('2026-03-04T10:00:00', 'YYYY-MM-DD')).toBe('2026-03-04');
  });

  it('defaults to YYYY-MM-DD', () => {
    expect(formatDate(new Date(2026, 10, 21).getTime())).toBe('2026-11-21');
  });

  it.each([
    ['2026-11-21', 'YYYY-MM-DD', '2026-11-21'],
    ['2026-11-21 10:05', 'YYYY-MM-DD HH:mm:ss', '2026-11-21 10:05:00'],
    ['2026-11-21 10:05:07', 'YYYY-MM-DD HH:mm:ss', '2026-11-21 10:05:07'],
    ['2026-11-21T10:05:07.123', 'YYYY-MM-DD HH:mm:ss', '2026-11-21 10:05:07'],
    ['2028-02-29', 'YYYY-MM-DD', '2028-02-29'],
    ['2026-12-31 23:59:59', 'YYYY-MM-DD HH:mm:ss', '2026-12-31 23:59:59'],
    [' 2026-11-21 ', 'YYYY-MM-DD', '2026-11-21'],
  ])('reads %j as the date it names', (input, pattern, expected) => expect(formatDate(input, pattern)).toBe(expected));

  it('reads a text with a zone at its moment', () => {
    const utc = formatDate('2026-11-21T10:05:07Z', 'YYYY-MM-DD HH:mm:ss');
    expect(utc).toBe(formatDate(Date.UTC(2026, 10, 21, 10, 5, 7), 'YYYY-MM-DD HH:mm:ss'));
    expect(formatDate('2026-11-21T18:05:07+08:00', 'YYYY-MM-DD HH:mm:ss')).toBe(utc);
    expect(formatDate('2026-11-21T18:05:07+0800', 'YYYY-MM-DD HH:mm:ss')).toBe(utc);
  });

  // Issue 16: Date and dayjs roll these into other real dates (1899-11-30, 2027-03-02, the next year).
  it.each([
    ['0000-00-00'],
    ['0000-00-00 00:00:00'],
    ['2027-02-30'],
    ['2026-02-29'],
    ['2026-04-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-11-00'],
    ['2026-11-21 24:00:00'],
    ['2026-11-21 10:60'],
    ['2026-11-21 10:00:60'],
    ['2026-11-21T10:00:00+25:00'],
    ['next Tuesday'],
    ['2026/11/21'],
    ['21-11-2026'],
    ['2026-11-21junk'],
    [''],
    ['   '],
    [null],
    [undefined],
    [true],
    [{}],
    [[2026, 11, 21]],
    [0],
    ['0'],
    [-1],
    [NaN],
    [Infinity],
    [1e20],
  ])('reads %j, which is not a real date, as not available', (input) => {
    expect(formatDate(input, 'YYYY-MM-DD')).toBe('—');
    expect(formatDate(input, 'YYYY-MM-DD', 'No date yet')).toBe('No date yet');
  });

  it("in an expression, the market's mark or the screen's words", () => {
    const ctx = buildContext({ id: 't', body: [] }, { query: {}, data: { d: '2027-02-30' } });
    expect(evaluate({ date: [{ var: 'data.d' }, 'YYYY-MM-DD'] }, ctx)).toBe('—');
    expect(evaluate({ date: [{ var: 'data.d' }, 'YYYY-MM-DD', 'wala pa'] }, ctx)).toBe('wala pa');
  });
});

describe('helpers', () => {
  it('str, coalesce, slice, get', () => {
    expect(str(null)).toBe('');
    expect(str(12)).toBe('12');
    expect(str({})).toBe('');
    expect(coalesce('', null, 'b', 'c')).toBe('b');
    expect(coalesce('', null)).toBe(null);
    expect(slice([1, 2, 3], 0, 2)).toEqual([1, 2]);
    expect(get({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(get(null, 'a')).toBe(null);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'a.constructor', 'list.map', 'list.length.toFixed'])(
    'get reads own fields only: %s is not there',
    (path) => {
      expect(get({ a: { b: 2 }, list: [1] }, path)).toBe(null);
    },
  );

  it('get still reads list items and a list length by path', () => {
    expect(get({ list: [{ x: 'y' }] }, '0')).toBe(null);
    expect(get({ list: [{ x: 'y' }] }, 'list.0.x')).toBe('y');
    expect(get({ list: [1, 2] }, 'list.length')).toBe(2);
  });

  it('a copy table looked up by a server value: an inherited name shows nothing, never a function', () => {
    const screen = { id: 't', body: [], copy: { names: { ios: 'iOS' } } } as never;
    const context = buildContext(screen, { query: {}, data: { shell: 'constructor' } } as never);
    expect(evaluate({ get: [{ var: 'copy.names' }, { var: 'data.shell' }] }, context, screen)).toBe(null);
  });
});

describe('list operations', () => {
  const images = [
    { id: 'a', status: 'uploading' },
    { id: 'b', status: 'done', url: 'u2' },
  ];

  it('append, updateWhere, removeWhere, findWhere, join', async () => {
    const { append, updateWhere, removeWhere, findWhere, join } = await import('../../../renderer/operations.ts');
    expect(append(images, { id: 'c' })).toHaveLength(3);
    expect(append(null, 1)).toEqual([1]);
    expect(updateWhere(images, 'id', 'a', { status: 'done', url: 'u1' })).toEqual([
      { id: 'a', status: 'done', url: 'u1' },
      { id: 'b', status: 'done', url: 'u2' },
    ]);
    expect(removeWhere(images, 'id', 'a')).toEqual([images[1]]);
    expect(findWhere(images, 'id', 'b')).toBe(images[1]);
    expect(findWhere(images, 'id', 'z')).toBe(null);
    expect(join(['u1', null, 'u2'], ',')).toBe('u1,u2');
  });

  it('truncate counts characters as a person sees them', async () => {
    const { truncate } = await import('../../../renderer/operations.ts');
    expect(truncate('a'.repeat(250), 200)).toHaveLength(200);
    expect(truncate('😀😀😀', 2)).toBe('😀😀');
  });
});

describe('object and display operations (developer test page)', () => {
  const ctx = buildContext({ id: 't', body: [] }, { query: {}, state: { device: { appVersion: '3.2.0' } } });

  it('put returns a copy with the field set and leaves the original alone', async () => {
    const { put } = await import('../../../renderer/operations.ts');
    const device = { appVersion: '3.2.0' };
    expect(put(device, 'deviceId', 'D1')).toEqual({ appVersion: '3.2.0', deviceId: 'D1' });
    expect(device).toEqual({ appVersion: '3.2.0' });
    expect(put(null, 'a', 'x')).toEqual({ a: 'x' });
    expect(put(['not', 'an object'], 'a', 'x')).toEqual({ a: 'x' });
    expect(evaluate({ put: [{ var: 'state.device' }, 'orderId', '9'] }, ctx)).toEqual({ appVersion: '3.2.0', orderId: '9' });
  });

  it('pickText keeps the named fields as text, whatever was stored', async () => {
    const { pickText } = await import('../../../renderer/operations.ts');
    expect(pickText({ a: 'x', b: 7, c: { nested: 1 }, extra: 'dropped' }, ['a', 'b', 'c', 'd'])).toEqual({ a: 'x', b: '7', c: '', d: '' });
    expect(pickText('broken', ['a'])).toEqual({ a: '' });
    expect(pickText(null, null)).toEqual({});
  });

  it('fixed rounds to the given decimals; anything but a number is empty', async () => {
    const { fixed } = await import('../../../renderer/operations.ts');
    expect(fixed(14.59951234, 4)).toBe('14.5995');
    expect(fixed(120.98421, 4)).toBe('120.9842');
    expect(fixed(19.6, 0)).toBe('20');
    expect(fixed('12.5', 1)).toBe('12.5');
    expect(fixed(null, 2)).toBe('');
    expect(fixed('abc', 2)).toBe('');
  });

  it('json shows a value as JSON text', () => {
    expect(evaluate({ json: [{ var: 'state.device' }] }, ctx)).toBe('{"appVersion":"3.2.0"}');
    expect(evaluate({ json: [{ var: 'state.missing' }] }, ctx)).toBe('null');
  });
});

describe('isAmount (an amount a borrower could pay)', () => {
  it('takes whole numbers of centavos, and numeric text, from 0 to the market bound', () => {
    for (const v of [0, 1, 500000, '500000', 1_000_000_000]) expect(isAmount(v), String(v)).toBe(true);
  });
  it('refuses what is not a number, negative, beyond belief or a fraction of a centavo (issue 29: shown ₱3,000.01, sent 300000.5)', () => {
    for (const v of ['NaN', true, false, null, undefined, '', ' ', 1e23, -5, '-5', Infinity, NaN, {}, [], '1e3', '₱500', 300000.5, '1234.5', 0.1])
      expect(isAmount(v), String(v)).toBe(false);
  });
  it('reads the bound from the market profile', () => {
    expect(isAmount(2000, { ...defaultFormat, maxAmount: 1000 })).toBe(false);
  });
});
