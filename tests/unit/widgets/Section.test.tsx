/**
 * A titled group: a region named by its heading, at its anchor. With
 * `reveal` (the complaint page's detail choices, opened by a tap), it
 * scrolls into view when it appears below the fold, glides unless the
 * borrower asked for less motion, and only when it appears.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Section } from '../../../widgets/Section.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const title = screenCopy(loadScreenDoc('complaint'), 'subTypeTitle');
const scrollIntoView = vi.fn();

/** Where the section's bottom is drawn (jsdom lays nothing out). */
const bottomAt = (bottom: number) => vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
const reduceMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

const revealed = (reveal: boolean, words = 'choices') => (
  <Section nodeId="subType" busy={false} emit={vi.fn(async () => {})} title={title} reveal={reveal}>
    <p>{words}</p>
  </Section>
);
const draw = (reveal: boolean) => render(revealed(reveal));

beforeEach(() => {
  scrollIntoView.mockClear();
  // jsdom has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.unstubAllGlobals();
});

describe('<Section>', () => {
  it('a region named by its heading, with its anchor as id', () => {
    render(<Section nodeId="s" busy={false} emit={vi.fn(async () => {})} title={title} anchor="about" />);
    const region = view.getByRole('region', { name: title });
    expect(region.id).toBe('about');
  });

  it('without a title: no heading and no name', () => {
    const { container } = render(<Section nodeId="s" busy={false} emit={vi.fn(async () => {})} title="" />);
    expect(container.querySelector('h2')).toBeNull();
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('revealed below the fold: it glides into view, once; later changes inside do not scroll again', () => {
    reduceMotion(false);
    bottomAt(window.innerHeight + 200);
    const { rerender } = draw(true);
    expect(scrollIntoView.mock.calls).toEqual([[{ block: 'nearest', behavior: 'smooth' }]]);
    rerender(revealed(true, 'chosen'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('for a borrower who asked for less motion it jumps', () => {
    reduceMotion(true);
    bottomAt(window.innerHeight + 200);
    draw(true);
    expect(scrollIntoView.mock.calls).toEqual([[{ block: 'nearest', behavior: 'auto' }]]);
  });

  it('already in view it does not move the page', () => {
    bottomAt(window.innerHeight - 10);
    draw(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('without reveal it never scrolls', () => {
    bottomAt(window.innerHeight + 200);
    draw(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
