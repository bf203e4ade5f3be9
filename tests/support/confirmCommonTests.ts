/**
 * The tests of what the two confirm-loan pages share (schemas/parts/confirmCommon.json),
 * declared once and run by each page's own test file
 * (tests/unit/screens/confirmLoan.test.ts, confirmLoanNew.test.ts) with its
 * names: issue 16, a loan is never pushed with figures the borrower was not
 * shown, and never before the agreements can be opened. Through the real
 * runtime and the sandbox; messages are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { nodeIn as node, requestsTo as sent, runScreen, tickAgreement, type ScreenRun } from './runScreen.ts';
import { loadScreenDoc } from './loadScreenDoc.ts';
import { answerWith, setField } from './answerWith.ts';
import { HOSTILE_AMOUNTS } from './hostileAmounts.ts';
import { setScenario } from '../../sandbox/scenario.ts';
import { evaluate } from '../../renderer/expressions.ts';
import { settings, settingsFor } from '../../app/settings.ts';
import { marketOf } from '../../app/localized.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import type { Json, JsonObject, ViewNode } from '../../renderer/types.ts';
import { answerIn } from './answerIn.ts';

export interface ConfirmPage {
  id: 'confirmLoan' | 'confirmLoanNew';
  /** The endpoint that confirms the loan. */
  push: string;
  /** The endpoint that lists the agreements, and the data source that holds them. */
  agreementsCall: string;
  agreementsSource: string;
  /** The field of the loaded detail that holds the amount. */
  amountField: string;
}

const confirm = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.id.endsWith('confirm'));
const confirmButton = (run: ScreenRun) => node(run, (n) => n.widget === 'Button' && n.id.endsWith('confirm'));
/** The agreements' part of the page when they are not there: the error page's layout, compact (issue 17). */
const agreementsFailed = (n: ViewNode) => n.widget === 'ErrorState' && n.id.endsWith('agreementsMissing');
/** The confirm chain run directly, the way a tap on an enabled button would: the chain itself must refuse. */
const runConfirmChain = (run: ScreenRun) => run.runtime.run([{ action: 'run', args: { handler: 'confirm' } }]);
const allText = (run: ScreenRun) => JSON.stringify(run.tree());

