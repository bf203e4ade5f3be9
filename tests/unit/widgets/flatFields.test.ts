// @vitest-environment node
/**
 * Which forms the engine draws itself (widgets/form/flatFields.ts): its
 * field order is rjsf's, and a form it cannot draw the way rjsf would goes to
 * rjsf.
 */
import { describe, expect, it } from 'vitest';
import { orderProperties } from '@rjsf/utils';
import { fieldOrder, flatFields, uiOptions } from '../../../widgets/form/flatFields.ts';

const field = (title: string) => ({ type: 'string', title });
const form = (extra: { schema?: object; uiSchema?: object } = {}) => ({
  schema: { type: 'object', properties: { a: field('A'), b: field('B'), c: field('C') }, required: ['a'], ...extra.schema },
  uiSchema: {
    'ui:order': ['c', 'a', 'b'],
    'ui:submitButtonOptions': { norender: true },
    a: { 'ui:widget': 'text' },
    b: { 'ui:widget': 'picker', 'ui:options': { options: [] } },
    c: { 'ui:widget': 'date' },
    ...extra.uiSchema,
  },
});

describe('fieldOrder', () => {
  const names = ['a', 'b', 'c'];
  it.each([[undefined], [['c', 'a', 'b']], [['b', '*']], [['*', 'a']], [['x', 'c', '*', 'y']], [['c', 'b', 'a', 'z']]])('as rjsf orders %j', (order) => {
    expect(fieldOrder(names, order)).toEqual(orderProperties(names, order as string[]));
  });
  it.each([[['a', 'b']], [['*', 'a', '*']]])('null where rjsf refuses %j', (order) => {
    expect(() => orderProperties(names, order)).toThrow();
    expect(fieldOrder(names, order)).toBeNull();
  });
});

describe('uiOptions', () => {
  it('takes every ui: key without its prefix, with ui:options spread in place', () => {
    expect(uiOptions({ 'ui:widget': 'text', 'ui:placeholder': 'p', 'ui:options': { mask: 'phone', placeholder: 'q' }, other: 1 })).toEqual({
      widget: 'text',
      placeholder: 'q',
      mask: 'phone',
    });
  });
});

describe('flatFields', () => {
  it('gives a flat form’s fields in drawing order, with the form’s own objects', () => {
    const { schema, uiSchema } = form();
    const fields = flatFields(schema, uiSchema)!;
    expect(fields.map((f) => [f.code, f.widget])).toEqual([
      ['c', 'date'],
      ['a', 'text'],
      ['b', 'picker'],
    ]);
    expect(fields[1].property).toBe(schema.properties.a);
    expect(fields[1].ui).toBe(uiSchema.a);
  });

  it.each([
    ['a number field', { schema: { properties: { a: { type: 'number' }, b: field('B'), c: field('C') } } }],
    ['a nested object', { schema: { properties: { a: { type: 'object', properties: {} }, b: field('B'), c: field('C') } } }],
    ['a condition on the form', { schema: { if: {}, then: {} } }],
    ['a field with a default', { schema: { properties: { a: { type: 'string', default: 'x' }, b: field('B'), c: field('C') } } }],
    ['a widget of rjsf’s own', { uiSchema: { a: { 'ui:widget': 'textarea' } } }],
    ['a field without a uiSchema entry', { uiSchema: { a: undefined } }],
    ['a submit button', { uiSchema: { 'ui:submitButtonOptions': { norender: false } } }],
    ['a form-wide option', { uiSchema: { 'ui:disabled': true } }],
    ['an order rjsf refuses', { uiSchema: { 'ui:order': ['a'] } }],
    ['a field of its own kind', { uiSchema: { a: { 'ui:widget': 'text', 'ui:field': 'x' } } }],
  ])('leaves %s to rjsf', (_what, extra) => {
    const { schema, uiSchema } = form(extra as never);
    expect(flatFields(schema, JSON.parse(JSON.stringify(uiSchema)))).toBeNull();
  });

  it('leaves anything that is not a form to rjsf, without throwing', () => {
    for (const bad of [null, 1, 'x', [], { type: 'array' }]) expect(flatFields(bad, {})).toBeNull();
  });
});
