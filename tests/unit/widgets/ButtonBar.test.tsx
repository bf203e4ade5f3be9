/**
 * The row of buttons at the bottom of a screen or a dialog: its buttons, in
 * order, each named by its label and still pressable; a row whose buttons
 * are all left out draws nothing (no empty bar over the page).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ButtonBar } from '../../../widgets/ButtonBar.tsx';
import { Button } from '../../../widgets/Button.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

// The confirm page's "leave?" dialog: its two buttons sit in a ButtonBar.
const confirmLoan = loadScreenDoc('confirmLoan');
const leave = screenCopy(confirmLoan, 'exitLeave');
const stay = screenCopy(confirmLoan, 'exitStay');

describe('<ButtonBar>', () => {
  it('its buttons, in order, each named by its label; a tap reaches the button, not the bar', () => {
    const bar = vi.fn(async () => {});
    const pressLeave = vi.fn(async () => {});
    render(
      <ButtonBar nodeId="exit" busy={false} emit={bar}>
        <Button nodeId="leave" busy={false} emit={pressLeave} label={leave} variant="secondary" />
        <Button nodeId="stay" busy={false} emit={vi.fn(async () => {})} label={stay} variant="primary" />
      </ButtonBar>,
    );
    expect(view.getAllByRole('button').map((b) => b.textContent)).toEqual([leave, stay]);
    fireEvent.click(view.getByRole('button', { name: leave }));
    expect(pressLeave.mock.calls).toEqual([['press']]);
    expect(bar).not.toHaveBeenCalled();
  });

  it.each([
    ['no children', undefined],
    ['every child left out', [null, false]],
  ])('%s: it draws nothing', (_, children) => {
    const { container } = render(
      <ButtonBar nodeId="exit" busy={false} emit={vi.fn(async () => {})}>
        {children}
      </ButtonBar>,
    );
    expect(container.innerHTML).toBe('');
  });
});
