/**
 * The error body: the message is an alert (said when the page turns into
 * this), the heading names it at the level given, one button per action with
 * an event and a label, in order; a tap emits that action's event, and while
 * its chain runs that button (only) shows it is working and no tap counts.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ErrorState } from '../../../widgets/ErrorState.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const notFound = loadScreenDoc('notFound');
const message = screenCopy(notFound, 'notFoundMessage');
const heading = screenCopy(notFound, 'errorHeading');
const back = screenCopy(notFound, 'back');
const retry = screenCopy(notFound, 'retry');
const actions = [
  { event: 'retry', label: retry },
  { event: 'back', label: back },
  { event: '', label: 'no event' },
  { event: 'home', label: '' },
];

function draw(busy: boolean, level?: 1 | 2) {
  const emit = vi.fn(async () => {});
  const props = { nodeId: 'error', emit, icon: 'error' as const, heading, level, message, actions };
  const drawn = render(<ErrorState {...props} busy={busy} />);
  return { emit, busyNow: () => drawn.rerender(<ErrorState {...props} busy />), done: () => drawn.rerender(<ErrorState {...props} busy={false} />) };
}

describe('<ErrorState>', () => {
  it('the message is an alert; the heading names the block, at level 2 unless told 1', () => {
    draw(false);
    expect(view.getByRole('alert').textContent).toBe(message);
    expect(view.getByRole('region', { name: heading })).toBeTruthy();
    expect(view.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });

  it('level 1 when nothing above it is the page’s heading', () => {
    draw(false, 1);
    expect(view.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('one button per action with an event and a label, in order; a tap emits its event', () => {
    const { emit } = draw(false);
    expect(view.getAllByRole('button').map((b) => b.textContent)).toEqual([retry, back]);
    fireEvent.click(view.getByRole('button', { name: back }));
    expect(emit.mock.calls).toEqual([['back']]);
  });

  it('two ways out with the same event are both drawn, without a React key warning', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const twice = [
      { event: 'back', label: retry },
      { event: 'back', label: back },
    ];
    render(<ErrorState nodeId="error" emit={vi.fn(async () => {})} busy={false} heading={heading} message={message} actions={twice} />);
    expect(view.getAllByRole('button').map((b) => b.textContent)).toEqual([retry, back]);
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    warn.mockRestore();
  });

  it('while the chain runs the pressed button is busy, the other not, and no tap counts; after, both are free', () => {
    const { emit, busyNow, done } = draw(false);
    fireEvent.click(view.getByRole('button', { name: retry }));
    busyNow();
    const [first, second] = view.getAllByRole('button');
    expect([first.getAttribute('aria-busy'), second.getAttribute('aria-busy')]).toEqual(['true', 'false']);
    expect([first.getAttribute('aria-disabled'), second.getAttribute('aria-disabled')]).toEqual(['true', 'true']);
    fireEvent.click(second);
    expect(emit.mock.calls).toEqual([['retry']]);
    done();
    expect(view.getAllByRole('button').map((b) => b.getAttribute('aria-busy'))).toEqual(['false', 'false']);
  });

  it('without a heading the block has no name, and without actions no buttons', () => {
    const { container } = render(<ErrorState nodeId="e" busy={false} emit={vi.fn(async () => {})} message={message} compact />);
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
    expect(view.queryAllByRole('button')).toEqual([]);
  });
});
