/**
 * Payment paths (issue 16), walked from the schemas so the next paying screen
 * is covered without code:
 *
 * - "Never send figures the borrower was not shown": every payment request
 *   with an amount is guarded by {"isAmount": [that amount]} in its chain, the
 *   data source the amount comes from declares a `complete` rule with isAmount,
 *   and answering that field with a value that is not an amount shows the
 *   screen's "cannot be shown" state (its `incompleteText`) and sends nothing.
 * - "One payment in flight": every payment request runs inside a ui.set that
 *   raises a state flag (its `if` reads the flag), each failure of the request
 *   (its catch, and the catch of a refused address after it) lowers the flag,
 *   and the button that starts it reads the flag in `disabled`; on a page with
 *   more than one pay button, all of them share one flag.
 *
 * A payment request is an `api.<endpoint>` step of PAYMENT_ENDPOINTS reached
 * from a node's event (directly or through `run` of a handler or a table).
 */
import { describe, expect, it } from 'vitest';
import type { Json, JsonObject, ScreenDoc } from '../../../renderer/types.ts';
import type { EndpointName } from '../../../actions/api/endpoints.ts';
import { loadAllScreenDocs } from '../../support/loadScreenDoc.ts';
import { runScreen } from '../../support/runScreen.ts';
import { answerWith, setField } from '../../support/answerWith.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { HOSTILE_AMOUNTS as HOSTILE } from '../../support/hostileAmounts.ts';

/** Requests that move the borrower's money (the loan confirm pages have their own suite). */
const PAYMENT_ENDPOINTS = ['generateVcode', 'repaymentCommit', 'repaymentConfirm', 'repaymentHuichao'];
const HOSTILE_AMOUNTS: Json[] = HOSTILE.filter(([, v]) => v !== undefined).map(([, v]) => v as Json);

type Step = JsonObject & { action: string; args?: JsonObject; if?: Json; then?: Step[]; catch?: Step[] };
interface Guard {
  step: Step;
}
interface PaymentStep {
  step: Step;
  /** ui.set steps the request runs inside (outermost first). */
  guards: Guard[];
  /** `if`s on the way (the request's own and every enclosing step's). */
  conditions: Json[];
}
interface PayControl {
  screen: ScreenDoc;
  node: JsonObject;
  inDialog: boolean;
  payments: PaymentStep[];
}

const isObj = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every string a `run` step's handler expression can name (a literal, an `if` branch, a table's answers). */
function handlerNames(screen: ScreenDoc, expr: Json): string[] {
  if (typeof expr === 'string') return [expr];
  if (Array.isArray(expr)) return expr.flatMap((e) => handlerNames(screen, e));
  if (!isObj(expr)) return [];
  if (typeof expr.table === 'string') {
    const table = (screen.tables ?? {})[expr.table] as unknown as { rows: { then: Json }[]; else?: Json };
    return [...table.rows.map((r) => r.then), table.else ?? null].flatMap((t) => handlerNames(screen, t));
  }
  if (Array.isArray(expr.if)) return expr.if.filter((_, i, all) => i % 2 === 1 || i === all.length - 1).flatMap((e) => handlerNames(screen, e));
  return [];
}

function paymentsIn(screen: ScreenDoc, chain: Step[] | undefined, guards: Guard[], conditions: Json[], seen: string[]): PaymentStep[] {
  const out: PaymentStep[] = [];
  for (const step of chain ?? []) {
    const conds = step.if === undefined ? conditions : [...conditions, step.if];
    if (step.action.startsWith('api.') && PAYMENT_ENDPOINTS.includes(step.action.slice(4))) out.push({ step, guards, conditions: conds });
    if (step.action === 'run') {
      for (const name of handlerNames(screen, step.args?.handler ?? null)) {
        if (seen.includes(name)) continue;
        out.push(...paymentsIn(screen, (screen.handlers ?? {})[name] as Step[], guards, conds, [...seen, name]));
      }
    }
    const inner = step.action === 'ui.set' ? [...guards, { step }] : guards;
    out.push(...paymentsIn(screen, step.then, inner, conds, seen));
    out.push(...paymentsIn(screen, step.catch, guards, conds, seen));
  }
  return out;
}

