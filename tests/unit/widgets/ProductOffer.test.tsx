/**
 * A recommended product: its figures and tags under its name; only an
 * enabled offer's button can be pressed, and not a second time while its
 * chain runs.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ProductOffer } from '../../../widgets/ProductOffer.tsx';

// Every word here is the server's (the recommended products): test data.
const product = {
  logo: 'https://cdn.example/logo.png',
  name: 'Quick Cash Plus',
  buttonText: 'Get it',
  range: '₱1,000 - ₱20,000',
  rangeDesc: 'Amount',
  rate: '0.05%/day',
  desc: 'Daily rate',
  tags: ['Fast', '', 'No collateral'],
};

function draw(enabled: unknown, busy = false, logo = product.logo) {
  const emit = vi.fn(async () => {});
  render(<ProductOffer nodeId="offer" busy={busy} emit={emit} {...product} logo={logo} enabled={enabled as boolean} />);
  return { emit, button: view.getByRole('button', { name: product.buttonText }) as HTMLButtonElement };
}

describe('<ProductOffer>', () => {
  it('an article named by the product, with its range, rate, non-empty tags and logo', () => {
    draw(true);
    const offer = view.getByRole('article', { name: product.name });
    for (const words of [product.range, product.rangeDesc, product.rate, product.desc]) expect(offer.textContent).toContain(words);
    expect([...offer.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Fast', 'No collateral']);
    expect(offer.querySelector('img')?.getAttribute('src')).toBe(product.logo);
  });

  it('enabled: a tap emits select', () => {
    const { emit, button } = draw(true);
    fireEvent.click(button);
    expect(emit.mock.calls).toEqual([['select']]);
  });

  it.each([[false], ['1'], [undefined]])('enabled %j: greyed, the button off, a tap emits nothing', (enabled) => {
    const { emit, button } = draw(enabled);
    expect(button.disabled).toBe(true);
    expect(view.getByRole('article').className).toContain('w-offer--disabled');
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('while its chain runs: busy, and a second tap emits nothing', () => {
    const { emit, button } = draw(true, true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('a logo that is not an http(s) address is not drawn', () => {
    draw(true, false, 'javascript:alert(1)');
    expect(view.getByRole('article').querySelector('img')).toBeNull();
  });
});
