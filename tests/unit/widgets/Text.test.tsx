/**
 * A paragraph of text: its words, drawn as text even when they look like
 * markup (server text is never HTML); muted (grey) only when asked; nothing
 * at all when empty.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Text } from '../../../widgets/Text.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { COMBINED } from '../../support/serverTextPayloads.ts';

const intro = screenCopy(loadScreenDoc('paymentGuide'), 'intro');
const promise = screenCopy(loadScreenDoc('customerService'), 'promise');

const draw = (text: string, tone?: 'normal' | 'muted') =>
  render(<Text nodeId="t" busy={false} emit={vi.fn(async () => {})} text={text} tone={tone} />).container;

describe('<Text>', () => {
  it('its words as a paragraph, in the normal tone by default', () => {
    draw(intro);
    const paragraph = view.getByRole('paragraph');
    expect(paragraph.textContent).toBe(intro);
    expect(paragraph.className).toContain('w-text--normal');
  });

  it('tone muted: the grey of secondary lines (widgets.css .w-text--muted)', () => {
    draw(promise, 'muted');
    expect(view.getByRole('paragraph').className).toContain('w-text--muted');
  });

  it('markup in the text is shown as its characters, never drawn', () => {
    const container = draw(COMBINED);
    expect(view.getByRole('paragraph').textContent).toBe(COMBINED);
    expect(container.querySelectorAll('img, script, b')).toHaveLength(0);
  });

  it('empty: nothing at all', () => {
    expect(draw('').innerHTML).toBe('');
  });
});
