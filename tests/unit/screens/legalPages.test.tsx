/**
 * The public and legal pages as a person reads them (rendered with the real
 * widgets): every section SPEC lists, every loan figure of SPEC point 9, the
 * lender details from the one configuration file, and no placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppScreenView } from '../../../app/AppScreenView';
import { widgets } from '../../../widgets';
import { loadScreenDoc } from '../../support/loadScreenDoc';
import lender from '../../../schemas/lender.json';

/** The page as the route at `path` draws it (the official site opens at the path's section). */
function pageText(screenId: string, path = '/'): { text: string; ids: string[] } {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <AppScreenView screen={loadScreenDoc(screenId)} widgets={widgets} />
    </MemoryRouter>,
  );
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
  return { text, ids };
}

const f = lender.figures;

describe('loan terms and conditions (SPEC point 2 and point 9)', () => {
  const { text, ids } = pageText('loanAgreement');

  it('has every section SPEC lists, in order', () => {
    expect(ids).toEqual([
      'definitions',
      'purpose',
      'amount',
      'term',
      'prolongation',
      'interest',
      'late-penalties',
      'release-conditions',
      'repayment',
      'representations',
      'default',
      'indemnity',
      'disclosure',
      'set-off',
      'review',
      'notices',
      'entire-agreement',
      'assignment',
      'waiver',
      'governing-law',
      'termination',
    ]);
  });

  it.each([
    ['term 91 to 365 calendar days', new RegExp(`${f.minTermDays}\\D{1,20}${f.maxTermDays} calendar days`)],
    ['decision within 1 day', new RegExp(`within ${f.decisionDays} (business )?day`)],
    ['funds in 1-3 days', new RegExp(`${f.fundsMinDays}\\D{1,6}${f.fundsMaxDays} (business |calendar )?days`)],
    ['prepayment after half the term', new RegExp(`${f.prepaymentShareOfTerm} of the (loan |Loan )?[Tt]erm`)],
    ['and 7 days from disbursement', new RegExp(`${f.prepaymentMinDays} (calendar )?days`)],
    ['penalty 1,000 new clients', new RegExp(`PHP ${f.penaltyNewClient}`)],
    ['penalty 800 repeat clients', new RegExp(`PHP ${f.penaltyRepeatClient}`)],
    ['5% days 1-30', new RegExp(`${f.dailyRateDays1to30}`)],
    ['4% days 31-90', new RegExp(`${f.dailyRateDays31to90}`)],
    ['2% from day 91', new RegExp(`${f.dailyRateFromDay91}`)],
    ['assignment notice 7 business days', new RegExp(`${f.assignmentNoticeBusinessDays} business days`)],
    ['change-of-details notice 3 days', new RegExp(`${f.changeOfDetailsNoticeDays} (calendar )?days`)],
    ['judgement payment 10 days', new RegExp(`${f.judgementPaymentDays} (calendar )?days`)],
  ])('states %s', (_, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('fills every placeholder from schemas/lender.json', () => {
    expect(text).not.toMatch(/\{[\w.]+\}/);
    expect(text).toContain(lender.companyName);
    expect(text).toContain(lender.secRegistrationNo);
  });
});

describe('privacy policy and about us', () => {
  it('the privacy policy has every section SPEC lists', () => {
    const { text, ids } = pageText('privacyPolicy');
    expect(ids).toEqual([
      'lender-information',
      'collection-of-information',
      'representation',
      'use-of-information',
      'disclosure',
      'cookies',
      'device-information',
      'minors',
      'password-security',
      'changes',
      'opt-out',
      'grievance-officer',
    ]);
    expect(text).toContain(`${f.minimumAge}`);
    expect(text).toContain(lender.grievanceEmail);
    expect(text).not.toMatch(/\{[\w.]+\}/);
  });

  it('about us: mission, advantages, team, contact, support e-mail', () => {
    const { text, ids } = pageText('aboutUs');
    expect(ids).toEqual(['mission', 'advantages', 'team', 'contact', 'support-email']);
    expect(text).toContain(lender.supportEmail);
    expect(text).toContain(lender.telephone);
  });
});

describe('official site', () => {
  it('has the five sections, the footer details and the same legal text', () => {
    const { text, ids } = pageText('site', '/Loan');
    for (const id of ['home', 'about', 'policy', 'loan', 'contact']) expect(ids).toContain(id);
    for (const detail of [lender.companyName, lender.telephone, lender.supportEmail, lender.address]) expect(text).toContain(detail);
    expect(text).toContain(`© ${lender.copyrightYear}`);
    expect(text).toMatch(new RegExp(`${f.minTermDays}\\D{1,20}${f.maxTermDays} calendar days`));
  });

  it('/User exists and is empty: only the navigation and the footer', () => {
    const { ids } = pageText('site', '/User');
    expect(ids).toEqual([]);
  });
});
