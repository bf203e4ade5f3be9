/**
 * Issue 16, "confirm without terms", as a class: a screen that moves money
 * never sends a request whose amounts, terms or target the borrower was not
 * shown. For every screen in MONEY_SCREENS, each figure it needs is taken out
 * of the server's answer (or the page address) or made invalid, one at a time;
 * the screen must then:
 * - show its "cannot be shown" state (the alert in the screen's own words, a
 *   Retry and no other control), drawn by the real widgets in jsdom, and
 * - send nothing, even when the money chain is run directly (the chain checks
 *   again; a disabled or missing button alone is not enough).
 * The answer as the sandbox gives it must draw the page and send once, so the
 * table cannot pass by never sending at all.
 *
 * Another money-moving screen (pay code, legacy repay, bank Next) is one more
 * row: the answer that carries its figures, the figures with their kind, the
 * calls that move money and the chain that sends them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen as page } from '@testing-library/react';
import { actions } from '../../../actions/index.ts';
import type { EndpointName } from '../../../actions/api/endpoints.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { clearToast } from '../../../actions/ui/toastStore.ts';
import { clearRequestLog, requestLog } from '../../../sandbox/requestLog.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { answerWith, setField } from '../../support/answerWith.ts';
import { drawScreen, visibleControls, type DrawnScreen } from '../../support/drawScreen.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { findNode, runScreen, tickAgreement } from '../../support/runScreen.ts';

/** The wrong values a figure of each kind is tried with (undefined: the field is left out). */
const BAD_VALUES = {
  /** Money the borrower would get or pay (minor units): isAmount and above zero. */
  amount: [undefined, null, '', 'NaN', true, -500000, 0, 1e23, {}, [5]],
  /** Money shown beside the main amount (a plan row): isAmount, zero allowed. */
  shownAmount: [undefined, null, '', 'NaN', true, -1, 1e23],
  /** A count such as days: a whole number above zero. */
  count: [undefined, null, '', 0, -91, 1.5, 'ninety', true],
  /** A value that must be there (a term unit, a date, an id). */
  present: [undefined, null, ''],
} as const;

type FigureKind = keyof typeof BAD_VALUES;

interface Figure {
  /** Where the figure is: a dotted path in the answer body ("data.amount", "data.plan.0.money"), or a page-address parameter. */
  path: string;
  from?: 'answer' | 'query';
  kind: FigureKind;
}

interface MoneyScreen {
  screen: string;
  /** The call whose answer carries the figures. */
  answer: EndpointName;
  figures: Figure[];
  /** The calls that move money: none may be sent. */
  sends: EndpointName[];
  /** The handler the money button runs. */
  handler: string;
  /** The screen's copy key for its "cannot be shown" words. */
  incompleteCopy: string;
}

const MONEY_SCREENS: MoneyScreen[] = [
  {
    screen: 'confirmLoan',
    answer: 'loanConfirmDetail',
    figures: [
      { path: 'data', kind: 'present' },
      { path: 'data.amount', kind: 'amount' },
      { path: 'data.periods', kind: 'count' },
      { path: 'data.termUnit', kind: 'present' },
      { path: 'data.repay_plans.1.amount', kind: 'shownAmount' },
      { path: 'productId', from: 'query', kind: 'present' },
    ],
    sends: ['loanPush'],
    handler: 'confirm',
    incompleteCopy: 'incomplete',
  },
  {
    screen: 'confirmLoanNew',
    answer: 'altConfirmDetail',
    figures: [
      { path: 'data', kind: 'present' },
      { path: 'data.loanAmount', kind: 'amount' },
      { path: 'data.repayDate', kind: 'present' },
      { path: 'data.plan.2.money', kind: 'shownAmount' },
      { path: 'productId', from: 'query', kind: 'present' },
    ],
    sends: ['altPush'],
    handler: 'confirm',
    incompleteCopy: 'incomplete',
  },
];

const baseQuery = scenario('default')?.query ?? {};

interface Case {
  row: MoneyScreen;
  figure: Figure;
  value: unknown;
}

const cases: Case[] = MONEY_SCREENS.flatMap((row) => row.figures.flatMap((figure) => BAD_VALUES[figure.kind].map((value) => ({ row, figure, value }))));

/** Feeds the case: the answer with the figure changed, and the page address for it. */
function feed({ row, figure, value }: Case): Record<string, string> {
  const query = { ...baseQuery };
  if (figure.from === 'query') {
    if (value === undefined || value === null) delete query[figure.path];
    else query[figure.path] = String(value);
    // The shared alias (SPEC: productId is also product_id) must not bring the target back.
    if (figure.path === 'productId') delete query.product_id;
  } else {
    answerWith(row.answer, (body) => setField(body, figure.path, value));
  }
  return query;
}

const describeValue = (value: unknown) => (value === undefined ? 'left out' : JSON.stringify(value));
const moneyCalls = (row: MoneyScreen) => requestLog.filter((r) => (row.sends as string[]).includes(r.endpoint));
const runChain = (row: MoneyScreen) => [{ action: 'run', args: { handler: row.handler } }];

let drawn: DrawnScreen | undefined;
beforeEach(() => {
  setNavigator({ go: () => {}, leave: () => {}, back: () => {}, canGoBack: () => false });
  localStorage.clear();
  clearRequestLog();
});
afterEach(() => {
  drawn?.unmount();
  drawn = undefined;
  clearToast();
});

describe('a money screen never sends figures the borrower was not shown', () => {
  it('covers both confirm-loan screens', () => {
    expect(MONEY_SCREENS.map((r) => r.screen)).toEqual(expect.arrayContaining(['confirmLoan', 'confirmLoanNew']));
  });

  it.each(MONEY_SCREENS)('$screen as the sandbox answers: drawn, and its chain sends once (the check can see a send)', async (row) => {
    const run = await runScreen(row.screen, 'default', baseQuery);
    expect(run.tree().phase).toBe('ready');
    await tickAgreement(run);
    await run.runtime.run(runChain(row));
    expect(moneyCalls(row)).toHaveLength(1);
  });

  it.each(cases.map((c) => [c.row.screen, c.figure.from === 'query' ? `address ${c.figure.path}` : c.figure.path, describeValue(c.value), c] as const))(
    '%s, %s %s: the "cannot be shown" state, and nothing is sent',
    async (_screen, _path, _value, c) => {
      const { row } = c;
      const doc = loadScreenDoc(row.screen);
      const query = feed(c);

      drawn = await drawScreen(doc, actions, query);
      expect(drawn.view().phase).toBe('error');
      expect(page.getByRole('alert').textContent).toBe(screenCopy(doc, row.incompleteCopy));
      const retryLabel = screenCopy(doc, 'retry');
      // Only the error page's controls: 'Try again' first, then its ways out (never a Confirm).
      const errorActions = findNode(drawn.view().nodes, (n) => n.widget === 'ErrorState')?.props.actions as { label: string }[];
      expect(errorActions[0].label).toBe(retryLabel);
      expect(visibleControls(drawn.container).map((el) => el.textContent)).toEqual(errorActions.map((a) => a.label));
      // Retry asks again; the answer is still without the figure, so the state stays.
      await act(async () => fireEvent.click(page.getByRole('button', { name: retryLabel })));
      await drawn.settle();
      expect(drawn.view().phase).toBe('error');
      drawn.unmount();
      drawn = undefined;

      // The money chain run as a tap would run it: the chain itself refuses.
      const run = await runScreen(row.screen, 'default', query);
      await run.runtime.run(runChain(row));
      expect(moneyCalls(row)).toEqual([]);
    },
  );
});
