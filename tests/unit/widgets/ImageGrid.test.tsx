/**
 * The payment guide's pictures: each is a button named by its position and
 * what it shows; a tap shows it full size in a modal layer over the page
 * (the page cannot scroll behind it, the focus on its close button) until the
 * close button, Escape or a tap closes it, and the focus goes back to the
 * picture that opened it.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ImageGrid } from '../../../widgets/ImageGrid.tsx';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';

const guide = loadScreenDoc('paymentGuide');
const pictures = guide.constants!.pictures as string[];
const alts = guide.copy!.pictureAlts as string[];
const labels = guide.copy!.pictureLabels as { open: string; close: string; full: string };
// The screen fills {lender.tradeName} from the config: any name does here.
const values = { lender: { tradeName: 'Lendly' } };
const filled = (alt: string) => alt.replace('{lender.tradeName}', 'Lendly');
const openName = (n: number, alt: string) => labels.open.replace('{n}', String(n)).replace('{alt}', alt);

function draw(images: unknown = pictures, withAlts: string[] = alts) {
  render(<ImageGrid nodeId="pictures" busy={false} emit={vi.fn(async () => {})} images={images} alts={withAlts} values={values} columns={3} labels={labels} />);
}

describe('<ImageGrid>', () => {
  it('a button per picture, named by its position and its filled-in alternative, which the thumbnail has too', () => {
    draw();
    const openers = view.getAllByRole('button');
    expect(openers.map((b) => b.getAttribute('aria-label'))).toEqual(alts.map((a, i) => openName(i + 1, filled(a))));
    expect(view.getAllByRole('img').map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual(pictures.map((p, i) => [p, filled(alts[i])]));
  });

  it('one comma-joined text is a list too, and an address that is not http(s) or a path is left out', () => {
    draw(`${pictures[0]},javascript:alert(1),${pictures[1]}`, []);
    expect(view.getAllByRole('button')).toHaveLength(2);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([pictures[0], pictures[1]]);
  });

  it('without an alternative the open button’s name does not end in a dangling colon', () => {
    draw([pictures[0]], []);
    expect(view.getByRole('button').getAttribute('aria-label')).toBe(openName(1, '').replace(/[:\s]+$/, ''));
    expect(view.getByRole('button').getAttribute('aria-label')).not.toMatch(/[:\s]$/);
  });

  it('a tap shows the picture full size in a modal layer: focus on its close button, the page not scrolling', () => {
    draw();
    fireEvent.click(view.getAllByRole('button')[1]);
    const layer = view.getByRole('dialog', { name: labels.full });
    expect(layer.getAttribute('aria-modal')).toBe('true');
    expect(layer.parentElement).toBe(document.body);
    expect(layer.querySelector('img')?.getAttribute('src')).toBe(pictures[1]);
    expect(document.activeElement).toBe(view.getByRole('button', { name: labels.close }));
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('the close button closes it: the page scrolls again and the focus is back on the picture that opened it', () => {
    draw();
    const opener = view.getAllByRole('button')[2];
    fireEvent.click(opener);
    fireEvent.click(view.getByRole('button', { name: labels.close }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it, and so does a tap on the picture', () => {
    draw();
    fireEvent.click(view.getAllByRole('button')[0]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(view.queryByRole('dialog')).toBeNull();
    fireEvent.click(view.getAllByRole('button')[0]);
    fireEvent.click(view.getByRole('dialog').querySelector('img')!);
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('Tab stays on the close button while it is open', () => {
    draw();
    fireEvent.click(view.getAllByRole('button')[0]);
    const close = view.getByRole('button', { name: labels.close });
    const notPrevented = fireEvent.keyDown(close, { key: 'Tab' });
    expect(notPrevented).toBe(false);
    expect(document.activeElement).toBe(close);
  });

  it('without pictures it draws nothing', () => {
    const { container } = render(<ImageGrid nodeId="p" busy={false} emit={vi.fn(async () => {})} images={[]} labels={labels} />);
    expect(container.innerHTML).toBe('');
  });
});
