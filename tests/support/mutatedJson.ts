/**
 * A fast-check arbitrary of "this answer, but broken": starting from a real
 * answer (a scenario fixture), every value may be replaced by one of the wrong
 * kind, every key may go missing, every list may come back empty or with 500
 * entries, and the whole answer may be something else entirely. Mostly the
 * shape stays, so the screen's rules and widgets get past the first field and
 * meet the wrong values deep inside, where crashes hide.
 *
 * Written once for any JSON, so a new screen's answers are fuzzed without a
 * hand-written generator.
 */
import fc from 'fast-check';
import type { Json } from '../../renderer/types.ts';

const HUGE = 10_000;

/** `seed` repeated to 10,000 UTF-16 units (the cut may split an emoji: a lone surrogate is fair game too). */
const huge = (seed: string) => seed.repeat(Math.ceil(HUGE / seed.length)).slice(0, HUGE);

/** Text a server should never send and one day will. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '00',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '0x1F',
  '12,345.67',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '\u0000',
  '\n\t\r',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example.com/x',
  'http://',
  '{n}',
  '{title} {lender.companyName}',
  '$&$1',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '👨‍👩‍👧‍👦🇵🇭',
  'e\u0301\u0301\u0301',
  '\uD83D',
  '2026-13-45',
  '9999-99-99 99:99:99',
  '1969-12-31',
  '12345678901234567890',
  huge('<b>markup</b><script>x</script> '),
  huge('مرحبا \u202E abc '),
  huge('👨‍👩‍👧‍👦'),
  huge('a'),
  huge('9'),
];

/** Numbers JSON can carry (no NaN or Infinity on the wire): signs, fractions, extremes. */
export const nastyNumbers: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.1,
  -0.5,
  1.005,
  2.5,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 1,
  123456789012,
  -99999999999999,
];

function nested(depth: number, leaf: Json, asList: boolean): Json {
  let out = leaf;
  for (let i = 0; i < depth; i++) out = asList ? [out] : { a: out };
  return out;
}

/**
 * 'any' allows big values (10,000 characters, 500 entries, 50 levels);
 * 'small' leaves them out (inside a list of 500, say: a page of 500 × 500
 * entries would test jsdom's speed, not the screen).
 */
type Size = 'any' | 'small';

/** Values of the wrong kind for any field, and the same value in another type. */
function wrongValue(base: Json, size: Size): fc.Arbitrary<Json> {
  const others: fc.Arbitrary<Json>[] = [
    fc.constantFrom<Json>(null, true, false, {}, []),
    fc.constantFrom<Json>(...(size === 'any' ? nastyStrings : nastyStrings.filter((s) => s.length < 100))),
    fc.constantFrom<Json>(...nastyNumbers),
    fc.string({ maxLength: 20 }),
    fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  ];
  if (size === 'any') {
    others.push(
      fc.constantFrom<Json>(nested(50, 'deep', false), nested(50, 'deep', true), nested(50, null, false)),
      fc.constantFrom<Json>(Array(500).fill('x'), Array(500).fill(null), Array(500).fill({})),
    );
  }
  // The same value in another type: "181700" for 181700, 5 for "5", the object's values as a list.
  if (typeof base === 'number') others.push(fc.constant(String(base)));
  if (typeof base === 'string' && base.trim() !== '' && Number.isFinite(Number(base))) others.push(fc.constant(Number(base)));
  if (typeof base === 'string') others.push(fc.constant([base]), fc.constant({ value: base }));
  if (base && typeof base === 'object' && !Array.isArray(base)) others.push(fc.constant(Object.values(base)), fc.constant(JSON.stringify(base)));
  if (Array.isArray(base)) others.push(fc.constant(Object.fromEntries(base.map((v, i) => [String(i), v]))), fc.constant(base[0] ?? null));
  return fc.oneof(...others);
}

const MISSING = Symbol('missing');

/** The base's own shape, with every part broken now and then. */
function sameShape(base: Json, size: Size): fc.Arbitrary<Json> {
  if (Array.isArray(base)) {
    const options: fc.WeightedArbitrary<Json>[] = [
      { weight: 6, arbitrary: fc.tuple(...base.map((el) => broken(el, size))) as fc.Arbitrary<Json> },
      { weight: 1, arbitrary: fc.constant<Json>([]) },
    ];
    // 500 entries: the same (broken) entry over and over, like a long list from a real server.
    if (base.length && size === 'any') options.push({ weight: 1, arbitrary: broken(base[0], 'small').map((el) => Array(500).fill(el) as Json) });
    return fc.oneof(...options);
  }
  if (base && typeof base === 'object') {
    const fields = Object.fromEntries(
      Object.entries(base).map(([key, value]) => [
        key,
        fc.oneof({ weight: 9, arbitrary: broken(value, size) as fc.Arbitrary<Json | typeof MISSING> }, { weight: 1, arbitrary: fc.constant(MISSING) }),
      ]),
    );
    return fc.record(fields).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== MISSING)) as Json);
  }
  return fc.constant(base);
}

/** `base`, broken, with or without big values anywhere. */
function broken(base: Json, size: Size): fc.Arbitrary<Json> {
  return fc.oneof({ weight: 6, arbitrary: sameShape(base, size) }, { weight: 1, arbitrary: wrongValue(base, size) });
}

/**
 * `base`, broken: mostly the same shape with wrong values inside, sometimes a
 * wrong value in its place. One case in eight may hold big values (10,000
 * characters, 500 entries, 50 levels) anywhere; the others stay small, so a
 * thousand cases draw in seconds. Shrinks towards `base`, so a failure
 * reports the smallest change that breaks the screen.
 */
export function mutatedJson(base: Json): fc.Arbitrary<Json> {
  return fc.oneof({ weight: 7, arbitrary: broken(base, 'small') }, { weight: 1, arbitrary: broken(base, 'any') });
}
