/**
 * A card-type or channel switch on the bank form, through the form widget:
 * the bank screen's own forms for every card type × channel of the sandbox's
 * card-init answer (the screen resolves them; the widget draws them in turn,
 * there and back). At every step the borrower sees exactly that form's
 * fields, in its order, with what was typed; a field of both forms keeps its
 * element; a field not shown has no element. And the switch costs what
 * changes (docs/decisions/034-bank-switch.md): only the fields that appear
 * are drawn, never the ones that stay (before, rjsf drew every field again
 * on every switch).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import SchemaForm from '../../../widgets/form/SchemaForm.tsx';
import { findNode, runScreen } from '../../support/runScreen.ts';
import type { JsonObject } from '../../../renderer/types.ts';

// Every field widget draws its FieldShell: its renders are the field's renders.
const drawn = vi.hoisted(() => ({ ids: [] as string[] }));
vi.mock('../../../widgets/form/FieldShell.tsx', async (load) => {
  const real = await load<typeof import('../../../widgets/form/FieldShell.tsx')>();
  return {
    FieldShell: (props: { id: string; label: string; children: ReactNode }) => {
      drawn.ids.push(props.id);
      return real.FieldShell(props);
    },
  };
});

interface Step {
  name: string;
  schema: JsonObject;
  uiSchema: JsonObject;
  order: string[];
}

const COMBOS = [
  [1, '90006'],
  [1, '90007'],
  [1, '90008'],
  [2, '90006'],
  [1, '99999'],
  [3, '90006'],
] as const;

let steps: Step[] = [];
let labels: JsonObject = {};

beforeAll(async () => {
  const run = await runScreen('bindBank', 'default');
  labels = run.screen.copy?.formLabels as JsonObject;
  for (const [cardType, channel] of COMBOS) {
    run.runtime.store.setState((s) => ({ state: { ...s.state, cardType, channel } }));
    const form = findNode(run.tree().nodes, (n) => n.widget === 'SchemaForm')!;
    const uiSchema = form.props.uiSchema as JsonObject;
    const { schema } = form.props as { schema: JsonObject };
    steps.push({ name: `card type ${cardType}, channel ${channel}`, schema, uiSchema, order: uiSchema['ui:order'] as string[] });
  }
  // There and back again: every form comes a second time, after the others.
  steps = [...steps, ...steps.slice(0, -1).reverse()];
});

const fieldsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-field]')];
const codeOf = (el: HTMLElement) => el.dataset.field!.slice('bank_'.length);

describe('<SchemaForm> switching between the bank forms', () => {
  it('shows exactly each form’s fields in its order, keeps elements and typed values, and draws only the fields that appear', () => {
    let values: JsonObject = {};
    const emit = vi.fn(async (_event: string, payload: unknown) => {
      values = payload as JsonObject;
    });
    const element = (s: Step) => (
      <SchemaForm nodeId="bank" busy={false} emit={emit as never} schema={s.schema} uiSchema={s.uiSchema} formData={values} labels={labels} />
    );
    const { container, rerender } = render(element(steps[0]));
    let before = new Map(fieldsOf(container).map((el) => [codeOf(el), el]));
    const typed = new Map<string, string>();
    const everShown = new Set<string>(steps[0].order);

    for (const [i, step] of steps.entries()) {
      drawn.ids.length = 0;
      act(() => rerender(element(step)));
      const fields = fieldsOf(container);
      expect(fields.map(codeOf), step.name).toEqual(step.order);
      for (const el of fields) {
        const code = codeOf(el);
        if (before.has(code)) expect(el, `${step.name}: ${code} is the same element`).toBe(before.get(code));
        const input = el.querySelector('input');
        if (typed.has(code)) expect(input?.value, `${step.name}: ${code} keeps what was typed`).toBe(typed.get(code));
      }
      // Back to fields shown before, only the fields that were not there a moment ago are drawn (on a form's
      // first visit, rjsf gets a new schema and draws the form once more).
      const appeared = step.order.filter((code) => !before.has(code));
      const seenBefore = step.order.every((code) => everShown.has(code));
      for (const code of step.order) everShown.add(code);
      if (i > 0 && seenBefore) expect([...new Set(drawn.ids)].map((id) => id.slice('bank_'.length)).sort(), step.name).toEqual(appeared.sort());

      // Type into every text field of this form that is still empty: later steps must show it again.
      for (const el of fields) {
        const input = el.querySelector<HTMLInputElement>('input:not(.w-field__date)');
        const code = codeOf(el);
        if (!input || input.readOnly || typed.has(code) || input.value) continue;
        act(() => void fireEvent.change(input, { target: { value: '12345' } }));
        act(() => rerender(element(step)));
        typed.set(code, input.value);
      }
      before = new Map(fieldsOf(container).map((el) => [codeOf(el), el]));
    }
    expect(typed.size).toBeGreaterThan(0);
    // Every value typed is still in what the form emits, shown now or not.
    for (const code of typed.keys()) expect(values[code], code).toBeTruthy();
  });
});
