// @vitest-environment node
/**
 * canonicalJson (renderer/canonicalJson.ts) held to RFC 8785's own examples: the primitive data
 * types of section 3.2.2, the property sorting of section 3.2.3 and the number table of Appendix B
 * (each double built from its IEEE 754 bits), plus the test data of the RFC's reference
 * implementation (github.com/cyberphone/json-canonicalization, testdata/). The server hashes the
 * same receipt by the same rules, so these bytes must never drift.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../renderer/canonicalJson.ts';

/** The double whose IEEE 754 bits are the 16 hex digits given (big-endian). */
function double(bits: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${bits}`));
  return view.getFloat64(0);
}

describe('RFC 8785 section 3.2.2: serialization of primitive data types', () => {
  it('writes the parsed example as the RFC does', () => {
    // The RFC's input, as JSON text (its escapes are JSON's, so JSON.parse reads them).
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    expect(canonicalJson(JSON.parse(input))).toBe(
      String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`,
    );
  });
});

describe('RFC 8785 section 3.2.3: sorting of object properties', () => {
  it('sorts the keys by their UTF-16 code units', () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    // Every character is written as it is, U+0080 included; 😀 (surrogates D83D DE00) sorts before U+FB33.
    // (U+FB33 is spelt \ufb33 here: an editor may normalize the character to U+05D3 U+05BC.)
    const expected =
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis",' +
      '"€":"Euro Sign","😀":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}';
    expect(canonicalJson(JSON.parse(input))).toBe(expected);
  });

  it('does not follow insertion order, nor put integer-like keys first as JavaScript iterates them', () => {
    expect(canonicalJson({ b: 1, a: 2, 10: 3, 9: 4, '': 5 })).toBe('{"":5,"10":3,"9":4,"a":2,"b":1}');
  });
});

describe('RFC 8785 Appendix B: number serialization samples', () => {
  it.each([
    ['0000000000000000', '0', 'zero'],
    ['8000000000000000', '0', 'minus zero'],
    ['0000000000000001', '5e-324', 'min pos number'],
    ['8000000000000001', '-5e-324', 'min neg number'],
    ['7fefffffffffffff', '1.7976931348623157e+308', 'max pos number'],
    ['ffefffffffffffff', '-1.7976931348623157e+308', 'max neg number'],
    ['4340000000000000', '9007199254740992', 'max pos int'],
    ['c340000000000000', '-9007199254740992', 'max neg int'],
    ['4430000000000000', '295147905179352830000', '~2**68'],
    ['44b52d02c7e14af5', '9.999999999999997e+22', ''],
    ['44b52d02c7e14af6', '1e+23', ''],
    ['44b52d02c7e14af7', '1.0000000000000001e+23', ''],
    ['444b1ae4d6e2ef4e', '999999999999999700000', ''],
    ['444b1ae4d6e2ef4f', '999999999999999900000', ''],
    ['444b1ae4d6e2ef50', '1e+21', ''],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7', ''],
    ['3eb0c6f7a0b5ed8d', '0.000001', ''],
    ['41b3de4355555553', '333333333.3333332', ''],
    ['41b3de4355555554', '333333333.33333325', ''],
    ['41b3de4355555555', '333333333.3333333', ''],
    ['41b3de4355555556', '333333333.3333334', ''],
    ['41b3de4355555557', '333333333.33333343', ''],
    ['becbf647612f3696', '-0.0000033333333333333333', ''],
    ['43143ff3c1cb0959', '1424953923781206.2', 'round to even'],
  ])('%s → %s %s', (bits, expected) => {
    expect(canonicalJson(double(bits))).toBe(expected);
    expect(canonicalJson([double(bits)])).toBe(`[${expected}]`);
  });

  it.each([
    ['7fffffffffffffff', 'NaN'],
    ['7ff0000000000000', 'Infinity'],
    ['fff0000000000000', '-Infinity'],
  ])('%s (%s) throws: JSON has no such number', (bits, name) => {
    expect(() => canonicalJson(double(bits))).toThrow(`the value itself is ${name}`);
  });

  it('writes -0 as 0', () => {
    expect(canonicalJson(-0)).toBe('0');
    expect(canonicalJson({ balance: -0 })).toBe('{"balance":0}');
  });
});

