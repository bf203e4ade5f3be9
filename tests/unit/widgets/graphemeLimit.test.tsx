/**
 * A text box's limit in characters as a person sees them (issue 16), the way
 * the native maxLength behaves but without counting UTF-16 units: what was
 * there stays, only the typed or pasted characters that fit are kept (whole),
 * and the caret stays after them. The walk over every screen's limits is
 * tests/unit/reliability/graphemeLimits.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { TextArea } from '../../../widgets/TextArea.tsx';
import { TextInput } from '../../../widgets/TextInput.tsx';
import { fitEdit } from '../../../widgets/form/graphemes.ts';

describe('fitEdit', () => {
  it.each([
    // previous, next (as the box has it after the edit), max, kept text
    ['abcd', 'abcd🇵🇭🇵🇭', 5, 'abcd🇵🇭'],
    ['abcde', 'abXcde', 5, 'abcde'],
    ['abcd', 'ab👍🏽👍🏽cd', 5, 'ab👍🏽cd'],
    ['abcd', 'abcd👨‍👩‍👧', 5, 'abcd👨‍👩‍👧'],
    ['abcdn', 'abcdn\u0303', 5, 'abcdn\u0303'],
    ['', '🇵🇭🇵🇭🇵🇭', 2, '🇵🇭🇵🇭'],
    ['abcdefg', 'abcdefgh', 5, 'abcde'],
  ])('%j → %j (max %i) keeps %j', (previous, next, max, kept) => {
    expect(fitEdit(previous, next, max).text).toBe(kept);
  });

  it('puts the caret after the kept insertion, in UTF-16 units as the box counts', () => {
    expect(fitEdit('abcd', 'ab👍🏽👍🏽cd', 5, 10)).toEqual({ text: 'ab👍🏽cd', caret: 6 });
  });
});

function Controlled({ Box, max, initial }: { Box: typeof TextArea | typeof TextInput; max: number; initial: string }) {
  const [value, setValue] = useState(initial);
  const emit = vi.fn(async (_e: string, v?: unknown) => setValue(String(v)));
  return <Box nodeId="n" busy={false} emit={emit as never} label="Your note" value={value} placeholder="" maxLength={max} />;
}

describe.each([
  ['TextArea', TextArea],
  ['TextInput', TextInput],
] as const)('<%s> with a limit', (_name, Box) => {
  it('keeps 🇵🇭 whole at the limit', () => {
    render(<Controlled Box={Box} max={3} initial="" />);
    const box = view.getByLabelText('Your note') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'ab🇵🇭🇵🇭' } });
    expect(box.value).toBe('ab🇵🇭');
  });

  it('a paste in the middle keeps what fits and leaves the caret after it, not at the end', () => {
    render(<Controlled Box={Box} max={5} initial="abcd" />);
    const box = view.getByLabelText('Your note') as HTMLInputElement;
    box.focus();
    // After the paste the box holds both and its caret is after them (unit 10).
    fireEvent.change(box, { target: { value: 'ab👍🏽👍🏽cd', selectionStart: 10, selectionEnd: 10 } });
    expect(box.value).toBe('ab👍🏽cd');
    expect(box.selectionStart).toBe(6);
  });
});

it('the TextArea counter counts 👨‍👩‍👧 as one', () => {
  render(<TextArea nodeId="n" busy={false} emit={vi.fn(async () => {})} label="Your note" value={'a👨‍👩‍👧👍🏽🇵🇭n\u0303'} placeholder="" maxLength={200} />);
  expect(view.getByText('5/200')).toBeTruthy();
});
