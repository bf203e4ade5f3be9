/**
 * Clock changes (issue 16): every countdown runs on elapsed time. A phone
 * clock set back an hour after 'get code' must not show '3657 s' and lock the
 * button for an hour; set forward, it must not free the button early.
 *
 * Two halves cover every screen without code per screen:
 * - every countdown a screen draws (a CodeInput's endsAt, a form field's
 *   countdown add-on) reads a state deadline that the screen only ever sets
 *   from time.now's result (or resets to 0), walked over schemas/screens;
 * - time.now and the countdown add-on share the page's clock, which a change
 *   of the wall clock (Date) does not move.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen as view } from '@testing-library/react';
import { FieldAddon } from '../../../widgets/form/FieldAddon.tsx';
import { timeActions } from '../../../actions/time/timeActions.ts';
import type { ActionEnv, Json } from '../../../renderer/types.ts';
import { readParts, readScreen, screenIdsIn } from '../../../scripts/readScreen.ts';
import registerScreen from '../../../schemas/screens/promoRegister.json' with { type: 'json' };

/** The register page's get-code button: its label, and its text while it counts (countingCode, '{s} s'). */
const { getCode, countingCode } = registerScreen.copy.en;
const counting = (seconds: number) => countingCode.replace('{s}', String(seconds));

// With their shared parts (scripts/readScreen.ts): what a part holds is each using screen's.
const parts = readParts();
const screens = screenIdsIn().map((id) => readScreen(id, undefined, parts) as unknown as Record<string, Json>);

type Node = { [key: string]: Json };
const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The state keys a screen's countdowns read: {"var": "state.<key>"} under an `endsAt` prop. */
function deadlineKeys(value: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => deadlineKeys(v, out));
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'endsAt') {
        const path = isObject(v) && typeof v.var === 'string' ? v.var : '';
        out.add(path.startsWith('state.') ? path.slice('state.'.length) : `(not a state deadline: ${JSON.stringify(v)})`);
      } else deadlineKeys(v, out);
    }
  }
  return out;
}

/** Every ui.set of `key` anywhere in the document, with whether it sits in the `then` of a time.now step. */
function writesOf(value: Json, key: string, underTimeNow = false, out: { value: Json; underTimeNow: boolean }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => writesOf(v, key, underTimeNow, out));
  else if (isObject(value)) {
    if (value.action === 'ui.set' && isObject(value.args) && key in value.args) out.push({ value: value.args[key], underTimeNow });
    for (const [k, v] of Object.entries(value)) writesOf(v, key, k === 'then' ? value.action === 'time.now' : underTimeNow && k !== 'catch', out);
  }
  return out;
}

const mentionsResult = (v: Json): boolean =>
  Array.isArray(v) ? v.some(mentionsResult) : isObject(v) ? v.var === 'result' || Object.values(v).some(mentionsResult) : false;

describe('every countdown on every screen keeps its deadline on the page clock', () => {
  const withCountdown = screens.filter((s) => deadlineKeys(s.body ?? null).size > 0);

  it('finds the screens that count down (promo register, the legacy repayment code)', () => {
    expect(withCountdown.map((s) => s.id)).toEqual(expect.arrayContaining(['promoRegister', 'repaymentWay']));
  });

  for (const screen of withCountdown) {
    for (const key of deadlineKeys(screen.body ?? null)) {
      it(`${String(screen.id)}: state.${key} is only set from time.now's result, or reset to 0`, () => {
        expect(key).not.toMatch(/^\(/);
        const writes = writesOf(screen as Json, key);
        expect(writes.length).toBeGreaterThan(0);
        for (const write of writes) {
          if (write.value === 0) continue;
          expect(write.underTimeNow && mentionsResult(write.value), JSON.stringify(write.value)).toBe(true);
        }
      });
    }
  }
});

describe('the countdown add-on runs on elapsed time, not on the wall clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** 'get code' at the page clock's now: the deadline a screen keeps (time.now + 60 s). */
  const startCountdown = async () => {
    const now = (await timeActions['time.now']({} as ActionEnv)) as number;
    const endsAt = now + 60_000;
    render(<FieldAddon kind="countdown" props={{ endsAt, label: getCode, countingLabel: countingCode }} onPress={() => {}} />);
    return view.getByRole('button');
  };
  const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it.each([
    ['back one hour', -3_600_000],
    ['forward one hour', 3_600_000],
    ['back one day', -86_400_000],
  ])('the phone clock set %s after get code: 59 s a second later, the label after 60 s', async (_, shift) => {
    // Date and performance are both faked: setSystemTime moves Date only, as a phone's clock setting does.
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const button = await startCountdown();
    expect(button.textContent).toBe(counting(60));

    vi.setSystemTime(Date.now() + shift);
    await elapse(1000);
    expect(button.textContent).toBe(counting(59));
    expect(button.getAttribute('aria-disabled')).toBe('true');

    await elapse(58_000);
    expect(button.textContent).toBe(counting(1));
    await elapse(1000);
    expect(button.textContent).toBe(getCode);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });
});
