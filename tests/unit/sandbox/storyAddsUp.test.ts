// @vitest-environment node
/**
 * The sandbox tells one story: the order the order page shows (900001) is
 * the one its repayment pages show, so what the order page says is due is
 * what the repayment page asks for, on the same day; and every answer whose
 * dates move with the day (`datesFrom`) moves them together, so a later day
 * never shows "due today" beside another date.
 */
import { describe, expect, it } from 'vitest';
import { scenario, scenarioNames } from '../../../sandbox/scenarios.ts';
import { movedDates } from '../../../sandbox/sandboxDay.ts';

const data = (name: string, endpoint: string) => (scenario(name)?.responses?.[endpoint]?.body as { data: Record<string, unknown> }).data;

describe('the sandbox order and its repayment pages agree', () => {
  const installment = data('default', 'installmentDetail');

  it.each(['order-170', 'order-174', 'order-174-delay'])('%s: the amount due is the repayment page’s', (name) => {
    expect(data(name, 'loanDetails').repayAmount).toBe(installment.repayAmount);
  });

  it('order-170 (repaying): the next payment falls on the repayment page’s date', () => {
    expect(data('order-170', 'loanDetails').repayDate).toBe(installment.repayDate);
  });

  it('overdue orders owe at least the payment that fell due', () => {
    for (const name of ['order-180', 'order-180-delay']) expect(Number(data(name, 'loanDetails').repayAmount)).toBeGreaterThan(Number(installment.repayAmount));
  });

  it('every answer about order 900001 or a loan offer moves its dates from the same day', () => {
    const days = new Set<string>();
    for (const name of scenarioNames())
      for (const [endpoint, answer] of Object.entries(scenario(name)?.responses ?? {}))
        if (['loanDetails', 'installmentDetail', 'extensionDetail', 'loanConfirmDetail', 'altConfirmDetail'].includes(endpoint)) {
          expect(answer.datesFrom, `${name} ${endpoint}`).toBeDefined();
          days.add(answer.datesFrom!);
        }
    expect([...days]).toEqual(['2026-11-21']);
  });

  it('moving a day moves every date of an answer, in sentences too, and leaves what is not a date', () => {
    const body = { a: '2026-11-21', b: 'Due on 2026-12-21.', c: ['2026-12-21 10:00:00'], d: '2027-02-30', e: 'order 20261121' };
    expect(movedDates(body, '2026-11-21', '2026-11-26')).toEqual({
      a: '2026-11-26',
      b: 'Due on 2026-12-26.',
      c: ['2026-12-26 10:00:00'],
      d: '2027-02-30',
      e: 'order 20261121',
    });
    expect(movedDates(body, '2026-11-21', '2026-11-21')).toBe(body);
  });
});
