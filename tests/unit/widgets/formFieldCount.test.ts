// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formFieldCount } from '../../../widgets/form/formFieldCount.ts';
import registerScreen from '../../../schemas/screens/promoRegister.json' with { type: 'json' };

describe('formFieldCount (the place a form holds while rjsf downloads)', () => {
  it('counts the fields of the promo register form', () => {
    const form = registerScreen.forms.register;
    expect(formFieldCount(form.schema, form.uiSchema)).toBe(Object.keys(form.schema.properties).length);
  });

  it('leaves out hidden fields', () => {
    expect(formFieldCount({ properties: { a: {}, b: {} } }, { b: { 'ui:widget': 'hidden' } })).toBe(1);
  });

  it('is 0 for a schema that has not arrived or is not an object', () => {
    for (const schema of [undefined, null, 'x', [], { properties: [] }]) expect(formFieldCount(schema, undefined)).toBe(0);
  });
});
