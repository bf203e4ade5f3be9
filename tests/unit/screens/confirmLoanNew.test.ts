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
import { nodeIn as node, requestsTo as sent, formFields as form, runScreen, tickAgreement, type ScreenRun } from '../../support/runScreen.ts';
import { answerWith, setField } from '../../support/answerWith.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { confirmCommonTests, disclosureTests } from '../../support/confirmCommonTests.ts';
import type { JsonObject } from '../../../renderer/types.ts';

const altCopy = loadScreenDoc('confirmLoanNew').copy as Record<string, string>;

const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));

describe('confirm loan, alternate page: same widgets, other names', () => {
  it('maps its own fields and posts to its own endpoints', async () => {
    const run = await runScreen('confirmLoanNew', 'default');
    expect(node(run, (n) => n.widget === 'Figure')?.props).toMatchObject({ value: '₱8,000.00', note: `${altCopy.repayDateLabel}: Feb 20, 2027` });
    expect((node(run, (n) => n.id.endsWith('schedule'))?.props.rows as JsonObject[])[0]).toEqual({ text: 'Dec 21, 2026', value: '₱2,763.74' });
    // server text: the button text and the promo message of the default scenario.
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.label).toBe('Get my ₱8,000 now'); // server text
    expect(node(run, (n) => n.id.endsWith('promo'))?.props.message).toBe('First loan: no service fee this month!'); // server text
    await run.tap((n) => n.widget === 'AgreementCheck', 'open', 1);
    expect(form(sent(run, 'altAgreementJump')[0].body)).toEqual({ productId: '1001', position: '1' });
    await tickAgreement(run);
    await confirm(run);
    // Its one field, and under PH the receipt of what was shown (tests/unit/screens/across/receipts.test.ts reads it).
    expect(form(sent(run, 'altPush')[0].body)).toEqual({
      productId: '1001',
      receipt: expect.any(String),
      receiptHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(run.effects.navigations.at(-1)).toEqual({ kind: 'leave', to: 'https://lend.example.com/details?order=900002&from=confirm', replace: true });
  });
});

describe("the server's own words never promise more than the borrower receives (PH)", () => {
  it("a button text naming ₱8,000 on an offer that pays out ₱6,000.00 gives way to the screen's words", async () => {
    const run = await runScreen('confirmLoanNew', 'confirm-check-capEir');
    expect(node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'))?.props.label).toBe(altCopy.confirmFallback);
  });

  it.each([
    ['Receive ₱9,000 today!', false],
    ['Receive ₱8,000 today!', true],
  ])('the promo message %j (server text) opens: %s (nothing above the ₱8,000.00 received)', async (message, opens) => {
    answerWith('altConfirmDetail', (body) => setField(body, 'data.promoMessage', message));
    const run = await runScreen('confirmLoanNew', 'default');
    expect(node(run, (n) => n.id.endsWith('promo'))?.props.message).toBe(opens ? message : undefined);
  });
});

confirmCommonTests({ id: 'confirmLoanNew', push: 'altPush', agreementsCall: 'altAgreements', agreementsSource: 'agreements', amountField: 'loanAmount' });

disclosureTests('confirmLoanNew', 'altPush', 'agreements', {
  costs: ['₱8,000.00', '₱8,000.00', '₱291.20', '₱291.20', '₱8,291.20'],
  charges: [],
  eir: '1.80',
  schedule: [
    ['Dec 21, 2026', 'Dis 21, 2026', '₱2,763.74'],
    ['Jan 20, 2027', 'Ene 20, 2027', '₱2,763.73'],
    ['Feb 20, 2027', 'Peb 20, 2027', '₱2,763.73'],
  ],
});
