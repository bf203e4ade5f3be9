// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepDeclared } from '../../../studio/keepDeclared.ts';
import type { DecisionTable } from '../../../renderer/types.ts';

const table = (...inputs: string[]): DecisionTable => ({ inputs: Object.fromEntries(inputs.map((n) => [n, null])), rows: [] });

describe('live preview: table inputs set by hand after an edit', () => {
  it('forgets the ones for a table or input the document no longer declares', () => {
    const inputs = { statusButtons: { status: '170', isDelay: '1' }, gone: { status: '21' } };
    expect(keepDeclared(inputs, { statusButtons: table('status') })).toEqual({ statusButtons: { status: '170' } });
    expect(keepDeclared(inputs, { statusButtons: table('sttaus', 'isdelay') })).toEqual({});
  });

  it('forgets a value the domains of its input no longer hold (the choice could not show it), keeps one they hold', () => {
    const withDomain: DecisionTable = { ...table('status', 'note'), domains: { status: ['21', '170'] } };
    const inputs = { statusButtons: { status: '170', note: 'free text' } };
    expect(keepDeclared(inputs, { statusButtons: withDomain })).toBe(inputs);
    expect(keepDeclared(inputs, { statusButtons: { ...withDomain, domains: { status: ['21', '174'] } } })).toEqual({ statusButtons: { note: 'free text' } });
    // Compared as the table compares: the number 170 is not the text "170".
    expect(keepDeclared(inputs, { statusButtons: { ...withDomain, domains: { status: [21, 170] } } })).toEqual({ statusButtons: { note: 'free text' } });
  });

  it('hands back the same object when all are still declared', () => {
    const inputs = { statusButtons: { status: '170' } };
    expect(keepDeclared(inputs, { statusButtons: table('status', 'isDelay'), other: table('x') })).toBe(inputs);
    const none = {};
    expect(keepDeclared(none, {})).toBe(none);
  });
});
