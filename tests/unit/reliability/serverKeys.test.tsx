/**
 * What the answer fuzzing (fuzzAnswers.test.tsx) found, pinned down one case
 * each: server values used as keys.
 *
 * - A bank field whose code is a name every object has ("toString",
 *   "constructor", "__proto__") found Object's own function or prototype in
 *   the form's message table and drew it: React refused ("Objects are not
 *   valid as a React child") and the whole bank form fell back.
 * - Options, tabs and picker choices were keyed by their server value; a
 *   server that repeats a value made React warn and, on the next update,
 *   duplicate or drop entries.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import SchemaForm from '../../../widgets/form/SchemaForm.tsx';
import { ChoiceList } from '../../../widgets/ChoiceList.tsx';
import { Tabs } from '../../../widgets/Tabs.tsx';
import { formValues, itemValues, itemsToForm } from '../../../renderer/forms/fieldForm.ts';
import type { Json } from '../../../renderer/types.ts';
import { captureErrors, type CapturedErrors } from '../../support/captureErrors.ts';
import bankScreen from '../../../schemas/screens/bindBank.json' with { type: 'json' };

const runtime = { emit: async () => {}, busy: false };
let errors: CapturedErrors;
beforeEach(() => {
  errors = captureErrors();
});
afterEach(() => errors.stop());

function bankForm(items: Json[], errorList: Json[] = []) {
  const form = itemsToForm(items, { kinds: { enum: { widget: 'picker' } } });
  return (
    <SchemaForm
      {...runtime}
      nodeId="bank"
      schema={form.schema as never}
      uiSchema={form.uiSchema as never}
      formData={{}}
      errors={errorList as never}
      labels={{ confirm: bankScreen.copy.en.formLabels.confirm, cancel: bankScreen.copy.en.formLabels.cancel }}
    />
  );
}

describe('bank fields named like object built-ins', () => {
  it.each([['toString'], ['constructor'], ['__proto__'], ['hasOwnProperty']])('a field coded %s draws its title and no message', (code) => {
    render(
      bankForm([
        { code, cate: 'txt', title: 'Account name' },
        { code: 'cardNo', cate: 'txt', title: 'Card number' },
      ]),
    );
    expect(screen.getByLabelText('Account name')).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(document.querySelector('.w-field__error')).toBeNull();
    expect(errors.list).toEqual([]);
  });

  it.each([['toString'], ['constructor'], ['__proto__'], ['hasOwnProperty']])('a field coded %s keeps its prefill and is sent with its value', (code) => {
    const items = [
      { code, cate: 'txt', title: 'Account name', value: 'Ana Cruz' },
      { code: 'cardNo', cate: 'txt', title: 'Card number', value: '1234' },
    ];
    const prefill = itemValues(items);
    expect(Object.keys(prefill)).toEqual([code, 'cardNo']);
    const sent = formValues(itemsToForm(items, {}), prefill, { bankId: 'B1' });
    expect(Object.entries(sent)).toEqual([
      ['bankId', 'B1'],
      [code, 'Ana Cruz'],
      ['cardNo', '1234'],
    ]);
  });

  it('its own message still shows', () => {
    render(bankForm([{ code: 'toString', cate: 'txt', title: 'Account name' }], [{ code: 'toString', message: 'Please enter Account name' }]));
    expect(screen.getByText('Please enter Account name')).toBeTruthy();
    expect(errors.list).toEqual([]);
  });
});

describe('lists whose server values repeat', () => {
  it('a choice list draws every option, and exactly the new ones after an update', () => {
    const options = [
      { value: '1', title: 'Loan application' },
      { value: '1', title: 'Repayment' }, // server text: a question type
    ];
    const { rerender } = render(<ChoiceList {...runtime} nodeId="types" label="Question type" options={options} value={null} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(options.map((o) => o.title));
    rerender(<ChoiceList {...runtime} nodeId="types" label="Question type" options={[{ value: '1', title: 'Other' }]} value={null} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Other']);
    expect(errors.list).toEqual([]);
  });

  it('tabs draw every tab, and exactly the new ones after an update', () => {
    const tabs = [
      { value: 1, label: 'Wallet' },
      { value: 1, label: 'Bank' },
    ];
    const { rerender } = render(<Tabs {...runtime} nodeId="t" label="Card type" tabs={tabs} value={1} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Wallet', 'Bank']);
    rerender(<Tabs {...runtime} nodeId="t" label="Card type" tabs={[{ value: 1, label: 'Cash' }]} value={1} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cash']);
    expect(errors.list).toEqual([]);
  });

  it('a picker lists every option even when two share a type', () => {
    render(
      bankForm([
        {
          code: 'city',
          cate: 'enum',
          title: 'City',
          note: [
            { type: 'CEB', name: 'Cebu' },
            { type: 'CEB', name: 'Cebu City' },
          ],
        },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cebu', 'Cebu City']);
    expect(errors.list).toEqual([]);
  });
});
