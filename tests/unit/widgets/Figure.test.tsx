/**
 * The headline figure (the repay page's amount due): its label, then the
 * figure, then the note under it (the repayment date); no empty line when
 * there is no note.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Figure } from '../../../widgets/Figure.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const repay = loadScreenDoc('repay');
const label = screenCopy(repay, 'amountLabel');
// The screen writes the note as the copy's label, ': ' and the day; any day does here.
const note = `${screenCopy(repay, 'repayDate')}: 2026-12-01`;
const value = '₱5,250.00';

const lines = () => view.getAllByRole('paragraph').map((p) => p.textContent);

describe('<Figure>', () => {
  it('the label, the figure and the note under it, in that order', () => {
    render(<Figure nodeId="amount" busy={false} emit={vi.fn(async () => {})} label={label} value={value} note={note} />);
    expect(lines()).toEqual([label, value, note]);
  });

  it('without a note: the label and the figure, no empty line', () => {
    render(<Figure nodeId="amount" busy={false} emit={vi.fn(async () => {})} label={label} value={value} note="" />);
    expect(lines()).toEqual([label, value]);
  });
});