function controls(screen: ScreenDoc): PayControl[] {
  const out: PayControl[] = [];
  const walk = (node: Json, inDialog: boolean) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inDialog));
    if (!isObj(node)) return;
    if (typeof node.widget === 'string') {
      const payments = Object.values((node.events ?? {}) as JsonObject).flatMap((chain) => paymentsIn(screen, chain as Step[], [], [], []));
      if (payments.length) out.push({ screen, node, inDialog, payments });
      walk((node.children ?? []) as Json, inDialog || node.widget === 'Dialog');
    }
  };
  walk(screen.body as unknown as Json, false);
  return out;
}

/** An expression with every {"rule": name} replaced by the rule's body (rules are how schemas name conditions). */
function expandRules(screen: ScreenDoc, expr: Json, depth = 0): Json {
  if (depth > 20) return expr;
  if (Array.isArray(expr)) return expr.map((e) => expandRules(screen, e, depth));
  if (!isObj(expr)) return expr;
  if (typeof expr.rule === 'string' && Object.keys(expr).length === 1) return expandRules(screen, (screen.rules ?? {})[expr.rule] as Json, depth + 1);
  return Object.fromEntries(Object.entries(expr).map(([k, v]) => [k, expandRules(screen, v, depth)]));
}

const text = (v: Json | undefined) => JSON.stringify(v ?? null);
const readsState = (expr: Json | undefined, flag: string) => text(expr).includes(`{"var":"state.${flag}"}`);
const truthyConst = (v: Json | undefined) => v === true || (typeof v === 'string' && v !== '') || (typeof v === 'number' && v !== 0);
const falsyConst = (v: Json | undefined) => v === false || v === '' || v === 0 || v === null;
const lowers = (chain: Step[] | undefined, flag: string) => (chain ?? []).some((s) => s.action === 'ui.set' && falsyConst(s.args?.[flag]));

/** Flags a payment step runs under: raised by an enclosing ui.set whose `if` reads the flag. */
function flagsOf(screen: ScreenDoc, p: PaymentStep): string[] {
  return p.guards.flatMap(({ step }) =>
    Object.keys(step.args ?? {}).filter((flag) => truthyConst(step.args![flag]) && readsState(expandRules(screen, step.if ?? null), flag)),
  );
}

/** nav.external steps after the request: a refused address is a failure too. */
function leavesIn(chain: Step[] | undefined): Step[] {
  return (chain ?? []).flatMap((s) => [...(s.action === 'nav.external' ? [s] : []), ...leavesIn(s.then)]);
}

const screens = loadAllScreenDocs('en');
const ALL = screens.flatMap(controls);
const PAYING_SCREENS = [...new Set(ALL.map((c) => c.screen.id))];
const label = (c: PayControl) => `${c.screen.id} ${String(c.node.key ?? c.node.widget)}`;
const ROWS = ALL.flatMap((c) => c.payments.map((p) => [label(c), p.step.action, c, p] as const));

