/**
 * The stand-in for a node whose widget is unknown or failed: the borrower
 * reads the app's message in its place (a note), never the technical
 * reason, which is kept for developers in data-widget and data-reason.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Fallback } from '../../../widgets/Fallback.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const message = screenCopy(loadScreenDoc('orderDetail'), 'widgetFailed');

describe('<Fallback>', () => {
  it('a note with the message, and only the message', () => {
    render(<Fallback nodeId="chart" busy={false} emit={vi.fn(async () => {})} message={message} widget="Chart" reason="unknown widget" />);
    expect(view.getByRole('note').textContent).toBe(message);
  });

  it('the widget and the reason are there for developers, not in what the borrower reads', () => {
    render(<Fallback nodeId="chart" busy={false} emit={vi.fn(async () => {})} message={message} widget="Chart" reason="props.items is not iterable" />);
    const note = view.getByRole('note');
    expect(note.getAttribute('data-widget')).toBe('Chart');
    expect(note.getAttribute('data-reason')).toBe('props.items is not iterable');
    expect(view.queryByText(/not iterable|Chart/)).toBeNull();
  });
});
