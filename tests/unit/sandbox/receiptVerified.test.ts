/**
 * The sandbox does what docs/developers.md 'Receipts on the server' asks of the server
 * first: a receipt whose hash does not verify over the text as received is
 * refused like a server failure, and one that verifies goes through.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../actions/api/callEndpoint.ts';
import { settings } from '../../../app/settings.ts';
import { contextLanguage } from '../../../actions/api/contextLanguage.ts';
import { setScenario } from '../../../sandbox/scenario.ts';

/** The language these calls carry: the market's default (en, sent as en-PH). */
const EN = contextLanguage({ config: settings });

const receipt = '{"figures":{"principal":500000},"screen":"confirmLoan"}';
const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const push = (fields: Record<string, string>) =>
  callEndpoint('loanPush', { amount: 500000, periods: 91, ...fields }, { language: EN, query: { productId: '1001' }, config: settings, quiet: true });

describe('the sandbox verifies receipts', () => {
  it('takes a receipt whose hash verifies', async () => {
    setScenario('default');
    await expect(push({ receipt, receiptHash: hash(receipt) })).resolves.toBeTruthy();
  });

  it.each([
    ['a hash of another text', { receipt, receiptHash: hash(receipt.replace('500000', '50000')) }],
    ['a receipt changed on the way', { receipt: receipt.replace('500000', '5000000'), receiptHash: hash(receipt) }],
    ['a hash without its receipt', { receiptHash: hash(receipt) }],
  ])('refuses %s (kind server)', async (_what, fields) => {
    setScenario('default');
    await expect(push(fields)).rejects.toMatchObject({ kind: 'server', code: 'receipt' });
  });
});
