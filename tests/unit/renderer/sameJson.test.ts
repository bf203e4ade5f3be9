// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../renderer/sameJson.ts';

describe('sameJson', () => {
  it('equal by value, at any depth', () => {
    expect(sameJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson('', '')).toBe(true);
    expect(sameJson(undefined, undefined)).toBe(true);
  });

  it('different types, lengths, keys or values are different', () => {
    for (const [a, b] of [
      [0, false],
      ['1', 1],
      [null, {}],
      [[], {}],
      [{}, []],
      [[1], [1, 2]],
      [{ a: 1 }, { a: 1, b: 2 }],
      [
        { a: 1, b: undefined },
        { a: 1, c: 2 },
      ],
      [{ a: { b: [1] } }, { a: { b: [2] } }],
      [undefined, null],
    ] as const)
      expect(sameJson(a as never, b as never), JSON.stringify([a, b])).toBe(false);
  });
});