describe('the reference implementation test data (cyberphone/json-canonicalization testdata/)', () => {
  it.each([
    // (output/arrays.json is not in the copy read; its expected text here is worked out by the rules above)
    ['arrays', '[56, {"d": true, "10": null, "1": [ ]}]', '[56,{"1":[],"10":null,"d":true}]'],
    [
      'french',
      '{"peach": "This sorting order", "péché": "is wrong according to French", "pêche": "but canonicalization MUST", "sin": "ingnore locale"}',
      '{"peach":"This sorting order","péché":"is wrong according to French","pêche":"but canonicalization MUST","sin":"ingnore locale"}',
    ],
    [
      'structures',
      String.raw`{"1": {"f": {"f": "hi","F": 5} ,"\n": 56.0}, "10": { }, "": "empty", "a": { }, "111": [ { } ], "A": { }}`,
      String.raw`{"":"empty","1":{"\n":56,"f":{"F":5,"f":"hi"}},"10":{},"111":[{}],"A":{},"a":{}}`,
    ],
    // No Unicode normalization: U+1E0D U+0307 stays two code points.
    ['unicode', String.raw`{"Unnormalized Unicode":"\u1e0d\u0307"}`, '{"Unnormalized Unicode":"\u1e0d\u0307"}'],
    [
      'values',
      String.raw`{"numbers": [1E30, 4.50, 333333333.33333329, 2e-3, 0.000000000000000000000000001], "escaping": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/", "literals": [null, true, false]}`,
      String.raw`{"escaping":"€$\u000f\nA'B\"\\\\\"/","literals":[null,true,false],"numbers":[1e+30,4.5,333333333.3333333,0.002,1e-27]}`,
    ],
    [
      'weird',
      String.raw`{"\u20ac": "Euro Sign", "1": "One", "\u0080": "Control\u007f", "\ud83d\ude02": "Smiley", "\u00f6": "Latin Small Letter O With Diaeresis", "\ufb33": "Hebrew Letter Dalet With Dagesh", "</script>": "Browser Challenge"}`,
      '{"1":"One","</script>":"Browser Challenge","\u0080":"Control\u007f","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","😂":"Smiley","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    ],
  ])('%s', (_name, input, expected) => {
    expect(canonicalJson(JSON.parse(input))).toBe(expected);
  });
});

describe('structure', () => {
  const shared = { a: 1 };
  it.each([
    ['an empty object', {}, '{}'],
    ['an empty array', [], '[]'],
    ['literals', [null, true, false], '[null,true,false]'],
    ['arrays keep their order', [3, 1, 2], '[3,1,2]'],
    ['nested objects are sorted at every level', { z: { b: [{ y: 1, x: 2 }], a: null }, a: [[], {}] }, '{"a":[[],{}],"z":{"a":null,"b":[{"x":2,"y":1}]}}'],
    ['an undefined member is left out', { a: undefined, b: 1, c: { d: undefined } }, '{"b":1,"c":{}}'],
    ['a prototype-less object', Object.assign(Object.create(null) as object, { b: 1, a: 2 }), '{"a":2,"b":1}'],
    ['the same object twice (not a cycle)', [shared, { x: shared }], '[{"a":1},{"x":{"a":1}}]'],
  ])('%s', (_name, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });
});

describe('strings', () => {
  it.each([
    ['non-ASCII passes through unescaped', '₱5,000.00 · Dis 21, 2026 · ñ 😀 日本', '"₱5,000.00 · Dis 21, 2026 · ñ 😀 日本"'],
    ['U+007F and U+2028 are not escaped', '\u007f\u2028', '"\u007f\u2028"'],
    ['the short escapes', '\b\f\n\r\t', String.raw`"\b\f\n\r\t"`],
    ['other control characters as lowercase \\u00xx', '\u0000\u001f\u000b', String.raw`"\u0000\u001f\u000b"`],
    ['quote and backslash; not the solidus', '"\\/', String.raw`"\"\\/"`],
    ['a well-formed surrogate pair', '\ud83d\ude00', '"😀"'],
  ])('%s', (_name, value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
    expect(canonicalJson(value)).toBe(JSON.stringify(value));
  });

  it.each([
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'a\ud83d'],
    ['reversed surrogates', '\ude00\ud83d'],
  ])('%s throws (RFC 8785 requires well-formed Unicode)', (_name, value) => {
    expect(() => canonicalJson(value)).toThrow('lone surrogate');
    expect(() => canonicalJson({ receipt: { note: value } })).toThrow('receipt.note holds a lone surrogate');
    expect(() => canonicalJson({ [value]: 1 })).toThrow('lone surrogate');
  });
});

describe('what has no canonical form throws, naming its path', () => {
  it.each([
    ['NaN deep in a receipt', { receipt: { figures: { eir: NaN } } }, 'receipt.figures.eir is NaN'],
    ['Infinity in a list', { items: [1, 2, Infinity] }, 'items[2] is Infinity'],
    ['a key that is not an identifier', { rows: [{ 'due date': -Infinity }] }, 'rows[0]["due date"] is -Infinity'],
    ['undefined in an array', [1, undefined], '[1] is undefined'],
    ['a hole in an array', [1, , 3], '[1] is undefined'], // eslint-disable-line no-sparse-arrays
    ['undefined at the top', undefined, 'the value itself is undefined'],
    ['a function', { f: () => 1 }, 'f is a function'],
    ['a symbol', { s: Symbol('s') }, 's is a symbol'],
    ['a bigint', { n: 10n }, 'n is a bigint'],
    ['a Date', { at: new Date(0) }, 'at is a Date, not a plain object or array'],
    ['a Map', new Map(), 'the value itself is a Map'],
    ['a class instance', { x: new (class Point {})() }, 'x is a Point, not a plain object or array'],
  ])('%s', (_name, value, message) => {
    expect(() => canonicalJson(value)).toThrow(message);
  });

  it('a cycle', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = { back: loop };
    expect(() => canonicalJson(loop)).toThrow('self.back refers back to itself');
  });
});
