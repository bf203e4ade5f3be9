/**
 * The confirm page's agreement box: it shows what the screen keeps, a tap
 * (on the box or its words) emits the new state, and each agreement link
 * emits its position.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { AgreementCheck } from '../../../widgets/AgreementCheck.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const agreeLabel = screenCopy(loadScreenDoc('confirmLoan'), 'agreeLabel');
// The agreements' names come from the server (rule agreements): test data.
const links = [{ title: 'Agreement A' }, { title: 'Statement B' }];

function draw(checked: unknown) {
  const emit = vi.fn(async () => {});
  render(<AgreementCheck nodeId="agree" busy={false} emit={emit} checked={checked as boolean} label={agreeLabel} links={links} />);
  return { emit, box: view.getByRole('checkbox', { name: agreeLabel }) as HTMLInputElement };
}

describe('<AgreementCheck>', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', false],
    [undefined, false],
  ])('checked %j shows the box ticked: %j', (checked, ticked) => {
    expect(draw(checked).box.checked).toBe(ticked);
  });

  it('a tap on a clear box emits toggle true', () => {
    const clear = draw(false);
    fireEvent.click(clear.box);
    expect(clear.emit.mock.calls).toEqual([['toggle', true]]);
  });

  it('a tap on a ticked box emits toggle false', () => {
    const ticked = draw(true);
    fireEvent.click(ticked.box);
    expect(ticked.emit.mock.calls).toEqual([['toggle', false]]);
  });

  it('a tap on its words toggles it too', () => {
    const { emit } = draw(false);
    fireEvent.click(view.getByText(agreeLabel));
    expect(emit.mock.calls).toEqual([['toggle', true]]);
  });

  it('each agreement link emits open with its position, and does not toggle the box', () => {
    const { emit } = draw(false);
    fireEvent.click(view.getByRole('button', { name: links[1].title }));
    fireEvent.click(view.getByRole('button', { name: links[0].title }));
    expect(emit.mock.calls).toEqual([
      ['open', 1],
      ['open', 0],
    ]);
  });
});
