/**
 * A customer-service detail: a phone number is a button that asks to call
 * (or, outside the app, a tel: link),
 * an e-mail address a mailto link (plain text when it is no address), any
 * other value plain text; nothing at all without a value.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ContactLine } from '../../../widgets/ContactLine.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const service = loadScreenDoc('customerService');
const phoneLabel = screenCopy(service, 'phoneLabel');
const emailLabel = screenCopy(service, 'emailLabel');

function draw(label: string, value: string, kind?: 'phone' | 'tel' | 'email' | 'text') {
  const emit = vi.fn(async () => {});
  const { container } = render(<ContactLine nodeId="line" busy={false} emit={emit} label={label} value={value} kind={kind} />);
  return { emit, container };
}

describe('<ContactLine>', () => {
  it('a phone number: its label, and a button that emits call', () => {
    const { emit, container } = draw(phoneLabel, '0917 555 0101', 'phone');
    expect(container.textContent).toBe(`${phoneLabel}0917 555 0101`);
    fireEvent.click(view.getByRole('button', { name: '0917 555 0101' }));
    expect(emit.mock.calls).toEqual([['call']]);
  });

  it('a number to dial from a browser (tel): a tel: link of its digits, nothing emitted', () => {
    const { emit } = draw(phoneLabel, '+63 2 8555 0199', 'tel');
    expect(view.getByRole('link', { name: '+63 2 8555 0199' }).getAttribute('href')).toBe('tel:+63285550199');
    expect(emit).not.toHaveBeenCalled();
  });

  it('an e-mail address: a mailto link', () => {
    draw(emailLabel, 'help@lendly.example', 'email');
    expect(view.getByRole('link', { name: 'help@lendly.example' }).getAttribute('href')).toBe('mailto:help@lendly.example');
  });

  it.each([
    ['not an address', 'email'],
    ['help@lendly.example?cc=x@y z', 'email'],
    ['Mon to Fri, 9 to 6', undefined],
    ['Mon to Fri', 'tel'],
  ] as const)('%j (%s) is plain text: no link, no button', (value, kind) => {
    const { container } = draw(emailLabel, value, kind);
    expect(container.textContent).toBe(`${emailLabel}${value}`);
    expect(view.queryByRole('link')).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
  });

  it('without a value it draws nothing, not even the label', () => {
    expect(draw(phoneLabel, '', 'phone').container.innerHTML).toBe('');
  });
});
