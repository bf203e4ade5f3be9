// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formErrors, formValues, itemsToForm, itemValues, optionLabel } from '../../../renderer/forms/fieldForm.ts';
import { loadScreenDoc } from '../../support/runScreen.ts';
import { settings, settingsFor } from '../../../app/settings.ts';
import { buildContext } from '../../../renderer/context.ts';
import type { Json, JsonObject, ScreenDoc } from '../../../renderer/types.ts';

/** The field settings as the screen reads them under `settings` (the market's mobile rule filled in, renderer/settingsIn.ts). */
const fieldConfigOf = (doc: ScreenDoc, with_: JsonObject): Json => buildContext(doc, { query: {}, config: with_ }).constants.fieldConfig;

const screen = loadScreenDoc('bindBank');
const config = fieldConfigOf(screen, settings);
const copy = screen.copy as Record<string, string>;
/** A message of the screen's copy with the field's title filled in, as product staff wrote it (and as it reads mid-sentence). */
const say = (key: string, title = '', inSentence = title) => copy[key].replace('{titleInSentence}', inSentence).replace('{title}', title);

const items = [
  { code: 'phone', cate: 'txt', title: 'Mobile', inputType: 'phone', cardTypeMi: 0 },
  {
    code: 'bank',
    cate: 'enum',
    title: 'Bank',
    note: [
      { name: 'BDO', type: 'BDO' },
      { name: 'BPI', type: 7 },
    ],
    cardTypeMi: 2,
  },
  { code: 'born', cate: 'day', title: 'Birthday' },
  { code: 'city', cate: 'citySelect', title: 'City', note: [{ name: 'Manila', type: 'MNL' }] },
  { code: 'income', cate: 'txt', title: 'Income', inputType: 'money' },
  { code: 'nick', cate: 'txt', title: 'Nickname', inputType: 'text', required: 0 },
];

describe('itemsToForm', () => {
  const form = itemsToForm(items, config);

  it('makes one field per item, the widget by cate and the mask by inputType', () => {
    expect(form.fields.map((f) => [f.code, f.widget, f.mask, f.keypad])).toEqual([
      ['phone', 'text', 'mobile', false],
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
    // A phone item takes the market's mobile field (PH: typed the borrower's way, up to 20 characters).
    expect(form.uiSchema.phone).toMatchObject({ 'ui:widget': 'text', 'ui:options': { mask: 'mobile', maxLength: 20 } });
  });

  it('takes messages from the schema config, with the field title filled in', () => {
    expect(form.fields[0]).toMatchObject({ requiredMessage: say('required', 'Mobile', 'mobile'), patternMessage: say('phoneInvalid', 'Mobile') });
    expect(form.fields[1].requiredMessage).toBe(say('requiredPick', 'Bank', 'bank'));
  });

  it.each([[null], [undefined], ['items'], [[null, 1, 'x', {}, { code: '' }]], [{ code: 'a' }]])('never throws on junk: %j', (junk) => {
    expect(itemsToForm(junk, config).fields).toEqual([]);
  });

  it('skips a duplicate code', () => {
    expect(
      itemsToForm(
        [
          { code: 'a', title: 'A' },
          { code: 'a', title: 'B' },
        ],
        config,
      ).fields.map((f) => f.title),
    ).toEqual(['A']);
  });
});

describe('formErrors and formValues', () => {
  const form = itemsToForm(items, config);

  it('lists missing and malformed values in field order', () => {
    expect(formErrors(form, { phone: '0917123', bank: 'XXX', income: '12.345' })).toEqual([
      { code: 'phone', message: say('phoneInvalid', 'Mobile') },
      { code: 'bank', message: say('requiredPick', 'Bank', 'bank') },
      { code: 'born', message: say('requiredPick', 'Birthday', 'birthday') },
      { code: 'city', message: say('requiredPick', 'City', 'city') },
      { code: 'income', message: say('moneyInvalid', 'Income') },
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

describe('phone items follow the market mobile rule', () => {
  const filled = { bank: '7', born: '1990-01-02', city: 'MNL', income: '15000.5' };

  it.each(['09171234567', '0917 123 4567', '0917-123-4567', '+63 917 123 4567', '+639171234567', '639171234567', '9171234567'])(
    'PH: %j is accepted and sent as 09171234567',
    (typed) => {
      const form = itemsToForm(items, config);
      expect(formErrors(form, { ...filled, phone: typed })).toEqual([]);
      expect(formValues(form, { ...filled, phone: typed }, {}).phone).toBe('09171234567');
    },
  );

  it.each(['02 8123 4567', '0917123456', '0917abc4567', '+63 917 123 45678'])('PH: %j is refused with the phone message', (typed) => {
    expect(formErrors(itemsToForm(items, config), { ...filled, phone: typed })).toEqual([{ code: 'phone', message: say('phoneInvalid', 'Mobile') }]);
  });

  it('seed: SPEC digits grouped 3-4-4, at most 11, the seed rule', () => {
    const seedScreen = loadScreenDoc('bindBank', 'en', settingsFor('seed'));
    const form = itemsToForm(items, fieldConfigOf(seedScreen, settingsFor('seed')));
    expect((form.uiSchema.phone as JsonObject)['ui:options']).toMatchObject({ mask: 'phone', maxLength: 11 });
    expect(formErrors(form, { ...filled, phone: '13812345678' })).toEqual([]);
    expect(formValues(form, { ...filled, phone: '13812345678' }, {}).phone).toBe('13812345678');
    expect(formErrors(form, { ...filled, phone: '09171234567' })).toEqual([
      { code: 'phone', message: (seedScreen.copy!.phoneInvalid as string).replace('{title}', 'Mobile') },
    ]);
  });
});
