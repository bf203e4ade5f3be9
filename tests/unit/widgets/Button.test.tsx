import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Button } from '../../../widgets/Button.tsx';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

/** The confirm page's words (its shared part's too): its button and why the button is off. */
const copy = loadScreenDoc('confirmLoan').copy as Record<string, string>;

describe('<Button>', () => {
  it('its hint is its description: a screen reader on an off button hears why it is off', () => {
    const reason = copy.agreementsNeeded;
    render(<Button nodeId="body.3" busy={false} emit={vi.fn(async () => {})} label={copy.confirm} hint={reason} disabled />);
    const button = view.getByRole('button', { name: copy.confirm });
    const described = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([reason]);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a hint it has no description', () => {
    render(<Button nodeId="b" busy={false} emit={vi.fn(async () => {})} label="Go" />);
    expect(view.getByRole('button', { name: 'Go' }).getAttribute('aria-busy')).not.toBe('true');
    expect(view.getByRole('button', { name: 'Go' }).getAttribute('aria-describedby')).toBe(null);
  });

  it("carries its node's id, the same in every language: a tap on the HTML's button reaches the one drawn afresh", () => {
    const fil = loadScreenDoc('confirmLoan', 'fil').copy as Record<string, string>;
    const { unmount } = render(<Button nodeId="body.3" busy={false} emit={vi.fn(async () => {})} label={copy.confirm} />);
    const english = view.getByRole('button', { name: copy.confirm }).id;
    unmount();
    render(<Button nodeId="body.3" busy={false} emit={vi.fn(async () => {})} label={fil.confirm} />);
    expect(english).not.toBe('');
    expect(view.getByRole('button', { name: fil.confirm }).id).toBe(english);
    render(<Button nodeId="body.4" busy={false} emit={vi.fn(async () => {})} label={fil.confirm} />);
    expect(new Set(view.getAllByRole('button', { name: fil.confirm }).map((b) => b.id)).size).toBe(2);
  });

  it('busy is not disabled (issue 17): aria-busy, the label kept, and a progress sign beside it', () => {
    const { container, rerender } = render(<Button nodeId="b" busy emit={vi.fn(async () => {})} label={copy.confirm} />);
    const button = view.getByRole('button', { name: copy.confirm });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.querySelector('[data-busy-sign]')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Button nodeId="b" busy={false} emit={vi.fn(async () => {})} label={copy.confirm} />);
    expect(container.querySelector('[data-busy-sign]')).toBeNull();
  });
});
