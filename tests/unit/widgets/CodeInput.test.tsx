import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { CodeInput } from '../../../widgets/CodeInput.tsx';

const draw = (props: Record<string, unknown>) => {
  const emit = vi.fn(async () => {});
  render(<CodeInput nodeId="n" busy={false} emit={emit} label="The code" value="" {...(props as object)} />);
  return { input: view.getByLabelText('The code') as HTMLInputElement, emit };
};

describe('<CodeInput>', () => {
  it.each([
    [6, '12a 34-5678', '123456'],
    [4, '９8 7 6 5', '8765'],
    [undefined, '1234567', '123456'],
  ])('maxLength %j: %j is emitted as %j (digits only, at most maxLength)', (maxLength, typed, emitted) => {
    const { input, emit } = draw({ maxLength });
    fireEvent.change(input, { target: { value: typed } });
    expect(emit).toHaveBeenCalledWith('change', emitted);
  });
});
