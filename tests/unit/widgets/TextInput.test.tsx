import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { TextInput } from '../../../widgets/TextInput.tsx';

const draw = (props: Record<string, unknown>) => {
  const emit = vi.fn(async () => {});
  render(<TextInput nodeId="n" busy={false} emit={emit} label="Reach me at" value="" {...(props as object)} />);
  return { input: view.getByLabelText('Reach me at') as HTMLInputElement, emit };
};

describe('<TextInput>', () => {
  it('a telephone field: tel keyboard, and the typed text is emitted', () => {
    const { input, emit } = draw({ type: 'tel', inputMode: 'tel' });
    expect(input.type).toBe('tel');
    expect(input.inputMode).toBe('tel');
    fireEvent.change(input, { target: { value: '+63 917 555 0101' } });
    expect(emit).toHaveBeenCalledWith('change', '+63 917 555 0101');
  });

  it.each([[undefined], ['file'], ['checkbox'], [{ not: 'text' }]])('type %j stays a text box', (type) => {
    const { input } = draw({ type, inputMode: 'bogus' });
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe(null);
  });

  it('sends what a person sees: zero-width characters and direction overrides are dropped (issue 29)', () => {
    const { input, emit } = draw({ maxLength: 100 });
    fireEvent.change(input, { target: { value: 'Ju\u200Ban \u202EzurC aleD\u202C' } });
    expect(emit).toHaveBeenCalledWith('change', 'Juan zurC aleD');
  });
});
