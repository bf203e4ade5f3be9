/** The order page's customer-service number: a tap asks to call; nothing without a number. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ServiceLine } from '../../../widgets/ServiceLine.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const serviceLabel = screenCopy(loadScreenDoc('orderDetail'), 'serviceLabel');

describe('<ServiceLine>', () => {
  it('the label and the number; a tap on the number emits call', () => {
    const emit = vi.fn(async () => {});
    const { container } = render(<ServiceLine nodeId="service" busy={false} emit={emit} label={serviceLabel} phone="02 8555 0199" />);
    expect(container.textContent).toBe(`${serviceLabel}02 8555 0199`);
    fireEvent.click(view.getByRole('button', { name: '02 8555 0199' }));
    expect(emit.mock.calls).toEqual([['call']]);
  });

  it('without a number it draws nothing, not even the label', () => {
    const { container } = render(<ServiceLine nodeId="service" busy={false} emit={vi.fn(async () => {})} label={serviceLabel} phone="" />);
    expect(container.innerHTML).toBe('');
  });
});
