// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { typedInput } from '../../../studio/typedInput.ts';

describe('live preview: a table input typed by hand', () => {
  it('keeps the type the scenario gives the input', () => {
    expect(typedInput('170', '21')).toBe('170');
    expect(typedInput('170', 21)).toBe(170);
    expect(typedInput(' 1.5 ', 0)).toBe(1.5);
    expect(typedInput('soon', 0)).toBe('soon');
    expect(typedInput('false', true)).toBe(false);
    expect(typedInput('maybe', true)).toBe('maybe');
  });

  it('reads JSON when there is no value to go by, else keeps the text', () => {
    expect(typedInput('170', undefined)).toBe(170);
    expect(typedInput('true', null)).toBe(true);
    expect(typedInput('["a"]', undefined)).toEqual(['a']);
    expect(typedInput('/About', undefined)).toBe('/About');
  });
});
