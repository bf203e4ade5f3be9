/**
 * Confirm loan V3, alternate (schemas/screens/confirmLoanNew.json; SPEC
 * 'Confirm loan V3, alternate'), through the real runtime and the sandbox:
 * the same page on other field names and endpoints (amount, repayment date,
 * the server's button text and promo message, its own agreement and push
 * calls), and what it shares with confirmLoan
 * (tests/support/confirmCommonTests.ts: nothing confirmed that the borrower
 * was not shown). Labels and messages are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { nodeIn as node, requestsTo as sent, formFields as form, runScreen, type ScreenRun } from '../../support/runScreen';
import { loadScreenDoc } from '../../support/loadScreenDoc';
import { confirmCommonTests } from '../../support/confirmCommonTests';
import type { JsonObject } from '../../../renderer/types';

const altCopy = loadScreenDoc('confirmLoanNew').copy as Record<string, string>;

const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));

describe('confirm loan, alternate page: same widgets, other names', () => {
  it('maps its own fields and posts to its own endpoints', async () => {
    const run = await runScreen('confirmLoanNew', 'default');
    expect(node(run, (n) => n.widget === 'Figure')?.props).toMatchObject({ value: '₱8,000.00', note: `${altCopy.repayDateLabel}: 2027-02-19` });
    expect((node(run, (n) => n.id.endsWith('details'))?.props.rows as JsonObject[])[0]).toEqual({ text: 'Term', value: '91 days' });
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.label).toBe('Get my ₱8,000 now');
    expect(node(run, (n) => n.id.endsWith('promo'))?.props.message).toBe('First loan: no service fee this month!');
    await run.tap((n) => n.widget === 'AgreementCheck', 'open', 1);
    expect(form(sent(run, 'altAgreementJump')[0].body)).toEqual({ productId: '1001', position: '1' });
    await confirm(run);
    expect(form(sent(run, 'altPush')[0].body)).toEqual({ productId: '1001' });
    expect(run.effects.navigations.at(-1)).toEqual({ kind: 'leave', to: 'https://lend.example.com/details?order=900002&from=confirm', replace: true });
  });
});

confirmCommonTests({ id: 'confirmLoanNew', push: 'altPush', agreementsCall: 'altAgreements', agreementsSource: 'agreements', amountField: 'loanAmount' });
