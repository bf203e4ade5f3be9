/**
 * The agreement frame: only an http(s) address reaches it, even when a
 * screen forgot nav.check, and the page inside is sandboxed and named.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { Frame } from '../../../widgets/Frame';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc';

const title = screenCopy(loadScreenDoc('confirmLoan'), 'agreementTitle');
const draw = (url: string) => render(<Frame nodeId="frame" busy={false} emit={vi.fn(async () => {})} title={title} url={url} />).container;

describe('<Frame>', () => {
  it('an http(s) address: a sandboxed frame named by its title, sending no referrer', () => {
    const frame = draw('https://docs.example/agreement?id=7').querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://docs.example/agreement?id=7');
    expect(frame.title).toBe(title);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//docs.example/a', '/agreement', ''])('%j: no frame at all', (url) => {
    expect(draw(url).innerHTML).toBe('');
  });
});
