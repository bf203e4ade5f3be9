/**
 * The loading indicator of a screen whose data is on its way: a progress
 * bar named by the screen's loading text, the same words shown under it.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { Loader } from '../../../widgets/Loader.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

// The confirm page says what it loads in its own words; the bank form has the app's.
const texts = ['confirmLoan', 'bindBank'].map((id) => screenCopy(loadScreenDoc(id), 'loading'));

describe('<Loader>', () => {
  it.each(texts)('a busy progress bar named %j, the words shown', (text) => {
    render(<Loader nodeId="screen.loader" busy emit={vi.fn(async () => {})} text={text} />);
    const bar = view.getByRole('progressbar', { name: text });
    expect(bar.getAttribute('aria-busy')).toBe('true');
    expect(bar.textContent).toBe(text);
  });
});
