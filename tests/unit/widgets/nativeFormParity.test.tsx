/**
 * The engine's own form walk (NativeFields) against @rjsf/core (RjsfFields)
 * on every form the product draws: the bank screen's form for every card
 * type × channel of the sandbox's answer, and the promotion register form,
 * in both languages. Each is drawn both ways, empty, filled and with
 * messages, and must give the same page; each field is then edited both
 * ways (typed, cleared, picked, keyed on the money keypad) and must emit the
 * same values (docs/decisions/038-forms-drawn-natively.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import RjsfFields from '../../../widgets/form/RjsfFields.tsx';
import { NativeFields } from '../../../widgets/form/NativeFields.tsx';
import { flatFields } from '../../../widgets/form/flatFields.ts';
import type { FieldFormContext } from '../../../widgets/form/formContext.ts';
import { findNode, runScreen } from '../../support/runScreen.ts';
import type { JsonObject } from '../../../renderer/types.ts';

interface Case {
  name: string;
  schema: JsonObject;
  uiSchema: JsonObject;
  labels: Record<string, string>;
}

const cases: Case[] = [];

beforeAll(async () => {
  for (const language of ['en', 'fil']) {
    const bank = await runScreen('bindBank', 'default', { lang: language });
    for (const [cardType, channel] of [
      [1, '90006'],
      [1, '90007'],
      [1, '90008'],
      [2, '90006'],
      [3, '90006'],
    ] as const) {
      bank.runtime.store.setState((s) => ({ state: { ...s.state, cardType, channel } }));
      const form = findNode(bank.tree().nodes, (n) => n.widget === 'SchemaForm')!;
      cases.push({
        name: `bank form, card type ${cardType}, channel ${channel} (${language})`,
        schema: form.props.schema as JsonObject,
        uiSchema: form.props.uiSchema as JsonObject,
        labels: form.props.labels as Record<string, string>,
      });
    }
    const promo = await runScreen('promoRegister', 'default', { lang: language });
    const form = findNode(promo.tree().nodes, (n) => n.widget === 'SchemaForm')!;
    cases.push({
      name: `promotion register form (${language})`,
      schema: form.props.schema as JsonObject,
      uiSchema: form.props.uiSchema as JsonObject,
      labels: {},
    });
  }
});

type Drawer = 'native' | 'rjsf';

function draw(how: Drawer, c: Case, data: Record<string, unknown>, errors: Record<string, string> = {}) {
  const sent: Record<string, unknown>[] = [];
  const formContext: FieldFormContext = { errors, labels: c.labels, fieldProps: {}, emit: () => {} };
  // As SchemaForm does: what a form emits goes over every value so far.
  const onChange = (values: Record<string, unknown>) => void sent.push({ ...data, ...values });
  const fields = flatFields(c.schema, c.uiSchema);
  const element =
    how === 'native' ? (
      <NativeFields fields={fields!} data={data} formContext={formContext} nodeId="bank" onChange={onChange} />
    ) : (
      <RjsfFields schema={c.schema} uiSchema={c.uiSchema} data={data} formContext={formContext} nodeId="bank" onChange={onChange} />
    );
  const { container } = render(element);
  return { container, sent };
}

/** What a borrower does to one field, and the values each step sends. */
function edit(how: Drawer, c: Case, code: string): Record<string, unknown>[] {
  const data = { elsewhere: 'kept', [code]: undefined };
  const { container, sent } = draw(how, c, data);
  const field = container.querySelector<HTMLElement>(`[data-field="bank_${code}"]`)!;
  const input = field.querySelector<HTMLInputElement>('input');
  const picker = field.querySelector<HTMLButtonElement>('button[aria-haspopup]');
  // One act per tap: a tap's sheet or keypad is on the page before the next tap.
  if (picker) {
    act(() => void fireEvent.click(picker));
    const options = document.body.querySelectorAll<HTMLElement>('[role="option"]');
    act(() => void fireEvent.click(options[options.length - 1]));
    act(() => void fireEvent.click(document.body.querySelector<HTMLElement>('.w-sheet__action--primary')!));
  } else if (input?.readOnly) {
    act(() => void fireEvent.focus(input));
    act(() => void fireEvent.click(document.body.querySelectorAll<HTMLElement>('.w-keypad__key')[4]));
  } else if (input) {
    act(() => void fireEvent.change(input, { target: { value: input.classList.contains('w-field__date') ? '2026-11-27' : '0917 123' } }));
  }
  if (input && !input.readOnly) act(() => void fireEvent.change(input, { target: { value: '' } }));
  cleanup();
  return sent;
}

describe('forms drawn by the engine and by rjsf', () => {
  it('every product form is flat, so the engine draws it', () => {
    expect(cases.length).toBe(12);
    for (const c of cases) expect(flatFields(c.schema, c.uiSchema), c.name).not.toBeNull();
  });

  it('draw the same page, empty, filled and with messages', () => {
    for (const c of cases) {
      const codes = flatFields(c.schema, c.uiSchema)!.map((f) => f.code);
      const filled = Object.fromEntries(codes.map((code, i) => [code, i % 2 ? '12345' : '2026-11-27']));
      const errors = { [codes[0]]: 'first message', [codes[codes.length - 1]]: 'last message' };
      for (const [data, messages] of [
        [{}, {}],
        [filled, {}],
        [filled, errors],
      ] as const) {
        const pages = (['rjsf', 'native'] as const).map((how) => {
          const { container } = draw(how, c, data, messages);
          const html = container.innerHTML;
          cleanup();
          return html;
        });
        expect(pages[1], c.name).toBe(pages[0]);
        expect(pages[0]).toContain('data-field="bank_');
      }
    }
  });

  it('send the same values for every edit of every field', () => {
    let edits = 0;
    for (const c of cases) {
      for (const { code } of flatFields(c.schema, c.uiSchema)!) {
        const byRjsf = edit('rjsf', c, code);
        expect(byRjsf.length, `${c.name}: ${code}`).toBeGreaterThan(0);
        expect(edit('native', c, code), `${c.name}: ${code}`).toEqual(byRjsf);
        edits += byRjsf.length;
      }
    }
    expect(edits).toBeGreaterThan(20);
  });
});
