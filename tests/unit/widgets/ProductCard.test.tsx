/**
 * A product or summary card: named by its name, its label/value rows (a
 * row whose value is empty says nothing and is left out; a row named by
 * `title` when it has no `text`), and its children beside the name or, with
 * childrenBelow, under the rows.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { ProductCard } from '../../../widgets/ProductCard.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const complainDetails = loadScreenDoc('complainDetails');
const detailsTitle = screenCopy(complainDetails, 'detailsTitle');
const typeLabel = screenCopy(complainDetails, 'typeLabel');
const subTypeLabel = screenCopy(complainDetails, 'subTypeLabel');

function draw(childrenBelow: boolean) {
  const rows = [
    { text: typeLabel, value: 'Fees question', note: 'as chosen' },
    { text: subTypeLabel, value: '' },
    { title: 'Order', value: 'PL-0042' },
  ];
  render(
    <ProductCard nodeId="card" busy={false} emit={vi.fn(async () => {})} name={detailsTitle} status="Sent" rows={rows} childrenBelow={childrenBelow}>
      <button type="button">more</button>
    </ProductCard>,
  );
  return view.getByRole('region', { name: detailsTitle });
}

describe('<ProductCard>', () => {
  it('rows with a value, each label (or title) with its note, then its value', () => {
    const card = draw(false);
    const rows = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      [`${typeLabel}as chosen`, 'Fees question'],
      ['Order', 'PL-0042'],
    ]);
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe(detailsTitle);
    expect(card.textContent).toContain('Sent');
  });

  it('children beside the name by default', () => {
    const card = draw(false);
    const more = view.getByRole('button', { name: 'more' });
    expect(more.parentElement).toBe(card.querySelector('.w-card__head'));
  });

  it('with childrenBelow, under the rows', () => {
    const card = draw(true);
    const more = view.getByRole('button', { name: 'more' });
    expect(card.querySelector('dl')!.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.querySelector('.w-card__head')!.contains(more)).toBe(false);
  });

  it('no rows with a value: no list at all', () => {
    render(<ProductCard nodeId="card" busy={false} emit={vi.fn(async () => {})} name={detailsTitle} rows={[{ text: typeLabel, value: '' }]} />);
    expect(view.getByRole('region').querySelector('dl')).toBeNull();
  });
});
