/** A store's badge: its two lines are one button named by both; a tap emits press, none while busy. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { StoreBadge } from '../../../widgets/StoreBadge.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const download = loadScreenDoc('promoDownload', 'fil');
const caption = screenCopy(download, 'appStoreCaption');
const name = screenCopy(download, 'appStoreName');

describe('<StoreBadge>', () => {
  it("draws the store's mark, the small line and the name; the button is named by both lines; a tap emits press", () => {
    const emit = vi.fn(async () => {});
    const { container } = render(<StoreBadge nodeId="appStore" busy={false} emit={emit} store="appStore" caption={caption} name={name} />);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.textContent).toBe(`${caption}${name}`);
    fireEvent.click(view.getByRole('button', { name: `${caption} ${name}` }));
    expect(emit.mock.calls).toEqual([['press']]);
  });

  it('a tap while its chain runs does nothing', () => {
    const emit = vi.fn(async () => {});
    render(<StoreBadge nodeId="appStore" busy emit={emit} store="googlePlay" name={name} />);
    fireEvent.click(view.getByRole('button', { name }));
    expect(emit).not.toHaveBeenCalled();
  });
});