export function confirmCommonTests({ id, push, agreementsCall, agreementsSource, amountField }: ConfirmPage): void {
  const copy = loadScreenDoc(id).copy as Record<string, string>;

  describe(`${id}: nothing is confirmed that the borrower was not shown (confirmCommon)`, () => {
    it.each(['confirm-detail-no-data', 'confirm-detail-invalid-amount'])(
      '%s: the "cannot be shown" state in the screen\'s words with a retry, no Confirm, and the chain sends nothing',
      async (scenario) => {
        const run = await runScreen(id, scenario);
        const view = run.tree();
        expect(view.phase).toBe('error');
        expect(view.error?.message).toBe(copy.incomplete);
        expect(view.error?.retryLabel).toBeTruthy();
        expect(confirmButton(run)).toBeUndefined();
        await runConfirmChain(run);
        expect(sent(run, push)).toEqual([]);

        // The server answers properly again: Retry draws the offer and Confirm works once the box is ticked.
        setScenario('default');
        await run.runtime.load();
        expect(run.tree().phase).toBe('ready');
        await tickAgreement(run);
        expect(confirmButton(run)?.props.disabled).toBe(false);
      },
    );

    it.each(HOSTILE_AMOUNTS)('the offer’s amount is %s: the "cannot be shown" state with a retry, and the chain sends nothing', async (_name, value) => {
      answerWith(id === 'confirmLoan' ? 'loanConfirmDetail' : 'altConfirmDetail', (body) => setField(body, `data.${amountField}`, value));
      const run = await runScreen(id, 'default');
      expect(run.tree().phase).toBe('error');
      expect(run.tree().error?.message).toBe(copy.incomplete);
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
    });

    it('a figure that turned invalid after the page was drawn: Confirm goes off and the chain still sends nothing', async () => {
      const run = await runScreen(id, 'default');
      await tickAgreement(run);
      expect(confirmButton(run)?.props.disabled).toBe(false);
      run.runtime.store.setState((s) => ({ data: { ...s.data, detail: { ...(s.data.detail as JsonObject), [amountField]: 'NaN' } } }));
      expect(confirmButton(run)?.props.disabled).toBe(true);
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
    });

    it('the agreements fail to load: the page says so, no box to agree to nothing, Confirm is off with its reason, nothing is pushed; Retry reloads only them', async () => {
      const run = await runScreen(id, 'confirm-contracts-failure');
      expect(run.tree().phase).toBe('ready');
      expect(node(run, (n) => n.widget === 'AgreementCheck')).toBeUndefined();
      expect(allText(run)).toContain(JSON.stringify(copy.agreementsFailed));
      expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsNeeded });
      await confirm(run);
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);

      setScenario('default');
      const detailCalls = run.effects.requests.length - sent(run, agreementsCall).length;
      // The agreements' part of the page in the error page's layout, its retry labelled by the screen.
      expect((node(run, agreementsFailed)?.props.actions as JsonObject[])[0]).toMatchObject({ event: 'retry', label: copy.agreementsRetry });
      await run.tap(agreementsFailed, 'retry');
      expect(sent(run, agreementsCall)).toHaveLength(2);
      expect(run.effects.requests.length - sent(run, agreementsCall).length, 'only the agreements are asked again').toBe(detailCalls);
      expect(allText(run)).not.toContain(JSON.stringify(copy.agreementsFailed));
      expect(node(run, agreementsFailed)).toBeUndefined();
      expect((node(run, (n) => n.widget === 'AgreementCheck')?.props.links as JsonObject[]).length).toBeGreaterThan(0);
      expect(confirmButton(run)?.props.disabled).toBe(true);
      await tickAgreement(run);
      expect(confirmButton(run)?.props).toMatchObject({ disabled: false, hint: '' });
      await confirm(run);
      expect(sent(run, push)).toHaveLength(1);
    });

    it('an empty agreement list is not there either; a retry that finds it still empty says so again, on the page only (no toast repeats it)', async () => {
      const run = await runScreen(id, 'confirm-contracts-empty');
      expect(allText(run)).toContain(JSON.stringify(copy.agreementsFailed));
      expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsNeeded });
      await run.tap(agreementsFailed, 'retry');
      expect(sent(run, agreementsCall)).toHaveLength(2);
      expect(node(run, agreementsFailed)?.props.message).toBe(copy.agreementsFailed);
      expect(run.effects.toasts).toEqual([]);
      expect(confirmButton(run)?.props.disabled).toBe(true);
      await confirm(run);
      expect(sent(run, push)).toEqual([]);
    });

    it('while the agreements load: Confirm is off and says it waits for them, and no failure is claimed yet', async () => {
      const run = await runScreen(id, 'default');
      run.runtime.store.setState((s) => ({ sources: { ...s.sources, [agreementsSource]: { status: 'loading' } } }));
      expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.agreementsLoading });
      expect(allText(run)).not.toContain(JSON.stringify(copy.agreementsFailed));
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
    });

    it('an agreement without a title is not there (it could not be opened knowingly)', async () => {
      const run = await runScreen(id, 'default');
      const list: Json = id === 'confirmLoan' ? { data: [{ title: 'Loan Agreement' }, { title: ' ' }] } : [{ title: 'Loan Agreement' }, {}];
      run.runtime.store.setState((s) => ({ data: { ...s.data, [agreementsSource]: list } }));
      expect(confirmButton(run)?.props.disabled).toBe(true);
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
    });
  });
}

/**
 * CONTRACT section 7's checks, in its order, each with the sandbox scenario
 * that fails it (on both confirm pages) and the reason the borrower reads
 * (a copy key). `failed` is every check the scenario fails, in order: a
 * check taken out of the schema leaves its scenario confirmable, or tracked
 * without its name, and the walk fails.
 */
export const DISCLOSURE_CHECKS = [
  { check: 'missing', scenario: 'confirm-check-missing', reason: 'refusedMissing', failed: ['missing'] },
  { check: 'headline', scenario: 'confirm-check-headline', reason: 'refusedFigures', failed: ['headline'] },
  { check: 'netProceeds', scenario: 'confirm-check-netProceeds', reason: 'refusedFigures', failed: ['netProceeds'] },
  { check: 'totalRepayment', scenario: 'confirm-check-totalRepayment', reason: 'refusedFigures', failed: ['totalRepayment'] },
  { check: 'planSum', scenario: 'confirm-check-planSum', reason: 'refusedFigures', failed: ['planSum'] },
  { check: 'dueDates', scenario: 'confirm-check-dueDates', reason: 'refusedFigures', failed: ['dueDates'] },
  { check: 'dueDates', scenario: 'confirm-dates-past', reason: 'refusedFigures', failed: ['dueDates'] },
  { check: 'capEir', scenario: 'confirm-check-capEir', reason: 'refusedCaps', failed: ['capEir'] },
  { check: 'capInterest', scenario: 'confirm-check-capInterest', reason: 'refusedCaps', failed: ['capInterest'] },
  { check: 'capCost', scenario: 'confirm-over-cap', reason: 'refusedCaps', failed: ['capEir', 'capInterest', 'capCost'] },
] as const;

