/**
 * The official site's footer: its lines of contact details in order, empty
 * ones left out, and the copyright as the last line.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view } from '@testing-library/react';
import { SiteFooter } from '../../../widgets/SiteFooter.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

// The site joins its copy's labels to the lender's settings; any lender does here.
const site = loadScreenDoc('site');
const company = 'Lendly Finance Inc.';
const phone = `${screenCopy(site, 'telephoneLabel')}0917 000 0000`;
const email = `${screenCopy(site, 'emailLabel')}help@lendly.example`;
const copyright = `© 2026 ${company}. ${screenCopy(site, 'rights')}`;

const lines = () => [...view.getByRole('contentinfo').querySelectorAll('p')].map((p) => p.textContent);

describe('<SiteFooter>', () => {
  it('the lines in order, empty ones left out, then the copyright', () => {
    render(<SiteFooter nodeId="footer" busy={false} emit={vi.fn(async () => {})} lines={[company, '', phone, email]} copyright={copyright} />);
    expect(lines()).toEqual([company, phone, email, copyright]);
  });

  it('without lines: the copyright alone', () => {
    render(<SiteFooter nodeId="footer" busy={false} emit={vi.fn(async () => {})} lines={[]} copyright={copyright} />);
    expect(lines()).toEqual([copyright]);
  });
});
