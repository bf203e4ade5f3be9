// @vitest-environment node
/**
 * Issue 29, on every text field the bank form can draw: every field has a
 * maximum (the server's when the item gives one, else its kind's), a value
 * over it is refused in words and never sent, and invisible characters (zero
 * width, direction overrides) are neither shown back nor sent. The fields
 * come from every sandbox answer of the form, plus one of a kind the
 * configuration does not know, so a new field or kind is covered without code.
 */
import { describe, expect, it } from 'vitest';
import { FALLBACK_MAX_LENGTH, formErrors, formValues, itemsToForm } from '../../../renderer/forms/fieldForm.ts';
import { cleanValue } from '../../../widgets/form/masks.ts';
import { withoutInvisibles } from '../../../renderer/graphemes.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { scenario, scenarioNames } from '../../../sandbox/scenarios.ts';
import type { JsonObject } from '../../../renderer/types.ts';

const screen = loadScreenDoc('bindBank');
const config = screen.constants!.fieldConfig;

const sandboxItems = scenarioNames().flatMap((name) => {
  const items = (scenario(name)?.responses?.cardInit?.body as { data?: { items?: JsonObject[] } } | undefined)?.data?.items;
  return Array.isArray(items) ? items.filter((i) => i && i.cate === 'txt') : [];
});
const byKind = new Map(sandboxItems.map((item) => [`${item.code}:${item.inputType}`, item]));
const FIELDS: JsonObject[] = [
  ...byKind.values(),
  { code: 'nickname', cate: 'txt', title: 'Nickname', inputType: 'name' }, // a kind the configuration does not know
  { code: 'reference', cate: 'txt', title: 'Reference', inputType: 'text', maxLength: 12 }, // the server's own limit
];

const INVISIBLE_NAME = 'Ju\u200Ban \u202EzurC aleD\u202C\u200D';

describe('every text field of the bank form has a maximum, and keeps nothing invisible', () => {
  it('walks the sandbox’s fields', () => {
    expect(FIELDS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(FIELDS.map((item) => [`${item.code} (${item.inputType || 'no input type'})`, item] as const))('%s', (_name, item) => {
    const form = itemsToForm([item], config);
    const [field] = form.fields;
    expect(field.maxLength).toBeGreaterThan(0);
    expect(field.maxLength).toBeLessThanOrEqual(item.maxLength ? Number(item.maxLength) : FALLBACK_MAX_LENGTH);

    // Pasted into the box: it keeps at most the maximum.
    const pasted = `${'7'.repeat(5000)}${'x'.repeat(5000)}`;
    expect(cleanValue(field.mask, pasted, field.maxLength).length).toBeLessThanOrEqual(field.maxLength);
    // Arrived longer (a prefilled value): refused in the screen's words, with the limit.
    const message = formErrors(form, { [field.code]: '7'.repeat(10000) }).find((e) => e.code === field.code)?.message ?? '';
    expect(message.startsWith(screenCopy(screen, 'tooLong').split('{')[0])).toBe(true);
    expect(message).toContain(String(field.maxLength));

    // Invisible characters are not kept in the box, and not sent.
    expect(cleanValue(field.mask, INVISIBLE_NAME, field.maxLength)).not.toMatch(/[\u200B-\u200F\u202A-\u202E]/);
    const sent = String(formValues(form, { [field.code]: INVISIBLE_NAME }, {})[field.code]);
    expect(sent).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/);
  });

  it.each([
    ['zero-width space, direction override and pop, joiner after a letter', INVISIBLE_NAME, 'Juan zurC aleD'],
    ['soft hyphen, word joiner, byte-order mark', 'Ma\u00ADria\u2060 \uFEFFSantos', 'Maria Santos'],
    ['a family emoji keeps its joiners (one character, never three)', 'Ana 👨‍👩‍👧', 'Ana 👨‍👩‍👧'],
    ['a skin-toned emoji joined to another', '👩🏽‍💻', '👩🏽‍💻'],
  ])('withoutInvisibles: %s', (_what, typed, kept) => {
    expect(withoutInvisibles(typed)).toBe(kept);
  });

  it('a name typed with direction overrides is sent as the letters it is made of', () => {
    const form = itemsToForm([{ code: 'holderName', cate: 'txt', title: 'Full name', inputType: 'text' }], config);
    expect(formValues(form, { holderName: INVISIBLE_NAME }, {})).toEqual({ holderName: 'Juan zurC aleD' });
  });
});
