/**
 * Long text: sections with ids an address can open at (kept apart by a
 * prefix), headings, paragraphs, lists and sub-headings, {placeholders}
 * filled from `values` (a count with its word in the right number; an unknown
 * one left visible for review), everything drawn as text, never as HTML.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Article } from '../../../widgets/Article.tsx';
import type { contract } from '../../../widgets/Article.contract.ts';
import type { PropsOf } from '../../../renderer/contract.ts';

// Legal and About texts are copy of their screens; these sections are test data shaped like them.
const values = { lender: { tradeName: 'Lendly' }, figures: { one: 1, many: 3 } };
const sections: PropsOf<typeof contract>['sections'] = [
  {
    id: 'who',
    heading: 'About {lender.tradeName}',
    blocks: [
      { type: 'p', text: 'Decided in {figures.one|# day|# days}, paid in {figures.many|# day|# days}.' },
      { type: 'h3', text: 'What we ask' },
      { type: 'ul', items: ['An ID', 'A phone at {lender.tradeName}'] },
      { type: 'ol', items: ['First', 'Second'] },
    ],
  },
  // A block type the contract does not name (data may still send one): drawn as a paragraph.
  { id: '', heading: '', blocks: [{ type: 'quote' as 'p', text: '<b>{lender.nickname}</b>' }] },
];

function draw(props: { idPrefix?: string; lang?: string } = {}) {
  return render(<Article nodeId="doc" busy={false} emit={vi.fn(async () => {})} sections={sections} values={values} {...props} />).container;
}

describe('<Article>', () => {
  it('each section under its filled-in heading, blocks in order as paragraph, sub-heading and lists', () => {
    draw();
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('About Lendly');
    expect(view.getByRole('heading', { level: 3 }).textContent).toBe('What we ask');
    const [bullets, numbered] = view.getAllByRole('list');
    expect([bullets.tagName, numbered.tagName]).toEqual(['UL', 'OL']);
    expect([...bullets.children].map((li) => li.textContent)).toEqual(['An ID', 'A phone at Lendly']);
    expect([...numbered.children].map((li) => li.textContent)).toEqual(['First', 'Second']);
  });

  it('a count takes its word in the right number: "1 day", "3 days"', () => {
    draw();
    expect(view.getByText('Decided in 1 day, paid in 3 days.')).toBeTruthy();
  });

  it('an unknown placeholder stays visible, markup stays text, and an unknown block type is a paragraph', () => {
    const container = draw();
    const last = container.querySelectorAll('section')[1];
    expect(last.innerHTML).toBe('<p>&lt;b&gt;{lender.nickname}&lt;/b&gt;</p>');
  });

  it('a section’s id carries the prefix; one without an id has none; the language is set when given', () => {
    const container = draw({ idPrefix: 'policy-', lang: 'en' });
    expect([...container.querySelectorAll('section')].map((s) => s.getAttribute('id'))).toEqual(['policy-who', null]);
    expect(container.querySelector('article')!.getAttribute('lang')).toBe('en');
  });

  it('without a language of its own it takes the page’s', () => {
    expect(draw().querySelector('article')!.hasAttribute('lang')).toBe(false);
  });
});
