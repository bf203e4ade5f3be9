/**
 * Every masked input keeps the caret where the person types, also when the
 * new value comes back later through the screen's state (as the runtime's
 * ui.set does): a refused key or a digit fixed in the middle never sends the
 * caret to the end, where the next key would change another digit.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen as view } from '@testing-library/react';
import { useState } from 'react';
import { CodeInput } from '../../../widgets/CodeInput.tsx';

/** A CodeInput whose value, like a screen's state, arrives after the keystroke. */
function LateCode({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CodeInput
      nodeId="n"
      busy={false}
      label="Code"
      value={value}
      maxLength={6}
      emit={async (_event, payload) => {
        await Promise.resolve();
        setValue(String(payload));
      }}
    />
  );
}

/** Types as a browser does: the new text and the caret the browser left, then the input event. */
async function edit(input: HTMLInputElement, text: string, caret: number) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.setSelectionRange(caret, caret);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('masked inputs keep the caret', () => {
  // [what, text the browser holds after the key, where its caret is, value shown after, caret after]
  it.each([
    ['a letter typed in the middle is refused; the caret stays after the 2', '12x34', 3, '1234', 2],
    ['a digit inserted in the middle; the caret stays after it once the value comes back', '12934', 3, '12934', 3],
    ['a digit deleted in the middle; the caret stays where it was', '134', 1, '134', 1],
  ])('CodeInput: %s', async (_what, typed, at, shown, caret) => {
    render(<LateCode initial="1234" />);
    const input = view.getByLabelText('Code') as HTMLInputElement;
    input.focus();
    await edit(input, typed, at);
    expect(input.value).toBe(shown);
    expect(input.selectionStart).toBe(caret);
  });
});
