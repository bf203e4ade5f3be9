/**
 * A server `day` field (widgets/form/DateField.tsx): a plain box with its
 * placeholder until the borrower reaches for it, so a form's first draw does
 * not set up the platform's date formats (issue 31, decision 047); the date
 * box as the touch starts or the keyboard's focus lands; the date box from the
 * start when it has a date. The value is YYYY-MM-DD, or nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { DateField } from '../../../widgets/form/DateField.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const bank = loadScreenDoc('bindBank');
const placeholder = screenCopy(bank, 'placeholderDate');
const label = 'Date of birth';

function draw(value?: string, error?: string) {
  const onChange = vi.fn();
  const registry = { formContext: { errors: error ? { birthday: error } : {} } };
  const props = { id: 'bank_birthday', name: 'birthday', label, placeholder, options: {}, registry, onChange };
  const { rerender } = render(<DateField {...props} value={value} />);
  const input = view.getByLabelText(label) as HTMLInputElement;
  return { input, onChange, redraw: (next?: string) => rerender(<DateField {...props} value={next} />) };
}

describe('<DateField>', () => {
  it('empty and not reached yet: a plain box showing the placeholder, not the date box', () => {
    const { input } = draw();
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe(placeholder);
    expect(input.value).toBe('');
    expect(input.classList.contains('w-field__date')).toBe(true);
  });

  it('a touch turns it into the date box at once, before the tap’s click or focus', () => {
    const { input } = draw();
    let typeAtClick = '';
    input.addEventListener('click', () => (typeAtClick = input.type));
    fireEvent.pointerDown(input);
    fireEvent.click(input);
    expect(typeAtClick).toBe('date');
    expect(input.type).toBe('date');
    expect(input.placeholder).toBe('');
  });

  it('the keyboard’s focus turns it into the date box', () => {
    const { input } = draw();
    fireEvent.focus(input);
    expect(input.type).toBe('date');
  });

  it('a field that has a date is the date box from the start, showing it', () => {
    const { input } = draw('1990-05-17');
    expect(input.type).toBe('date');
    expect(input.value).toBe('1990-05-17');
  });

  it('a date picked hands YYYY-MM-DD; cleared, it hands nothing, and the box stays the date box', () => {
    const { input, onChange, redraw } = draw();
    fireEvent.pointerDown(input);
    fireEvent.change(input, { target: { value: '1990-05-17' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-05-17');
    redraw('1990-05-17');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    redraw(undefined);
    expect(input.type).toBe('date');
  });

  it('the engine’s message is tied to the box in either form', () => {
    const { input } = draw(undefined, 'Please select your date of birth');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Please select your date of birth');
  });
});
