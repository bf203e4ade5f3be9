/**
 * The order status header: the status colour is one of the three the
 * design has (blue for anything else, so a new server status still draws),
 * and the description line only when there is one.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { StatusBanner } from '../../../widgets/StatusBanner.tsx';

// The status words are the server's (noticeStatusText): test data.
function draw(tone: unknown, description = '') {
  return render(
    <StatusBanner
      nodeId="status"
      busy={false}
      emit={vi.fn(async () => {})}
      title="Under review"
      description={description}
      tone={tone as 'red'}
      icon="review"
    />,
  ).container;
}

describe('<StatusBanner>', () => {
  it.each([
    ['red', 'red'],
    ['green', 'green'],
    ['blue', 'blue'],
    ['shout', 'blue'],
    [undefined, 'blue'],
  ])('tone %j is drawn %s', (tone, drawn) => {
    const header = draw(tone).querySelector('header')!;
    expect(header.getAttribute('data-tone')).toBe(drawn);
    expect(header.className).toBe(`w-status w-status--${drawn}`);
  });

  it('the title as its heading; the description under it only when given', () => {
    const container = draw('blue', 'We are checking your details');
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Under review');
    expect(container.querySelector('p')?.textContent).toBe('We are checking your details');
  });

  it('no empty description line', () => {
    expect(draw('blue').querySelector('p')).toBeNull();
  });
});

describe('<StatusBanner> note', () => {
  it('a note (what is due) under the description, only when given', () => {
    const drawn = (note: string) =>
      render(<StatusBanner nodeId="status" busy={false} emit={vi.fn(async () => {})} title="Due today" note={note} icon="due" tone="red" />).container;
    expect(drawn('A note under the description').querySelector('.w-status__note')?.textContent).toBe('A note under the description');
    expect(drawn('').querySelector('.w-status__note')).toBeNull();
  });
});
