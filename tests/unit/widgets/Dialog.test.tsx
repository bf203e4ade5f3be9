/**
 * The popup: it takes the focus when it opens (a keyboard or screen-reader
 * user lands in it, not behind it), its × says `close`, and a popup whose
 * screen gives no close label has no × (it closes by its own buttons).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { Dialog } from '../../../widgets/Dialog';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc';

const orderDetail = loadScreenDoc('orderDetail');
const title = screenCopy(orderDetail, 'ratingTitle');
const message = screenCopy(orderDetail, 'ratingMessage');
const close = screenCopy(orderDetail, 'close');

describe('<Dialog>', () => {
  it('opens with the focus on it, a modal dialog named by its title, its message and children inside', () => {
    render(
      <>
        <button type="button">behind</button>
        <Dialog nodeId="rating" busy={false} emit={vi.fn(async () => {})} title={title} message={message} closeLabel={close}>
          <button type="button">inside</button>
        </Dialog>
      </>,
    );
    const dialog = view.getByRole('dialog', { name: title });
    expect(document.activeElement).toBe(dialog);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain(message);
    expect(dialog.contains(view.getByRole('button', { name: 'inside' }))).toBe(true);
  });

  it('its × emits close, once, and nothing else', () => {
    const emit = vi.fn(async () => {});
    render(<Dialog nodeId="rating" busy={false} emit={emit} title={title} closeLabel={close} />);
    fireEvent.click(view.getByRole('button', { name: close }));
    expect(emit.mock.calls).toEqual([['close']]);
  });

  it('without a close label: no ×, and no empty message paragraph', () => {
    render(<Dialog nodeId="rating" busy={false} emit={vi.fn(async () => {})} title={title} closeLabel="" message="" />);
    const dialog = view.getByRole('dialog', { name: title });
    expect(view.queryAllByRole('button')).toEqual([]);
    expect(dialog.querySelectorAll('p')).toHaveLength(0);
  });
});
