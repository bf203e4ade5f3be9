/**
 * The loan terms and conditions (schemas/screens/loanAgreement.json; SPEC
 * 'Loan terms and conditions' and point 9) as a person reads it, rendered
 * with the real widgets: every section SPEC lists in order, every loan
 * figure of point 9, the lender details from schemas/lender.json, and no
 * placeholder left.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from '../../support/pageText.tsx';
import lender from '../../../schemas/lender.json' with { type: 'json' };

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
