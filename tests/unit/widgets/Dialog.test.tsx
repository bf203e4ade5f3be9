/**
 * The popup: it takes the focus when it opens (a keyboard or screen-reader
 * user lands in it, not behind it), its × says `close`, and a popup whose
 * screen gives no close label has no × (it closes by its own buttons).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { Dialog } from '../../../widgets/Dialog.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

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

  it('Escape closes it like its ×; without a × Escape leaves it (it closes by its own buttons)', () => {
    const emit = vi.fn(async () => {});
    const { unmount } = render(<Dialog nodeId="rating" busy={false} emit={emit} title={title} closeLabel={close} />);
    fireEvent.keyDown(view.getByRole('dialog', { name: title }), { key: 'Escape' });
    expect(emit.mock.calls).toEqual([['close']]);
    unmount();
    const silent = vi.fn(async () => {});
    render(<Dialog nodeId="rating" busy={false} emit={silent} title={title} closeLabel="" />);
    fireEvent.keyDown(view.getByRole('dialog', { name: title }), { key: 'Escape' });
    expect(silent).not.toHaveBeenCalled();
  });

  it('keeps Tab inside: from its last control to its first, and Shift+Tab from the first to the last', () => {
    render(
      <>
        <button type="button">behind</button>
        <Dialog nodeId="rating" busy={false} emit={vi.fn(async () => {})} title={title} closeLabel={close}>
          <button type="button">inside</button>
        </Dialog>
      </>,
    );
    const dialog = view.getByRole('dialog', { name: title });
    const first = view.getByRole('button', { name: close });
    const last = view.getByRole('button', { name: 'inside' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // From the dialog itself (where it opens), Shift+Tab goes to its last control, not behind it.
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('hears Tab and Escape when the focus is on the page behind (after a tap on the backdrop): Tab goes into it, Escape closes it', () => {
    const emit = vi.fn(async () => {});
    render(
      <>
        <button type="button">behind</button>
        <Dialog nodeId="rating" busy={false} emit={emit} title={title} closeLabel={close}>
          <button type="button">inside</button>
        </Dialog>
      </>,
    );
    const behind = view.getByRole('button', { name: 'behind' });
    behind.focus();
    fireEvent.keyDown(behind, { key: 'Tab' });
    expect(document.activeElement).toBe(view.getByRole('button', { name: close }));
    behind.focus();
    fireEvent.keyDown(behind, { key: 'Escape' });
    expect(emit.mock.calls).toEqual([['close']]);
  });

  it('one popup after another (the order page queue): the next takes the focus, and the last gives it back to the opener', () => {
    const page = (which: string | null) => (
      <>
        <button type="button">opener</button>
        {which === 'a' && <Dialog key="a" nodeId="a" busy={false} emit={vi.fn(async () => {})} title="A" closeLabel={close} />}
        {which === 'b' && <Dialog key="b" nodeId="b" busy={false} emit={vi.fn(async () => {})} title="B" closeLabel={close} />}
      </>
    );
    const { rerender } = render(page(null));
    const opener = view.getByRole('button', { name: 'opener' });
    opener.focus();
    rerender(page('a'));
    expect(document.activeElement).toBe(view.getByRole('dialog', { name: 'A' }));
    rerender(page('b'));
    expect(document.activeElement).toBe(view.getByRole('dialog', { name: 'B' }));
    rerender(page(null));
    expect(document.activeElement).toBe(opener);
  });

  it('two on screen: only the one on top hears Escape and keeps Tab, the other waits', () => {
    const under = vi.fn(async () => {});
    const over = vi.fn(async () => {});
    render(
      <>
        <Dialog nodeId="a" busy={false} emit={under} title="A" closeLabel={close}>
          <button type="button">under</button>
        </Dialog>
        <Dialog nodeId="b" busy={false} emit={over} title="B" closeLabel={close}>
          <button type="button">over</button>
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(over.mock.calls).toEqual([['close']]);
    expect(under).not.toHaveBeenCalled();
    const last = view.getByRole('button', { name: 'over' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(view.getByRole('dialog', { name: 'B' }).contains(document.activeElement)).toBe(true);
  });

  it('gives the focus back to what had it when it goes', () => {
    const { rerender } = render(
      <>
        <button type="button">opener</button>
      </>,
    );
    const opener = view.getByRole('button', { name: 'opener' });
    opener.focus();
    const page = (open: boolean) => (
      <>
        <button type="button">opener</button>
        {open && <Dialog nodeId="rating" busy={false} emit={vi.fn(async () => {})} title={title} closeLabel={close} />}
      </>
    );
    rerender(page(true));
    expect(document.activeElement).toBe(view.getByRole('dialog', { name: title }));
    rerender(page(false));
    expect(document.activeElement).toBe(opener);
  });

  it('without a close label: no ×, and no empty message paragraph', () => {
    render(<Dialog nodeId="rating" busy={false} emit={vi.fn(async () => {})} title={title} closeLabel="" message="" />);
    const dialog = view.getByRole('dialog', { name: title });
    expect(view.queryAllByRole('button')).toEqual([]);
    expect(dialog.querySelectorAll('p')).toHaveLength(0);
  });
});
