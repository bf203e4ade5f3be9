/**
 * A logo beside a text (a product's, a payment channel's, a list row's) is
 * asked for at low priority: the text is the content, and the logo must not
 * compete with the page's code and data on a slow connection. A picture that
 * is the content (a complaint's photos) keeps the browser's own priority.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ImageGrid } from '../../../widgets/ImageGrid.tsx';
import { ListItem } from '../../../widgets/ListItem.tsx';
import { PayCode } from '../../../widgets/PayCode.tsx';
import { ProductCard } from '../../../widgets/ProductCard.tsx';
import { ProductOffer } from '../../../widgets/ProductOffer.tsx';

const common = { busy: false, emit: vi.fn(async () => {}) };
const logo = '/sandbox-assets/logo-pesonow.svg';

describe('decorative images', () => {
  it.each([
    ['ProductCard', () => <ProductCard nodeId="card" {...common} logo={logo} name="PesoNow" rows={[]} />],
    ['ProductOffer', () => <ProductOffer nodeId="offer" {...common} logo={logo} name="PesoNow" enabled />],
    ['ListItem', () => <ListItem nodeId="row" {...common} image={logo} title="PesoNow" />],
    ['PayCode', () => <PayCode nodeId="code" {...common} logo={logo} code="7-ELEVEN 123" />],
  ])('%s: its logo is drawn, at low priority', (_name, draw) => {
    const { container } = render(draw());
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([logo]);
    expect(images[0].getAttribute('fetchpriority')).toBe('low');
  });

  it('a complaint’s photos are the content: the browser’s own priority', () => {
    const { container } = render(<ImageGrid nodeId="photos" {...common} images={['https://img.example.ph/1.jpg', 'https://img.example.ph/2.jpg']} />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    expect(images.every((img) => !img.hasAttribute('fetchpriority'))).toBe(true);
  });
});
