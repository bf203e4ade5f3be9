import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { SuccessNotice } from '../../../widgets/SuccessNotice.tsx';
import bankScreen from '../../../schemas/screens/bindBank.json' with { type: 'json' };
import appCopy from '../../../schemas/copy.json' with { type: 'json' };

const words = bankScreen.copy.en.savedBackToOrder;

describe('<SuccessNotice>', () => {
  it('announces what succeeded (role="status") and closes with its named button', () => {
    const emit = vi.fn(async () => {});
    render(<SuccessNotice nodeId="body.0.0" busy={false} emit={emit} text={words} closeLabel={appCopy.en.close} />);
    expect(view.getByRole('status').textContent).toBe(words);
    fireEvent.click(view.getByRole('button', { name: appCopy.en.close }));
    expect(emit).toHaveBeenCalledWith('close');
  });

  it('draws nothing without words', () => {
    const { container } = render(<SuccessNotice nodeId="n" busy={false} emit={vi.fn(async () => {})} text="" closeLabel={appCopy.en.close} />);
    expect(container.innerHTML).toBe('');
  });
});
