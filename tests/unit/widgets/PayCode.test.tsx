/**
 * The payment code: a block named by its label with the code and a Copy
 * button that emits `copy` (the chain copies), off while that runs; no
 * Copy button without a code.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { PayCode } from '../../../widgets/PayCode.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const repaymentOfCode = loadScreenDoc('repaymentOfCode');
const codeLabel = screenCopy(repaymentOfCode, 'codeLabel');
const copyLabel = screenCopy(repaymentOfCode, 'copy');

function draw(code: string, { busy = false, logo = '', note = '' } = {}) {
  const emit = vi.fn(async () => {});
  render(<PayCode nodeId="code" busy={busy} emit={emit} label={codeLabel} code={code} logo={logo} copyLabel={copyLabel} note={note} />);
  return { emit, block: view.getByRole('region', { name: codeLabel }) };
}

describe('<PayCode>', () => {
  it('the code in a block named by its label; Copy emits copy', () => {
    const { emit, block } = draw('7788 1234 5678');
    expect(block.textContent).toContain('7788 1234 5678');
    fireEvent.click(view.getByRole('button', { name: copyLabel }));
    expect(emit.mock.calls).toEqual([['copy']]);
  });

  it('while the copy runs the button is off', () => {
    const { emit } = draw('7788 1234 5678', { busy: true });
    const button = view.getByRole('button', { name: copyLabel }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('without a code there is nothing to copy: no button', () => {
    draw('');
    expect(view.queryByRole('button')).toBeNull();
  });

  it('the logo only from an http(s) address; the note under the code only when given', () => {
    const { block } = draw('7788', { logo: 'https://cdn.example/7-eleven.png', note: 'Valid for 24 hours' });
    expect(block.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/7-eleven.png');
    expect(block.textContent).toContain('Valid for 24 hours');
  });

  it('a logo that is not an http(s) address is not drawn, and no empty note', () => {
    const { block } = draw('7788', { logo: 'javascript:alert(1)' });
    expect(block.querySelector('img')).toBeNull();
    expect(block.querySelectorAll('p')).toHaveLength(2);
  });
});
