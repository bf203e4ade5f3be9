/**
 * A code for another number (issue 16): a verification code belongs to the
 * value it was sent for. Editing that value resets the code step — the code
 * typed is cleared, the countdown stops, and the screen says so — so Apply
 * can never send a new number with the old number's code.
 *
 * Walks every screen: a screen whose form has a code field (a countdown
 * add-on) must be listed in CODE_STEPS with the field its code is bound to,
 * and is then driven through get code → edit → apply. A code input outside a
 * form (CodeInput) must sit in a Dialog: the value it was sent for (the
 * chosen card) cannot be edited while the code step is open.
 *
 * Walks every screen document of schemas/screens/ (with its shared parts);
 * today that finds promoRegister's form code step and repaymentWay's
 * CodeInput.
 */
import { describe, expect, it } from 'vitest';
import { runScreen, type ScreenRun } from '../../../support/runScreen.ts';
import type { Json, JsonObject } from '../../../../renderer/types.ts';
import { readParts, readScreen, screenIdsIn } from '../../../../scripts/readScreen.ts';

// With their shared parts (scripts/readScreen.ts): what a part holds is each using screen's.
const parts = readParts();
const screens = screenIdsIn().map((id) => readScreen(id, undefined, parts) as unknown as JsonObject);

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nodes of a body with their ancestors' widgets. */
function nodes(value: Json, parents: string[] = [], out: { node: JsonObject; parents: string[] }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => nodes(v, parents, out));
  else if (isObject(value)) {
    if (typeof value.widget === 'string') out.push({ node: value, parents });
    const inner = typeof value.widget === 'string' ? [...parents, value.widget] : parents;
    for (const v of Object.values(value)) nodes(v, inner, out);
  }
  return out;
}

/** A form field with a countdown add-on: the field the code is typed into. */
function formCodeFields(screen: JsonObject): string[] {
  return nodes(screen.body ?? null)
    .filter(({ node }) => node.widget === 'SchemaForm')
    .flatMap(({ node }) => Object.entries((isObject(node.props) && isObject(node.props.fieldProps) ? node.props.fieldProps : {}) as JsonObject))
    .filter(([, props]) => isObject(props) && 'endsAt' in props)
    .map(([field]) => field);
}

/** How to reach each form's code step: the values before get code, the field the code is bound to, and an edit of it. */
const CODE_STEPS: Record<string, { scenario: string; values: JsonObject; codeField: string; boundField: string; sameNumber: string; otherNumber: string }> = {
  promoRegister: {
    scenario: 'default',
    values: { mobile: '+63 917 123 4567', captcha: 'ab12' },
    codeField: 'smsCode',
    boundField: 'mobile',
    // Spacing changes nothing: it is still the number the code went to.
    sameNumber: '0917 123 4567',
    otherNumber: '+63 917 123 4568',
  },
};

const withFormCode = screens.filter((s) => formCodeFields(s).length > 0);

