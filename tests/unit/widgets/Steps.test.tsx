/**
 * The payment guide's steps: under the title, each channel's name and its
 * steps numbered in order, the lender's name filled in; empty steps left out;
 * nothing at all without groups or title.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Steps } from '../../../widgets/Steps.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const guide = loadScreenDoc('paymentGuide');
const walletsTitle = screenCopy(guide, 'walletsTitle');
const wallets = guide.copy!.wallets as { name: string; steps: string[] }[];
// The screen fills {lender.tradeName} from the config: any name does here.
const values = { lender: { tradeName: 'Lendly' } };
const filled = (step: string) => step.replace('{lender.tradeName}', 'Lendly');

describe('<Steps>', () => {
  it('the title, then each group’s name over its numbered steps, placeholders filled', () => {
    render(<Steps nodeId="wallets" busy={false} emit={vi.fn(async () => {})} title={walletsTitle} items={wallets} values={values} />);
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe(walletsTitle);
    expect(view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(wallets.map((w) => w.name));
    const lists = view.getAllByRole('list');
    expect(lists.every((l) => l.tagName === 'OL')).toBe(true);
    expect(lists.map((l) => [...l.children].map((li) => li.textContent))).toEqual(wallets.map((w) => w.steps.map(filled)));
  });

  it('a group without a name has no heading; its empty steps are left out', () => {
    render(<Steps nodeId="scan" busy={false} emit={vi.fn(async () => {})} items={[{ name: '', steps: ['Scan it.', '', 'Pay.'] }]} />);
    expect(view.queryByRole('heading')).toBeNull();
    expect([...view.getByRole('list').children].map((li) => li.textContent)).toEqual(['Scan it.', 'Pay.']);
  });

  it('without groups and title it draws nothing', () => {
    const { container } = render(<Steps nodeId="none" busy={false} emit={vi.fn(async () => {})} items={[]} title="" />);
    expect(container.innerHTML).toBe('');
  });
});
