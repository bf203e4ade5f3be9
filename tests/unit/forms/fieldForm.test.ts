import { describe, expect, it } from 'vitest';
import { formErrors, formValues, itemsToForm, itemValues, optionLabel } from '../../../renderer/forms/fieldForm';
import { loadScreenDoc } from '../../support/runScreen';

const config = loadScreenDoc('bindBank').constants!.fieldConfig;

const items = [
  { code: 'phone', cate: 'txt', title: 'Mobile', inputType: 'phone', cardTypeMi: 0 },
  { code: 'bank', cate: 'enum', title: 'Bank', note: [{ name: 'BDO', type: 'BDO' }, { name: 'BPI', type: 7 }], cardTypeMi: 2 },
  { code: 'born', cate: 'day', title: 'Birthday' },
  { code: 'city', cate: 'citySelect', title: 'City', note: [{ name: 'Manila', type: 'MNL' }] },
  { code: 'income', cate: 'txt', title: 'Income', inputType: 'money' },
  { code: 'nick', cate: 'txt', title: 'Nickname', inputType: 'text', required: 0 },
];

describe('itemsToForm', () => {
  const form = itemsToForm(items, config);

  it('makes one field per item, the widget by cate and the mask by inputType', () => {
    expect(form.fields.map((f) => [f.code, f.widget, f.mask, f.keypad])).toEqual([
      ['phone', 'text', 'phone', false],
      ['bank', 'picker', 'text', false],
      ['born', 'date', 'text', false],
      ['city', 'picker', 'text', false],
      ['income', 'text', 'money', true],
      ['nick', 'text', 'text', false],
    ]);
    expect(form.fields[1].options).toEqual([
      { value: 'BDO', label: 'BDO' },
      { value: '7', label: 'BPI' },
    ]);
  });

  it('builds a JSON Schema and a uiSchema for rjsf', () => {
    expect(form.schema).toMatchObject({
      type: 'object',
      required: ['phone', 'bank', 'born', 'city', 'income'],
      properties: { bank: { type: 'string', title: 'Bank', enum: ['BDO', '7'] }, phone: { type: 'string', title: 'Mobile' } },
    });
    expect(form.uiSchema['ui:order']).toEqual(['phone', 'bank', 'born', 'city', 'income', 'nick']);
    expect(form.uiSchema.phone).toMatchObject({ 'ui:widget': 'text', 'ui:options': { mask: 'phone', maxLength: 11 } });
  });

  it('takes messages from the schema config, with the field title filled in', () => {
    expect(form.fields[0]).toMatchObject({ requiredMessage: 'Please enter Mobile', patternMessage: 'Please enter an 11-digit mobile number' });
    expect(form.fields[1].requiredMessage).toBe('Please select Bank');
  });

  it.each([[null], [undefined], ['items'], [[null, 1, 'x', {}, { code: '' }]], [{ code: 'a' }]])('never throws on junk: %j', (junk) => {
    expect(itemsToForm(junk, config).fields).toEqual([]);
  });

  it('skips a duplicate code', () => {
    expect(itemsToForm([{ code: 'a', title: 'A' }, { code: 'a', title: 'B' }], config).fields.map((f) => f.title)).toEqual(['A']);
  });
});

describe('formErrors and formValues', () => {
  const form = itemsToForm(items, config);

  it('lists missing and malformed values in field order', () => {
    expect(formErrors(form, { phone: '0917123', bank: 'XXX', income: '12.345' })).toEqual([
      { code: 'phone', message: 'Please enter an 11-digit mobile number' },
      { code: 'bank', message: 'Please select Bank' },
      { code: 'born', message: 'Please select Birthday' },
      { code: 'city', message: 'Please select City' },
      { code: 'income', message: 'Please enter an amount, e.g. 15000.50' },
    ]);
  });

  it('is empty when everything is right (an optional field may stay empty)', () => {
    expect(formErrors(form, { phone: '09171234567', bank: '7', born: '1990-01-02', city: 'MNL', income: '15000.5' })).toEqual([]);
  });

  it('the payload is the extra entries plus one per field, trimmed, nothing else', () => {
    expect(formValues(form, { phone: '09171234567', other: 'x', nick: ' Jo ' }, { product_id: '1', cardType: 2 })).toEqual({
      product_id: '1',
      cardType: 2,
      phone: '09171234567',
      bank: '',
      born: '',
      city: '',
      income: '',
      nick: 'Jo',
    });
  });

  it('itemValues reads the server prefill; optionLabel shows the option whose type equals the value', () => {
    expect(itemValues([{ code: 'a', value: 2 }, { code: 'b' }, null])).toEqual({ a: '2', b: '' });
    expect(optionLabel(form.fields[1].options, 7)).toBe('BPI');
    expect(optionLabel(form.fields[1].options, 'nope')).toBe('');
    expect(optionLabel(form.fields[1].options, '')).toBe('');
  });
});