/** The names and order CONTRACT section 7 gives the checks (and trackEvent reports). */
export const CONTRACT_CHECK_ORDER = ['missing', 'headline', 'netProceeds', 'totalRepayment', 'planSum', 'dueDates', 'capEir', 'capInterest', 'capCost'];

export interface DisclosureFigures {
  /** The values of the costs rows of the default offer, in order (loan amount, each charge, received, interest, finance charge, total, EIR rate). */
  costs: string[];
  /** Each charge's name (server text), between the loan amount and the amount received. */
  charges: string[];
  /** The EIR the default offer shows, as the rate in the copy's "{rate}% a month". */
  eir: string;
  /** The default offer's schedule: [date in English, date in Filipino, amount]. */
  schedule: [string, string, string][];
}

const disclosureNode = (run: ScreenRun) => node(run, (n) => n.widget === 'Section' && n.id.endsWith('disclosure'));
const refusal = (run: ScreenRun) => node(run, (n) => n.widget === 'ErrorState' && n.id.endsWith('refusal'));
const tracked = (run: ScreenRun) => run.effects.native.filter((m) => m.handler === 'trackEvent').map((m) => m.body);

export function disclosureTests(id: ConfirmPage['id'], push: string, agreementsSource: string, figures: DisclosureFigures): void {
  const langs = marketOf(settings).languages;

  describe(`${id}: the disclosure statement (CONTRACT section 7)`, () => {
    it('has CONTRACT’s checks in CONTRACT’s order', () => {
      expect(loadScreenDoc(id).checks?.disclosure.items.map((item) => item.name)).toEqual(CONTRACT_CHECK_ORDER);
    });

    it.each(langs)('%s: every figure, the schedule and the lender, in the page’s language', async (lang) => {
      const run = await runScreen(id, 'default', undefined, { lang });
      const copy = run.screen.copy as Record<string, string>;
      expect(disclosureNode(run)?.props.title).toBe(copy.disclosureTitle);
      const costs = node(run, (n) => n.id.endsWith('costs'))?.props.rows as JsonObject[];
      const labels = [
        copy.amountLabel,
        ...answerIn(figures.charges, lang),
        copy.receiveLabel,
        copy.interestLabel,
        copy.financeChargeLabel,
        copy.totalLabel,
        copy.eirLabel,
      ];
      expect(costs.map((r) => r.text)).toEqual(labels);
      expect(costs.map((r) => r.value)).toEqual([...figures.costs, copy.eirValue.replace('{rate}', figures.eir)]);
      const schedule = node(run, (n) => n.id.endsWith('schedule'))?.props.rows as JsonObject[];
      expect(schedule.map((r) => [r.text, r.value])).toEqual(figures.schedule.map(([en, fil, amount]) => [lang === 'fil' ? fil : en, amount]));
      const lenderRows = node(run, (n) => n.id.endsWith('lender'))?.props.rows as JsonObject[];
      expect(lenderRows).toEqual([
        { text: copy.lenderNameLabel, value: lender.companyName },
        { text: copy.secRegistrationLabel, value: lender.secRegistrationNo },
        { text: copy.authorityLabel, value: lender.certificateOfAuthorityNo },
      ]);
      expect(refusal(run)).toBeUndefined();
      expect(tracked(run)).toEqual([]);
    });

    it('consent is the borrower’s act: the box starts unticked, Confirm says to tick it, and pushes once it is ticked', async () => {
      const run = await runScreen(id, 'default');
      const copy = run.screen.copy as Record<string, string>;
      expect(node(run, (n) => n.widget === 'AgreementCheck')?.props.checked).toBe(false);
      expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.tickToConfirm });
      await confirm(run);
      await runConfirmChain(run);
      expect(sent(run, push)).toEqual([]);
      await tickAgreement(run);
      expect(confirmButton(run)?.props).toMatchObject({ disabled: false, hint: '' });
      await confirm(run);
      expect(sent(run, push)).toHaveLength(1);
    });

    it('seed (SPEC as written): the box starts ticked, there is no disclosure and nothing is checked', async () => {
      const run = await runScreen(id, 'confirm-check-planSum', undefined, { settings: settingsFor('seed') });
      expect(disclosureNode(run)).toBeUndefined();
      expect(node(run, (n) => n.widget === 'AgreementCheck')?.props.checked).toBe(true);
      expect(confirmButton(run)?.props.disabled).toBe(false);
      expect(tracked(run)).toEqual([]);
    });

    describe.each(DISCLOSURE_CHECKS)('$scenario: check $check fails', ({ scenario, reason, failed }) => {
      it.each(langs)('%s: the offer stays, the borrower reads why, Confirm stays off, nothing is pushed, each failed check is tracked once', async (lang) => {
        const run = await runScreen(id, scenario, undefined, { lang });
        const copy = run.screen.copy as Record<string, string>;
        expect(run.tree().phase).toBe('ready');
        expect(node(run, (n) => n.widget === 'Figure')).toBeDefined();
        expect(disclosureNode(run)).toBeDefined();
        expect(refusal(run)?.props.message).toBe(copy.refused.replace('{reason}', copy[reason]));
        expect(confirmButton(run)?.props).toMatchObject({ disabled: true, hint: copy.refusedHint });
        await tickAgreement(run);
        expect(confirmButton(run)?.props.disabled).toBe(true);
        await confirm(run);
        await runConfirmChain(run);
        expect(sent(run, push)).toEqual([]);
        expect(tracked(run)).toEqual(failed.map((check) => ({ event: 'disclosureCheckFailed', params: { check, screen: id } })));
        // The agreements again (their retry): nothing tracked twice.
        await run.runtime.load({ names: [agreementsSource] });
        expect(tracked(run)).toHaveLength(failed.length);
      });
    });

    it.each(['confirm-near-cap', 'confirm-not-covered'])('%s: within the rules, nothing refused or tracked; Confirm works', async (scenario) => {
      const run = await runScreen(id, scenario);
      expect(refusal(run)).toBeUndefined();
      expect(tracked(run)).toEqual([]);
      await tickAgreement(run);
      await confirm(run);
      expect(sent(run, push)).toHaveLength(1);
    });

    it.each([
      ['a principal that is not a number', { principal: 'five thousand' }],
      ['a fraction of a centavo', { netProceeds: 484999.5 }],
      ['a charge without a name', { charges: [{ name: ' ', amount: 15000 }] }],
      ['charges that are not a list', { charges: 'Service fee ₱150.00' }],
      ['nothing received', { principal: 15000, netProceeds: 0 }],
      ['a release date that does not exist', { releaseDate: '2026-11-31' }],
    ])('a disclosure with %s did not arrive as one: check missing, and only it', async (_name, patch) => {
      const run = await runScreen(id, 'default');
      run.runtime.store.setState((s) => {
        const detail = s.data.detail as JsonObject;
        return { data: { ...s.data, detail: { ...detail, disclosure: { ...(detail.disclosure as JsonObject), ...patch } } } };
      });
      const result = evaluate({ check: 'disclosure' }, run.runtime.getContext(), run.screen) as JsonObject;
      expect(result.failed).toEqual(['missing']);
      expect(confirmButton(run)?.props.disabled).toBe(true);
    });

    it('a release date in the past (which would stretch the periods and understate the EIR) is refused as dates that do not add up', async () => {
      const run = await runScreen(id, 'default', undefined, { today: '2026-11-22' });
      expect(evaluate({ check: 'disclosure' }, run.runtime.getContext(), run.screen)).toMatchObject({ failed: ['dueDates'] });
    });

    it('a due date is checked against today in Manila: the same offer looked at after its first due date is refused', async () => {
      const later = await runScreen(id, 'default', undefined, { today: '2026-12-21' });
      expect(evaluate({ check: 'disclosure' }, later.runtime.getContext(), later.screen)).toMatchObject({ failed: ['dueDates'] });
      const released = await runScreen(id, 'confirm-dates-past', undefined, { today: '2026-12-20' });
      expect(evaluate({ check: 'disclosure' }, released.runtime.getContext(), released.screen)).toMatchObject({ failed: ['dueDates'] });
      const onTheDay = await runScreen(id, 'default');
      expect(evaluate({ check: 'disclosure' }, onTheDay.runtime.getContext(), onTheDay.screen)).toMatchObject({ passed: true });
    });
  });
}
