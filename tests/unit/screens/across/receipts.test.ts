/**
 * Receipts on both confirm pages (CONTRACT section 7; schemas/parts/confirmCommon.json
 * → receipt; renderer/receipt.ts): Confirm sends `receipt`, RFC 8785 text, and
 * `receiptHash`, its SHA-256; the receipt holds the offer's figures, the
 * disclosure's and agreement box's texts as drawn, the times, and nothing else
 * of the borrower. Through the real runtime and the sandbox.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findAll, formFields, nodeIn, requestsTo, runScreen, tickAgreement, type ScreenRun } from '../../../support/runScreen.ts';
import { answerWith, scenarioBody, setField } from '../../../support/answerWith.ts';
import { loadScreenSource } from '../../../support/loadScreenDoc.ts';
import { canonicalJson } from '../../../../renderer/canonicalJson.ts';
import { drawnTextsOf, keyOf } from '../../../../renderer/receipt.ts';
import { drawnTexts } from '../../../../widgets/drawnTexts.ts';
import { screenVersion } from '../../../../app/screenVersion.ts';
import { settingsFor } from '../../../../app/settings.ts';
import type { EndpointName } from '../../../../actions/api/endpoints.ts';
import type { JsonObject, ScreenDoc } from '../../../../renderer/types.ts';
import { answerIn } from '../../../support/answerIn.ts';

const pages = [
  { id: 'confirmLoan', detail: 'loanConfirmDetail', push: 'loanPush' },
  { id: 'confirmLoanNew', detail: 'altConfirmDetail', push: 'altPush' },
] as const;

const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What the push carried: the receipt's text, its hash, and the receipt read back. */
function sentReceipt(run: ScreenRun, push: string) {
  const [request] = requestsTo(run, push);
  const fields = formFields(request.body);
  return { text: fields.receipt, hash: fields.receiptHash, receipt: JSON.parse(fields.receipt) as JsonObject, fields };
}

/** The texts of the page's disclosure and agreement box, read from the tree by widget (not through the receipt). */
function regionTextsOf(run: ScreenRun): string[] {
  return findAll(run.tree().nodes, (n) => ['disclosure', 'agree'].includes(keyOf(n))).flatMap((n) => drawnTextsOf(n, drawnTexts));
}

describe.each(pages)('$id: Confirm sends a receipt of what the borrower saw', ({ id, detail, push }) => {
  const offer = (scenarioBody(detail as EndpointName).data as JsonObject).disclosure as JsonObject;

  it.each(['en', 'fil'])('in %s: canonical text, a hash that verifies, the offer’s figures, the drawn texts, the times in order', async (lang) => {
    const run = await runScreen(id, 'default', undefined, { lang });
    await tickAgreement(run);
    await confirm(run);
    const { text, hash, receipt } = sentReceipt(run, push);
    expect(hash).toBe(sha256(text));
    expect(canonicalJson(JSON.parse(text))).toBe(text);
    expect(receipt).toMatchObject({ screen: id, market: 'PH', language: lang, query: { productId: '1001', orderId: '900001' } });
    expect(receipt.version).toMatch(/^[0-9a-f]{64}$/);
    expect(receipt.figures).toMatchObject({
      principal: offer.principal,
      charges: answerIn(offer.charges, lang),
      netProceeds: offer.netProceeds,
      totalRepayment: offer.totalRepayment,
      financeCharge: (offer.totalRepayment as number) - (offer.netProceeds as number),
    });
    // The EIR as the page shows it ("6.08% a month" → 6.08), and the plan's own dates and amounts.
    const eirShown = String(receipt.figures && (receipt.figures as JsonObject).eirMonthly);
    expect(regionTextsOf(run).some((t) => t.includes(eirShown))).toBe(true);
    expect(((receipt.figures as JsonObject).schedule as JsonObject[]).every((p) => Object.keys(p).sort().join() === 'amount,date')).toBe(true);
    expect(receipt.texts).toEqual(regionTextsOf(run));
    const titles = (nodeIn(run, (n) => n.widget === 'AgreementCheck')?.props.links as JsonObject[]).map((l) => l.title);
    expect(receipt.agreements).toEqual(titles);
    const [shownAt, consentAt, confirmedAt] = [receipt.shownAt, receipt.consentAt, receipt.confirmedAt].map((t) => Date.parse(String(t)));
    expect(shownAt).toBeLessThanOrEqual(consentAt);
    expect(consentAt).toBeLessThanOrEqual(confirmedAt);
  });

  it('has the same version in English and Filipino; an edited disclosure label changes it and the texts, with no code change', async () => {
    const versions = await Promise.all(
      ['en', 'fil'].map(async (lang) => {
        const run = await runScreen(id, 'default', undefined, { lang });
        await tickAgreement(run);
        await confirm(run);
        return sentReceipt(run, push).receipt.version;
      }),
    );
    expect(versions[0]).toBe(versions[1]);
    expect(versions[0]).toBe(await screenVersion(loadScreenSource(id)));
    const source = loadScreenSource(id);
    const copy = source.copy as { en: JsonObject };
    const edited: ScreenDoc = { ...source, copy: { ...source.copy, en: { ...copy.en, costsTitle: 'What this loan costs you' } } };
    expect(await screenVersion(edited)).not.toBe(versions[0]);
  });

  it('a box ticked, unticked and ticked again: consentAt is the last tick; never ticked by the borrower (the seed profile ticks it in advance): no receipt there', async () => {
    const run = await runScreen(id, 'default');
    await tickAgreement(run);
    await run.tap((n) => n.widget === 'AgreementCheck', 'toggle', false);
    const before = Date.now();
    await tickAgreement(run);
    await confirm(run);
    expect(Date.parse(String(sentReceipt(run, push).receipt.consentAt))).toBeGreaterThanOrEqual(before);

    const seed = await runScreen(id, 'default', undefined, { settings: settingsFor('seed') });
    await confirm(seed);
    const fields = formFields(requestsTo(seed, push)[0].body);
    expect(fields.receipt).toBeUndefined();
    expect(fields.receiptHash).toBeUndefined();
  });

  it('nothing else of the borrower leaks into it: not the session, the device, the phone, the name or a card number (server text)', async () => {
    answerWith(detail as EndpointName, (body) => {
      setField(body, 'data.mobile', '09171234567');
      setField(body, 'data.userName', 'Juan Dela Cruz');
      setField(body, 'data.cardNo', '4111111111111111');
    });
    const run = await runScreen(id, 'default', {
      productId: '1001',
      orderId: '900001',
      sessionId: 'SECRET-SESSION',
      deviceId: 'DEVICE-77',
      userId: 'U5001',
      phone: '09179998888',
    });
    await tickAgreement(run);
    await confirm(run);
    const { text } = sentReceipt(run, push);
    for (const secret of ['SECRET-SESSION', 'DEVICE-77', 'U5001', '09179998888', '09171234567', 'Juan Dela Cruz', '4111111111111111', 'sessionId', 'deviceId'])
      expect(text, secret).not.toContain(secret);
  });
});
