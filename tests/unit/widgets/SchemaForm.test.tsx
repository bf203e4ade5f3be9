/**
 * The form drawn from a JSON Schema (the registry's SchemaForm, which loads
 * its code on demand): while it loads, a frame as tall as its fields holds the
 * place; typing emits every value so far, including a field the form does
 * not show now; the engine's messages show under their fields; a new check
 * puts the focus on the first field with a message, and typing never moves it.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import SchemaForm, { LONG_FORM } from '../../../widgets/form/SchemaForm.tsx';
import { LazySchemaForm } from '../../../widgets/LazySchemaForm.tsx';
import { itemsToForm } from '../../../renderer/forms/fieldForm.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import type { JsonObject } from '../../../renderer/types.ts';

const bindBank = loadScreenDoc('bindBank');
// The fields are the server's bank items: test data, made into a form the way the screen does.
const form = itemsToForm(
  [
    { code: 'holder', cate: 'txt', title: 'Holder name', inputType: 'text' },
    { code: 'account', cate: 'txt', title: 'Account number', inputType: 'text' },
  ],
  bindBank.constants!.fieldConfig as JsonObject,
);
const labels = bindBank.copy!.formLabels as JsonObject;

function draw(props: { formData?: JsonObject; errors?: { code: string; message: string }[]; focusRequest?: number } = {}, drawn = form) {
  const emit = vi.fn(async () => {});
  const element = (p: typeof props) => (
    <SchemaForm nodeId="bank" busy={false} emit={emit} schema={drawn.schema as JsonObject} uiSchema={drawn.uiSchema as JsonObject} labels={labels} {...p} />
  );
  const { rerender, container, unmount } = render(element(props));
  return { emit, container, unmount, redraw: (next: typeof props) => rerender(element(next)) };
}

describe('<SchemaForm>', () => {
  it('while the form’s code loads, an empty frame of as many fields holds the place, hidden from screen readers; then the fields', async () => {
    const { container } = render(
      <LazySchemaForm
        nodeId="bank"
        busy={false}
        emit={vi.fn(async () => {})}
        schema={form.schema as JsonObject}
        uiSchema={form.uiSchema as JsonObject}
        labels={labels}
      />,
    );
    const frame = container.querySelector('.w-form--pending');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelectorAll('.w-field')).toHaveLength(2);
    expect(await view.findByLabelText('Account number')).toBeTruthy();
    expect(container.querySelector('.w-form--pending')).toBeNull();
  });

  it('typing emits every value so far, a value of a field not shown now included', () => {
    const { emit } = draw({ formData: { holder: 'Ana Cruz', walletNo: '0917' } });
    fireEvent.change(view.getByLabelText('Account number'), { target: { value: '123456' } });
    expect(emit).toHaveBeenLastCalledWith('change', { holder: 'Ana Cruz', walletNo: '0917', account: '123456' });
  });

  it('an edit shows at once, and two edits before the screen answers both reach it', () => {
    const { emit } = draw({ formData: { walletNo: '0917' } });
    fireEvent.change(view.getByLabelText('Holder name'), { target: { value: 'Ana' } });
    expect((view.getByLabelText('Holder name') as HTMLInputElement).value).toBe('Ana');
    fireEvent.change(view.getByLabelText('Account number'), { target: { value: '42' } });
    expect(emit).toHaveBeenLastCalledWith('change', { walletNo: '0917', holder: 'Ana', account: '42' });
  });

  it('a form that is not flat (here a field without a widget of ours) is drawn by rjsf, loaded then', async () => {
    const nested = {
      schema: { type: 'object', properties: { ...(form.schema.properties as JsonObject), note: { type: 'string', title: 'Note' } } },
      uiSchema: { ...(form.uiSchema as JsonObject), 'ui:order': ['holder', 'account', 'note'] },
    };
    const { emit } = draw({}, nested as never);
    expect(await view.findByLabelText('Note')).toBeTruthy();
    fireEvent.change(view.getByLabelText('Account number'), { target: { value: '123456' } });
    expect(emit).toHaveBeenLastCalledWith('change', { account: '123456' });
  });

  it('a message shows under its field, which is marked invalid and described by it', () => {
    draw({ errors: [{ code: 'account', message: 'Check the account number' }] });
    const field = view.getByLabelText('Account number');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Check the account number');
    expect(view.getByLabelText('Holder name').getAttribute('aria-invalid')).toBe('false');
  });

  it('each check puts the focus on the first field with a message; typing elsewhere does not move it', () => {
    const errors = [
      { code: 'account', message: 'Check the account number' },
      { code: 'holder', message: 'Enter the name' },
    ];
    const { redraw } = draw({ focusRequest: 0 });
    redraw({ errors, focusRequest: 1 });
    const account = view.getByLabelText('Account number');
    expect(document.activeElement).toBe(account);
    const holder = view.getByLabelText('Holder name');
    holder.focus();
    redraw({ errors, focusRequest: 1, formData: { holder: 'A' } });
    expect(document.activeElement).toBe(holder);
    redraw({ errors, focusRequest: 2, formData: { holder: 'A' } });
    expect(document.activeElement).toBe(account);
  });

  it('a form of more than LONG_FORM fields is marked long (its fields off screen skip their layout); a shorter one is drawn whole', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `f${i}`, cate: 'txt', title: `Field ${i}`, inputType: 'text' }));
    const drawForm = (n: number) => {
      const { container, unmount } = draw({}, itemsToForm(items(n), bindBank.constants!.fieldConfig as JsonObject));
      const found = { fields: container.querySelectorAll('.w-field').length, long: !!container.querySelector('.w-form--long') };
      unmount();
      return found;
    };
    expect(drawForm(LONG_FORM)).toEqual({ fields: LONG_FORM, long: false });
    expect(drawForm(LONG_FORM + 1)).toEqual({ fields: LONG_FORM + 1, long: true });
  });
});