describe('payment paths found in the schemas', () => {
  it('covers the repayment screens', () => {
    expect(PAYING_SCREENS).toEqual(expect.arrayContaining(['repay', 'repayDelay', 'repaymentWay']));
  });

  it.each(ROWS)('%s → %s: runs inside a raised flag, lowered on every failure, read by the button', (_l, _a, control, payment) => {
    const flags = flagsOf(control.screen, payment);
    expect(flags, 'a ui.set raising a flag its own `if` reads, around the request').not.toEqual([]);
    const kept = flags.filter((flag) => lowers(payment.step.catch, flag) && leavesIn(payment.step.then).every((leave) => lowers(leave.catch, flag)));
    expect(kept, `a failed request or a refused address lowers one of ${flags.join(', ')}`).not.toEqual([]);
    if (control.node.widget === 'Button') {
      const props = (control.node.props ?? {}) as JsonObject;
      expect(
        kept.some((flag) => readsState(expandRules(control.screen, props.disabled ?? null), flag)),
        'the button is off while the flag is up',
      ).toBe(true);
    }
  });

  it.each(PAYING_SCREENS.map((id) => [id]))('%s: every pay button of the page shares one in-flight flag', (id) => {
    const onPage = ALL.filter((c) => c.screen.id === id && !c.inDialog && c.node.widget === 'Button');
    const shared = onPage
      .map((c) => new Set(c.payments.flatMap((p) => flagsOf(c.screen, p))))
      .reduce<Set<string> | null>((acc, s) => (acc ? new Set([...acc].filter((f) => s.has(f))) : s), null);
    if (onPage.length > 1) expect([...(shared ?? [])], onPage.map(label).join(', ')).not.toEqual([]);
  });

  it.each(ROWS.filter(([, , , p]) => p.step.args && 'amount' in p.step.args))(
    '%s → %s: the amount sent is checked by isAmount in the chain',
    (_l, _a, control, payment) => {
      const amount = payment.step.args!.amount;
      const guards = [...payment.conditions, ...payment.guards.map((g) => g.step.if ?? null)];
      expect(text(expandRules(control.screen, guards))).toContain(text({ isAmount: [expandRules(control.screen, amount)] }));
    },
  );
});

/** The data source an amount comes from and its field inside the answer ("data.detail.repayAmount" → detail, repayAmount). */
function amountSources(screen: ScreenDoc, amount: Json): { source: string; field: string }[] {
  const found = text(expandRules(screen, amount)).matchAll(/"var":"data\.([A-Za-z0-9_]+)\.([A-Za-z0-9_.]+)"/g);
  return [...found].map((m) => ({ source: m[1], field: m[2] }));
}

const SOURCE_ROWS = [
  ...new Map(
    ROWS.flatMap(([, , control, payment]) =>
      payment.step.args && 'amount' in payment.step.args
        ? amountSources(control.screen, payment.step.args.amount).map(
            (s) => [`${control.screen.id}:${s.source}.${s.field}`, { screen: control.screen, ...s }] as const,
          )
        : [],
    ),
  ).values(),
];

describe('an amount that is not an amount never reaches a payment', () => {
  it('finds the amounts of the repayment screens', () => {
    expect(SOURCE_ROWS.map((r) => r.screen.id)).toEqual(expect.arrayContaining(['repay', 'repayDelay', 'repaymentWay']));
  });

  it.each(SOURCE_ROWS.map((r) => [r.screen.id, `${r.source}.${r.field}`, r] as const))('%s: data.%s declares complete with isAmount', (_id, _f, row) => {
    const source = row.screen.data![row.source];
    expect(text(expandRules(row.screen, source.complete ?? null))).toContain('isAmount');
    expect(source.incompleteText, 'the screen says it in its own words').toBeDefined();
  });

  it.each(SOURCE_ROWS.flatMap((r) => HOSTILE_AMOUNTS.map((v) => [r.screen.id, `${r.source}.${r.field}`, text(v), r, v] as const)))(
    '%s: data.%s = %s → the "cannot be shown" state, nothing paid',
    async (id, _f, _v, row, value) => {
      const action = row.screen.data![row.source].action;
      const endpoint = action.slice(4) as EndpointName;
      answerWith(endpoint, (body) => setField(body, `data.${row.field}`, value));
      // A fallback from the address (repaymentWay's amount) must not hide the bad answer.
      const query = { ...scenario('default')!.query, amount: '', repayAmount: '' };
      const run = await runScreen(id, 'default', query);
      expect(run.tree().phase).toBe('error');
      expect(run.effects.requests.filter((r) => PAYMENT_ENDPOINTS.includes(r.endpoint))).toEqual([]);
    },
  );
});
