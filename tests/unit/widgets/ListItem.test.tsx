/**
 * One tappable row (a complaint, an order, a repayment channel): a tap
 * emits `select`; the chosen row is marked current; its picture only from an
 * http(s) address; empty lines not drawn.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ListItem } from '../../../widgets/ListItem.tsx';

// Rows are the server's entries: test data.
describe('<ListItem>', () => {
  it('a button with the title, meta and text; a tap emits select', () => {
    const emit = vi.fn(async () => {});
    render(<ListItem nodeId="row" busy={false} emit={emit} title="Late fee" meta="2024-05-01" text="Charged twice" />);
    const row = view.getByRole('button');
    expect(row.textContent).toBe('Late fee2024-05-01Charged twice');
    fireEvent.click(row);
    expect(emit.mock.calls).toEqual([['select']]);
  });

  it.each([
    [true, 'true'],
    [false, null],
    ['true', null],
  ])('selected %j: aria-current %j', (selected, current) => {
    render(<ListItem nodeId="row" busy={false} emit={vi.fn(async () => {})} title="PayWallet" selected={selected as boolean} />);
    expect(view.getByRole('button').getAttribute('aria-current')).toBe(current);
  });

  it('the picture only from an http(s) address, and no empty meta or text line', () => {
    const { rerender } = render(<ListItem nodeId="row" busy={false} emit={vi.fn(async () => {})} title="PayWallet" image="https://cdn.example/g.png" />);
    expect(view.getByRole('button').querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/g.png');
    expect(view.getByRole('button').querySelectorAll('.w-listitem__meta, .w-listitem__text')).toHaveLength(0);
    rerender(<ListItem nodeId="row" busy={false} emit={vi.fn(async () => {})} title="PayWallet" image="javascript:alert(1)" />);
    expect(view.getByRole('button').querySelector('img')).toBeNull();
  });
});
