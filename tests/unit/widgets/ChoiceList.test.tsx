/**
 * The complaint page's choices: a group named by its label, the chosen value
 * marked pressed (none while nothing is chosen), a tap emits the option's
 * value as the server sent it, and no second tap while the chain runs.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ChoiceList } from '../../../widgets/ChoiceList.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const typeTitle = screenCopy(loadScreenDoc('complaint'), 'typeTitle');
// The options are the server's problem types: test data.
const options = [{ value: 3, title: 'Fees question' }, { value: 'late', title: 'Late fee' }, { title: 'No value at all' }];

function draw(value: unknown, busy = false) {
  const emit = vi.fn(async () => {});
  render(<ChoiceList nodeId="type" busy={busy} emit={emit} label={typeTitle} options={options} value={value} />);
  return { emit, choices: view.getAllByRole('button') };
}

const pressed = (choices: HTMLElement[]) => choices.map((c) => c.getAttribute('aria-pressed'));

describe('<ChoiceList>', () => {
  it('a group named by its label; the chosen value pressed, matched as text', () => {
    const { choices } = draw('3');
    expect(view.getByRole('group', { name: typeTitle })).toBeTruthy();
    expect(choices.map((c) => c.textContent)).toEqual(options.map((o) => o.title));
    expect(pressed(choices)).toEqual(['true', 'false', 'false']);
  });

  it.each([[null], [''], [undefined]])('value %j: none pressed (not even the option without a value)', (value) => {
    expect(pressed(draw(value).choices)).toEqual(['false', 'false', 'false']);
  });

  it('a tap emits the option’s value as sent (a number stays a number; none is null)', () => {
    const { emit, choices } = draw(null);
    choices.forEach((c) => fireEvent.click(c));
    expect(emit.mock.calls).toEqual([
      ['select', 3],
      ['select', 'late'],
      ['select', null],
    ]);
  });

  it('while busy the choices are off and a tap emits nothing', () => {
    const { emit, choices } = draw(null, true);
    expect(choices.every((c) => (c as HTMLButtonElement).disabled)).toBe(true);
    fireEvent.click(choices[0]);
    expect(emit).not.toHaveBeenCalled();
  });

  it('without options it draws nothing', () => {
    const { container } = render(<ChoiceList nodeId="type" busy={false} emit={vi.fn(async () => {})} label={typeTitle} options={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
