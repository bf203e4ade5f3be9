/**
 * The complaint text box: labelled, the typed text emitted, and a live
 * "count/max" counter in characters as a person counts them. How a paste
 * over the limit is clipped is tests/unit/widgets/graphemeLimit.test.tsx.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { TextArea } from '../../../widgets/TextArea.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const next = loadScreenDoc('complainPageNext');
const label = screenCopy(next, 'textLabel');
const placeholder = screenCopy(next, 'placeholder');
const max = next.constants!.maxLength as number;

function draw(value: string, maxLength?: number) {
  const emit = vi.fn(async () => {});
  render(<TextArea nodeId="text" busy={false} emit={emit} label={label} value={value} placeholder={placeholder} maxLength={maxLength} />);
  return { emit, box: view.getByRole('textbox', { name: label }) as HTMLTextAreaElement };
}

describe('<TextArea>', () => {
  it('a box named by its label, with the placeholder, showing the value; typing emits the text', () => {
    const { emit, box } = draw('', max);
    expect(box.placeholder).toBe(placeholder);
    fireEvent.change(box, { target: { value: 'It was late' } });
    expect(emit.mock.calls).toEqual([['change', 'It was late']]);
  });

  it('the counter reads count/max, 🇵🇭 counted as one, and is announced politely', () => {
    const { box } = draw('ab🇵🇭', max);
    const counter = view.getByText(`3/${max}`);
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(box.getAttribute('aria-describedby')).toBe(counter.id);
  });

  it('without a maximum there is no counter, and the box points at no description', () => {
    const { container } = render(<TextArea nodeId="text" busy={false} emit={vi.fn(async () => {})} label={label} value="abc" />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(view.getByRole('textbox', { name: label }).hasAttribute('aria-describedby')).toBe(false);
  });
});
