// @vitest-environment node
/**
 * The EIR operation (renderer/effectiveRate.ts; CONTRACT section 7) against
 * values worked out independently: closed forms where there is one (a single
 * payment: (amount / net)^(30 / days) − 1), and elsewhere a Newton solve
 * written separately in Python (the numbers below, to two decimals). Inputs
 * that have no rate answer null at once: no hang, no NaN on screen.
 */
import { describe, expect, it } from 'vitest';
import { effectiveMonthlyRate, eirPercent } from '../../../renderer/effectiveRate.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { withPacks } from '../../../renderer/operationPacks.ts';
import { allFeatures } from '../../../renderer/allFeatures.ts';

const plan = (...rows: [string, number][]) => rows.map(([date, amount]) => ({ date, amount }));

describe('eir: the effective interest rate a month', () => {
  it('a single payment: the closed form (amount / net)^(30 / days) − 1', () => {
    // 30 days, ₱1,100.00 back for ₱1,000.00: exactly 10 % a month.
    expect(eirPercent(100000, plan(['2026-12-21', 110000]), '2026-11-21')).toBe(10);
    // 14 days: (3,063 / 2,970)^(30/14) − 1.
    const closed = (Math.pow(306300 / 297000, 30 / 14) - 1) * 100;
    expect(eirPercent(297000, plan(['2026-12-05', 306300]), '2026-11-21')).toBe(Math.round(closed * 100) / 100);
    expect(eirPercent(297000, plan(['2026-12-05', 306300]), '2026-11-21')).toBe(6.83);
    // A year (365 days) to double: 2^(30/365) − 1.
    expect(eirPercent(100000, plan(['2027-11-21', 200000]), '2026-11-21')).toBe(5.86);
  });

  it.each([
    ['three even payments (the sandbox offer)', 485000, plan(['2026-12-21', 181900], ['2027-01-20', 181800], ['2027-02-20', 181800]), '2026-11-21', 6.08],
    ['no charge, low interest', 800000, plan(['2026-12-21', 276374], ['2027-01-20', 276373], ['2027-02-20', 276373]), '2026-11-21', 1.8],
    ['uneven amounts and gaps', 950000, plan(['2026-12-01', 100000], ['2027-01-15', 300000], ['2027-04-30', 700000]), '2026-11-21', 3.88],
    [
      'a release date in the past (longer periods, lower rate)',
      485000,
      plan(['2026-12-21', 181900], ['2027-01-20', 181800], ['2027-02-20', 181800]),
      '2026-10-01',
      3.23,
    ],
    ['fee-heavy: far above the cap', 350000, plan(['2026-12-21', 181900], ['2027-01-20', 181800], ['2027-02-20', 181800]), '2026-11-21', 25.82],
    ['two payments over six months', 1400000, plan(['2027-02-19', 1300000], ['2027-05-22', 1300000]), '2026-11-21', 15.23],
    ['paying back less than received: a negative rate', 500000, plan(['2026-12-21', 400000]), '2026-11-21', -20],
  ])('%s: %s', (_name, net, payments, release, expected) => {
    expect(eirPercent(net, payments, release)).toBe(expected);
  });

  it('does not depend on the order the plan lists its payments in', () => {
    const sorted = plan(['2026-12-01', 100000], ['2027-01-15', 300000], ['2027-04-30', 700000]);
    expect(eirPercent(950000, [...sorted].reverse(), '2026-11-21')).toBe(eirPercent(950000, sorted, '2026-11-21'));
  });

  it('counts calendar days: a date with a time or an ISO zone is the day it names', () => {
    expect(eirPercent(100000, plan(['2026-12-21 23:59:59', 110000]), '2026-11-21T00:00:00+08:00')).toBe(10);
  });

  it.each([
    ['nothing received', 0, plan(['2026-12-21', 110000]), '2026-11-21'],
    ['a negative net', -5, plan(['2026-12-21', 110000]), '2026-11-21'],
    ['no payments', 100000, [], '2026-11-21'],
    ['a plan that is not a list', 100000, 'soon', '2026-11-21'],
    ['a payment due on the release day', 100000, plan(['2026-11-21', 110000]), '2026-11-21'],
    ['a payment due before release', 100000, plan(['2026-11-01', 110000]), '2026-11-21'],
    ['a date that does not exist', 100000, plan(['2027-02-30', 110000]), '2026-11-21'],
    ['no release date', 100000, plan(['2026-12-21', 110000]), ''],
    ['an amount that is not a number', 100000, [{ date: '2026-12-21', amount: 'NaN' }], '2026-11-21'],
    ['a negative payment', 100000, plan(['2026-12-21', -110000]), '2026-11-21'],
    ['nothing ever paid back', 100000, plan(['2026-12-21', 0]), '2026-11-21'],
    ['a rate beyond any loan (a million times the money in a day)', 1, plan(['2026-11-22', 1e9]), '2026-11-21'],
    ['infinity', 100000, plan(['2026-12-21', Infinity]), '2026-11-21'],
  ])('%s: null, at once (no hang, no NaN)', (_name, net, payments, release) => {
    const started = performance.now();
    expect(eirPercent(net, payments, release)).toBeNull();
    expect(effectiveMonthlyRate(net, payments, release)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('is the `eir` operation of every schema, null where there is no rate', () => {
    const context = {
      query: {},
      data: { offer: { net: 100000, plan: plan(['2026-12-21', 110000]) } },
      sources: {},
      state: {},
      config: {},
      copy: {},
      constants: {},
      forms: {},
      env: {},
    };
    // With the rates pack, as the app hands it to a screen that uses `eir` (renderer/screenFeatures.ts).
    const screen = withPacks({ id: 't' }, allFeatures);
    expect(evaluate({ eir: [{ var: 'data.offer.net' }, { var: 'data.offer.plan' }, '2026-11-21'] }, context, screen)).toBe(10);
    expect(evaluate({ eir: [{ var: 'data.offer.net' }, [], '2026-11-21'] }, context, screen)).toBeNull();
  });
});
