/**
 * One tab's content in the complaint list: only the selected panel shows
 * (its neighbours are drawn, hidden, ready for a swipe), and a panel with
 * nothing in it says the screen's empty text.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { TabPanel } from '../../../widgets/TabPanel.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const emptyText = screenCopy(loadScreenDoc('complaintList'), 'empty');

describe('<TabPanel>', () => {
  it.each([
    [true, false],
    [false, true],
    ['true', true],
    [undefined, true],
  ])('selected %j: hidden %j', (selected, hidden) => {
    const { container } = render(<TabPanel nodeId="panel" busy={false} emit={vi.fn(async () => {})} selected={selected as boolean} emptyText={emptyText} />);
    expect((container.firstChild as HTMLElement).hidden).toBe(hidden);
  });

  it('with children it shows them, not the empty text', () => {
    render(
      <TabPanel nodeId="panel" busy={false} emit={vi.fn(async () => {})} selected emptyText={emptyText}>
        <p>row</p>
      </TabPanel>,
    );
    expect(view.getByRole('tabpanel').textContent).toBe('row');
  });

  it('without children it says the empty text', () => {
    render(<TabPanel nodeId="panel" busy={false} emit={vi.fn(async () => {})} selected emptyText={emptyText} />);
    expect(view.getByRole('tabpanel').textContent).toBe(emptyText);
  });
});