describe('every screen with a code step binds the code to the value it was sent for', () => {
  it('finds the form code steps (promo register) and lists each in CODE_STEPS', () => {
    expect(withFormCode.map((s) => s.id)).toContain('promoRegister');
    for (const s of withFormCode) expect(Object.keys(CODE_STEPS), `add ${String(s.id)} to CODE_STEPS`).toContain(s.id);
  });

  it('a code input outside a form sits in a Dialog (its value cannot be edited while the code step is open)', () => {
    const codeInputs = screens.flatMap((s) =>
      nodes(s.body ?? null)
        .filter(({ node }) => node.widget === 'CodeInput')
        .map((n) => ({ id: s.id, ...n })),
    );
    expect(codeInputs.map((c) => c.id)).toContain('repaymentWay');
    for (const c of codeInputs) expect(c.parents, String(c.id)).toContain('Dialog');
  });

  for (const screen of withFormCode) {
    const step = CODE_STEPS[String(screen.id)];
    if (!step) continue;
    const form = (run: ScreenRun, event: string, payload: Json) => run.tap((n) => n.widget === 'SchemaForm', event, payload);
    const state = (run: ScreenRun) => run.runtime.store.getState().state;
    const copy = (run: ScreenRun) => run.runtime.getContext().copy as Record<string, string>;

    /** Get code, then type the code received. */
    async function codeStep(): Promise<ScreenRun> {
      const run = await runScreen(String(screen.id), step.scenario);
      await form(run, 'change', step.values);
      await form(run, 'getCode', { counting: false });
      expect(Number(state(run).codeEndsAt)).toBeGreaterThan(0);
      await form(run, 'change', { ...step.values, [step.codeField]: '123456' });
      return run;
    }

    it(`${String(screen.id)}: editing ${step.boundField} after get code clears the code and the countdown, and says so`, async () => {
      const run = await codeStep();
      await form(run, 'change', { ...step.values, [step.boundField]: step.otherNumber, [step.codeField]: '123456' });
      expect((state(run).values as JsonObject)[step.codeField]).toBe('');
      expect((state(run).values as JsonObject)[step.boundField]).toBe(step.otherNumber);
      expect(state(run).codeEndsAt).toBe(0);
      expect(run.effects.toasts.at(-1)).toBe(copy(run).codeReset);
    });

    it(`${String(screen.id)}: Apply after the edit never sends the new ${step.boundField} with the old code`, async () => {
      const run = await codeStep();
      await form(run, 'change', { ...step.values, [step.boundField]: step.otherNumber, [step.codeField]: '123456' });
      await run.tap((n) => n.widget === 'Button' && n.props.label === copy(run).apply);
      const registered = run.effects.requests.filter((r) => r.endpoint === 'register');
      expect(registered.map((r) => new URLSearchParams(r.body).get(step.codeField))).toEqual([]);
    });

    for (const lang of ['en', 'fil']) {
      it(`${String(screen.id)} (${lang}): the old code typed again after the edit: Apply asks for a code for this ${step.boundField} in words and sends nothing; with a new code it registers the new ${step.boundField}`, async () => {
        const run = await runScreen(String(screen.id), step.scenario, undefined, { lang });
        await form(run, 'change', step.values);
        await form(run, 'getCode', { counting: false });
        await form(run, 'change', { ...step.values, [step.boundField]: step.otherNumber });
        // The SMS that came for the first number is still on the phone: typed in again.
        await form(run, 'change', { ...step.values, [step.boundField]: step.otherNumber, [step.codeField]: '123456' });
        await run.tap((n) => n.widget === 'Button' && n.props.label === copy(run).apply);
        expect(run.effects.requests.filter((r) => r.endpoint === 'register')).toEqual([]);
        expect(run.effects.toasts.at(-1)).toBe(copy(run).codeForOtherNumber);
        await form(run, 'getCode', { counting: false });
        await form(run, 'change', { ...step.values, [step.boundField]: step.otherNumber, [step.codeField]: '654321' });
        await run.tap((n) => n.widget === 'Button' && n.props.label === copy(run).apply);
        const [asked, sentFor] = run.effects.requests.filter((r) => r.endpoint === 'getSms' || r.endpoint === 'register').slice(-2);
        expect(asked.endpoint).toBe('getSms');
        expect(new URLSearchParams(sentFor.body).get('phone')).toBe(new URLSearchParams(asked.body).get('phone'));
        expect(new URLSearchParams(sentFor.body).get(step.codeField)).toBe('654321');
      });
    }

    it(`${String(screen.id)}: the same ${step.boundField} written differently, or another field edited, keeps the code`, async () => {
      const run = await codeStep();
      const toasts = run.effects.toasts.length;
      await form(run, 'change', { ...step.values, [step.boundField]: step.sameNumber, [step.codeField]: '123456' });
      await form(run, 'change', { ...step.values, [step.boundField]: step.sameNumber, captcha: 'cd34', [step.codeField]: '123456' });
      expect((state(run).values as JsonObject)[step.codeField]).toBe('123456');
      expect(Number(state(run).codeEndsAt)).toBeGreaterThan(0);
      expect(run.effects.toasts.length).toBe(toasts);
    });

    it(`${String(screen.id)}: after the reset a code for the new ${step.boundField} can be asked for at once`, async () => {
      const run = await codeStep();
      await form(run, 'change', { ...step.values, [step.boundField]: step.otherNumber });
      await form(run, 'getCode', { counting: false });
      expect(run.effects.toasts.at(-1)).toBe(copy(run).smsSent);
      expect(run.effects.requests.filter((r) => r.endpoint === 'getSms')).toHaveLength(2);
    });
  }
});
