// @vitest-environment node
/**
 * The mobile-number rule of each market profile, read from the profile
 * files: every way a Filipino types a number is accepted and sent as
 * 09XXXXXXXXX; anything else is refused. The seed profile keeps SPEC's
 * mainland-China rule.
 */
import { describe, expect, it } from 'vitest';
import { canonicalMobile } from '../../../renderer/mobileNumber.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import { settingsFor } from '../../../app/settings.ts';
import PH from '../../../schemas/markets/PH.json' with { type: 'json' };
import seed from '../../../schemas/markets/seed.json' with { type: 'json' };
import { withPacks } from '../../../renderer/operationPacks.ts';
import { allFeatures } from '../../../renderer/allFeatures.ts';

describe('PH mobile numbers', () => {
  it.each([
    '09171234567',
    '0917 123 4567',
    '0917-123-4567',
    '+63 917 123 4567',
    '+639171234567',
    '639171234567',
    '9171234567',
    ' 0917 123 4567 ',
    '(0917) 123-4567',
    '+63-917-123-4567',
    '63 917 123 4567',
  ])('accepts %j and sends 09171234567', (typed) => expect(canonicalMobile(typed, PH.mobile)).toBe('09171234567'));

  it.each([
    ['09998887777', '09998887777'],
    ['+63 908 000 0000', '09080000000'],
  ])('accepts %j as %s', (typed, sent) => expect(canonicalMobile(typed, PH.mobile)).toBe(sent));

  it.each([
    ['a Manila landline', '02 8123 4567'],
    ['a landline with area code 032', '(032) 234 5678'],
    ['10 digits starting with 0', '0917123456'],
    ['12 digits starting with 0', '091712345678'],
    ['letters', '0917abc4567'],
    ['a letter O for a zero', 'O9171234567'],
    ['too long', '+63 917 123 45678'],
    ['+63 with the trunk 0 too', '+63 0917 123 4567'],
    ['a plus without 63', '+9171234567'],
    ['another country code', '+1 917 123 4567'],
    ['a number not starting with 9', '08171234567'],
    ['empty', ''],
    ['spaces only', '   '],
    ['SPEC seed number', '13812345678'],
  ])('refuses %s (%j)', (_what, typed) => expect(canonicalMobile(typed, PH.mobile)).toBeNull());

  it.each([[null], [undefined], [{}], [[]], [true]])('refuses %j', (value) => expect(canonicalMobile(value, PH.mobile)).toBeNull());

  it('reads a number given as a number', () => expect(canonicalMobile(9171234567, PH.mobile)).toBe('09171234567'));
});

describe('seed mobile numbers (SPEC point 5)', () => {
  it.each(['13812345678', '19912345678', '15000000000'])('accepts %j as typed', (typed) => expect(canonicalMobile(typed, seed.mobile)).toBe(typed));

  it.each(['12812345678', '23812345678', '1381234567', '138123456789', '1381234567a', '09171234567', '138 1234 5678', ''])('refuses %j', (typed) =>
    expect(canonicalMobile(typed, seed.mobile)).toBeNull(),
  );
});

describe('a broken rule refuses, never throws', () => {
  it.each([[{ forms: [{ match: '([0-9', send: '$1' }] }], [{ ignore: '[', forms: [{ match: '^9$', send: '$&' }] }], [{}], [null]])('%j', (rule) =>
    expect(canonicalMobile('9', rule)).toBeNull(),
  );
});

describe('{"mobile": [...]} in expressions follows the market of the settings', () => {
  const ctx = (market: string, typed: string) => buildContext({ id: 't', body: [] }, { query: {}, config: settingsFor(market), state: { typed } });
  it.each([
    ['PH', '+63 917 123 4567', '09171234567'],
    ['PH', '13812345678', ''],
    ['seed', '13812345678', '13812345678'],
    ['seed', '09171234567', ''],
  ])('%s: %j → %j', (market, typed, sent) =>
    expect(evaluate({ mobile: [{ var: 'state.typed' }] }, ctx(market, typed), withPacks({ id: 't' }, allFeatures))).toBe(sent),
  );
});
