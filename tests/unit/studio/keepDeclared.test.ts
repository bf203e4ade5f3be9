import { describe, expect, it } from 'vitest';
import { keepDeclared } from '../../../studio/keepDeclared';
import type { DecisionTable } from '../../../renderer/types';

const table = (...inputs: string[]): DecisionTable => ({ inputs: Object.fromEntries(inputs.map((n) => [n, null])), rows: [] });

describe('live preview: table inputs set by hand after an edit', () => {
  it('forgets the ones for a table or input the document no longer declares', () => {
    const inputs = { statusButtons: { status: '170', isDelay: '1' }, gone: { status: '21' } };
    expect(keepDeclared(inputs, { statusButtons: table('status') })).toEqual({ statusButtons: { status: '170' } });
    expect(keepDeclared(inputs, { statusButtons: table('sttaus', 'isdelay') })).toEqual({});
  });

  it('hands back the same object when all are still declared', () => {
    const inputs = { statusButtons: { status: '170' } };
    expect(keepDeclared(inputs, { statusButtons: table('status', 'isDelay'), other: table('x') })).toBe(inputs);
    const none = {};
    expect(keepDeclared(none, {})).toBe(none);
  });
});
