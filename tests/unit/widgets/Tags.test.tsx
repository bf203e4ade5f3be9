/**
 * The complaint types' row holds its place while their names load (issue 18,
 * CLS 0): the text box below must not move when they arrive.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Tags } from '../../../widgets/Tags.tsx';
import complaintNext from '../../../schemas/screens/complainPageNext.json' with { type: 'json' };

const label = complaintNext.copy.en.typesLabel;
const emit = vi.fn(async () => {});

describe('<Tags>', () => {
  it('while pending and empty: one invisible tag keeps the row, hidden from screen readers', () => {
    const { container } = render(<Tags nodeId="t" busy={false} emit={emit} label={label} items={[]} pending />);
    const row = container.querySelector('ul')!;
    expect(row.className).toContain('w-tags--pending');
    expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(row.querySelectorAll('li')).toHaveLength(1);
    expect(view.queryByRole('list', { name: label })).toBeNull();
  });

  it('once the names are there: the tags, the row named by its label', () => {
    render(<Tags nodeId="t" busy={false} emit={emit} label={label} items={['Late fee', '']} pending={false} />);
    expect(view.getByRole('list', { name: label }).textContent).toBe('Late fee');
  });

  it('no names and nothing pending: nothing at all', () => {
    const { container } = render(<Tags nodeId="t" busy={false} emit={emit} label={label} items={[]} pending={false} />);
    expect(container.innerHTML).toBe('');
  });
});
