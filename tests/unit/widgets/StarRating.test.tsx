/**
 * The rating stars as the order page draws them: one button per name the
 * copy gives, the chosen count pressed, and a tap emits the star's count.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { StarRating } from '../../../widgets/StarRating.tsx';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

const labels = loadScreenDoc('orderDetail').copy!.starLabels as string[];

describe('<StarRating>', () => {
  it('as many stars as names, each named by its own; the first `value` of them pressed', () => {
    render(<StarRating nodeId="stars" busy={false} emit={vi.fn(async () => {})} value={3} labels={labels} />);
    const stars = view.getAllByRole('button');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual(labels);
    expect(stars.map((s) => s.getAttribute('aria-pressed'))).toEqual(labels.map((_, i) => String(i < 3)));
  });

  it('a tap on a star emits its count (1 for the first), also on a lit one', () => {
    const emit = vi.fn(async () => {});
    render(<StarRating nodeId="stars" busy={false} emit={emit} value={3} labels={labels} />);
    fireEvent.click(view.getByRole('button', { name: labels[4] }));
    fireEvent.click(view.getByRole('button', { name: labels[0] }));
    expect(emit.mock.calls).toEqual([
      ['change', 5],
      ['change', 1],
    ]);
  });

  it('with no stars chosen none is pressed', () => {
    render(<StarRating nodeId="stars" busy={false} emit={vi.fn(async () => {})} value={0} labels={labels} />);
    expect(view.getAllByRole('button').filter((s) => s.getAttribute('aria-pressed') === 'true')).toEqual([]);
  });
});
