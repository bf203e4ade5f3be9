// @vitest-environment node
/**
 * What the answer fuzzing (fuzzAnswers.test.tsx) found in the expression
 * operations, pinned down one case each:
 *
 * - `cat` wrote "[object Object]" where a server sent an object instead of
 *   an amount (money handed non-numbers back unchanged): "₱[object Object]"
 *   on confirm loan, both repayment pages and the code page. Since issue 16
 *   money reads anything that is not an amount as "—".
 * - money and grouped read a 400-digit text as Infinity and showed "NaN.NaN".
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext, readyContext } from '../../../renderer/context.ts';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { defaultFormat, grouped, money } from '../../../renderer/operations.ts';
import type { Json } from '../../../renderer/types.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { scenarioBody } from '../../support/answerWith.ts';

const withData = (x: Json) => buildContext({ id: 't', body: [] }, { query: {}, data: { x } });
const amount = { cat: ['₱', { money: [{ var: 'data.x' }] }] };

describe('cat', () => {
  it.each([
    [{}, '₱—'],
    [[1, 2], '₱—'],
    [null, '₱—'],
    [123456, '₱1,234.56'],
    ['abc', '₱—'],
  ])('with money of %j gives %j', (x, expected) => {
    expect(evaluate(amount, withData(x as Json))).toBe(expected);
  });

  it('as before, a missing field adds nothing and numbers, zero and booleans read as text', () => {
    expect(evaluate({ cat: [{ var: 'data.none' }, '1234'] }, withData(null))).toBe('1234');
    expect(evaluate({ cat: [0, ' ', true, ' ', -1.5] }, withData(null))).toBe('0 true -1.5');
  });

  it('a plan row of confirm loan whose amount is an object reads as not available, never a lone sign', () => {
    const screen = loadScreenDoc('confirmLoan');
    const detail = scenarioBody('loanConfirmDetail').data as Record<string, Json>;
    const data = { detail: { ...detail, repay_plans: [{ amount: {}, pay_time: '2026-12-21' }] }, contracts: { data: [] } };
    const tree = JSON.stringify(resolveScreen(screen, readyContext(screen, { query: {}, data })));
    expect(tree).not.toContain('[object Object]');
    expect(tree).toContain('"value":"—"');
    expect(tree).not.toContain('"value":"₱"');
  });
});

describe('money and grouped with a number too long to be one', () => {
  const digits = '9'.repeat(400);

  it('read as not available (money) or hand the text back (grouped) instead of NaN', () => {
    expect(money(digits)).toBe('—');
    expect(grouped(digits)).toBe(digits);
  });

  it('still format the longest amounts a number can hold, in a market that allows them', () => {
    expect(money('123456789012345', { ...defaultFormat, maxAmount: Number.MAX_SAFE_INTEGER })).toBe('1,234,567,890,123.45');
  });
});
