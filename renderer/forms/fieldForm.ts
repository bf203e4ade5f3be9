/**
 * Server-described fields → a form. The bank binding screen receives its
 * fields as items ({code, cate, title, subtitle, note, inputType, value, ...});
 * this pure function turns the visible items into a JSON Schema, a uiSchema
 * for @rjsf/core, and the checks the engine runs before anything is sent.
 *
 * What a kind of field looks like and says (widget per `cate`, mask and
 * pattern per `inputType`, messages, placeholders) is the screen's
 * `fieldConfig` constant: product staff change it in the schema. Which items
 * are visible is a rule of the screen (see the `where` operation).
 *
 * Server data is untrusted: anything that is not an item is skipped, and no
 * input makes these functions throw.
 */
import type { Json, JsonObject } from '../types.ts';
import { canonicalMobile } from '../mobileNumber.ts';
import { isObject } from '../isObject.ts';
import { graphemeCount, withoutInvisibles } from '../graphemes.ts';

/** The longest value of a text field whose item, input type and config say nothing (issue 29: none is unbounded). */
export const FALLBACK_MAX_LENGTH = 100;

export type FieldWidget = 'text' | 'picker' | 'date';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FormField {
  code: string;
  title: string;
  subtitle: string;
  widget: FieldWidget;
  /** Input mask for text fields: phone, bankCard, number, money or text. */
  mask: string;
  /** Longest raw value (digits for phone): the item's own (the server's), else its input type's, else the config's `defaultMaxLength` for its mask, else FALLBACK_MAX_LENGTH. Never none. */
  maxLength: number;
  /** What the borrower reads when a value is longer (a prefilled one: the box stops typing at the limit). */
  tooLongMessage: string;
  /** Text field edited with the app's money keypad instead of the system keyboard. */
  keypad: boolean;
  options: FieldOption[];
  placeholder: string;
  required: boolean;
  requiredMessage: string;
  pattern: string | null;
  patternMessage: string;
  /** A mobile-number field: the market's rule (renderer/mobileNumber.ts) checks it and gives what is sent. */
  mobile: Json | null;
  /** A card or account number (its input type says `secret`): never kept in the tab's draft (docs/decisions/025-drafts.md). */
  secret: boolean;
}

export interface FieldForm {
  fields: FormField[];
  schema: JsonObject;
  uiSchema: JsonObject;
}

interface InputTypeConfig {
  mask?: string;
  maxLength?: number;
  keypad?: boolean;
  pattern?: string;
  message?: string;
  /** The market's mobile-number rule (config.market.mobile): the field is a mobile number. */
  mobile?: Json;
  /** A card or account number: never kept in a draft. */
  secret?: boolean;
}

interface FieldConfig {
  kinds?: Record<string, { widget?: FieldWidget }>;
  inputTypes?: Record<string, InputTypeConfig>;
  messages?: { required?: string; requiredPick?: string; tooLong?: string };
  /** The longest value per mask when neither the item nor its input type says (a sane one for each kind). */
  defaultMaxLength?: Record<string, number>;
  placeholders?: { text?: string; picker?: string; date?: string };
  /** Names written with one capital that a message keeps as written (titleInSentence), e.g. Maya. */
  properNames?: string[];
}

const text = (v: unknown): string => (v === null || v === undefined || typeof v === 'object' ? '' : String(v));
/**
 * The title as it reads inside a sentence: "Date of birth" → "date of birth",
 * so "Please select your {titleInSentence}" reads naturally (issue 17: "Please
 * select Date of birth"). A first word with another capital or a digit (GCash,
 * TIN, 2FA) is a name or an abbreviation and stays as written, and so does
 * one of `properNames` (Maya: a name with one capital).
 */
export function titleInSentence(title: string, properNames: readonly string[] = []): string {
  const first = title.split(/\s/, 1)[0];
  if (!/^\p{Lu}[\p{Ll}'’-]*$/u.test(first) || properNames.includes(first)) return title;
  return title.charAt(0).toLocaleLowerCase() + title.slice(1);
}

/** A message of the field config: {title} as the server wrote it, {titleInSentence} as it reads mid-sentence. */
const fill = (template: string, title: string, properNames: readonly string[]) =>
  template.replace(/\{titleInSentence\}/g, titleInSentence(title, properNames)).replace(/\{title\}/g, title);

/** A whole number above 0 (a length limit), or undefined. */
function positive(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A field's value as it is checked and sent: text, without invisible characters, trimmed. */
const cleaned = (value: unknown): string => withoutInvisibles(text(value)).trim();

function options(note: unknown): FieldOption[] {
  if (!Array.isArray(note)) return [];
  return note.filter(isObject).map((o) => ({ value: text(o.type), label: text(o.name) }));
}

/** The name of the option whose type equals the stored value ('' when none does). */
export function optionLabel(opts: FieldOption[], value: unknown): string {
  const v = text(value);
  if (v === '') return '';
  return opts.find((o) => o.value === v)?.label ?? '';
}

/** One item's field, its schema and its uiSchema entry: a pure function of the item and the config. */
interface ItemParts {
  field: FormField;
  property: JsonObject;
  ui: JsonObject;
}

function itemParts(item: JsonObject, code: string, config: FieldConfig, properNames: readonly string[]): ItemParts {
  const cate = text(item.cate);
  const widget: FieldWidget = config.kinds?.[cate]?.widget ?? 'text';
  const input: InputTypeConfig = (widget === 'text' && config.inputTypes?.[text(item.inputType)]) || {};
  const title = text(item.title) || code;
  const required = item.required !== 0 && item.required !== false && item.required !== '0';
  const mask = widget === 'text' ? (input.mask ?? 'text') : 'text';
  const maxLength = positive(item.maxLength) ?? positive(input.maxLength) ?? positive(config.defaultMaxLength?.[mask]) ?? FALLBACK_MAX_LENGTH;
  const requiredTemplate = widget === 'text' ? config.messages?.required : config.messages?.requiredPick;
  const field: FormField = {
    code,
    title,
    subtitle: text(item.subtitle),
    widget,
    mask,
    maxLength,
    tooLongMessage: fill(config.messages?.tooLong ?? '{title}', title, properNames).replace(/\{max\}/g, String(maxLength)),
    keypad: input.keypad === true,
    options: options(item.note),
    placeholder: text(config.placeholders?.[widget]),
    required,
    requiredMessage: fill(requiredTemplate ?? '{title}', title, properNames),
    pattern: typeof input.pattern === 'string' ? input.pattern : null,
    patternMessage: fill(input.message ?? '{title}', title, properNames),
    mobile: isObject(input.mobile) ? (input.mobile as Json) : null,
    secret: input.secret === true,
  };
  const property: JsonObject = { type: 'string', title, ...(field.options.length ? { enum: field.options.map((o) => o.value) } : {}) };
  const ui: JsonObject = {
    'ui:widget': widget,
    'ui:options': {
      mask,
      maxLength,
      keypad: field.keypad,
      options: field.options as unknown as Json,
      placeholder: field.placeholder,
      subtitle: field.subtitle,
    },
  };
  return { field, property, ui };
}

/**
 * Worked-out items, by config object and item object: the bank form is made
 * again on every card-type switch and keystroke from the same server items
 * and the same (per language) config, and a switch must cost what changes
 * (docs/decisions/034-bank-switch.md). Items and config are never changed
 * once read (a new answer or language is a new object), so nothing goes
 * stale; the objects handed out are shared, and nothing changes them either.
 * The same objects also let the form widget see a field unchanged at once.
 */
const partsCache = new WeakMap<object, WeakMap<object, ItemParts>>();
const formCache = new WeakMap<object, WeakMap<object, FieldForm>>();

export function itemsToForm(items: unknown, configValue: unknown): FieldForm {
  const cacheable = isObject(configValue) && Array.isArray(items);
  const known = cacheable ? formCache.get(configValue)?.get(items) : undefined;
  if (known) return known;
  const config = (isObject(configValue) ? configValue : {}) as FieldConfig;
  let parts = cacheable ? partsCache.get(configValue) : undefined;
  if (cacheable && !parts) partsCache.set(configValue, (parts = new WeakMap()));
  const properNames = Array.isArray(config.properNames) ? config.properNames.filter((n): n is string => typeof n === 'string') : [];
  const seen = new Set<string>();
  const fields: FormField[] = [];
  const properties: JsonObject = {};
  // Filled as the fields come, in place: a field coded "ui:order" replaces it, as it always did.
  const order: string[] = [];
  const uiSchema: JsonObject = { 'ui:order': order, 'ui:submitButtonOptions': { norender: true } };
  for (const item of Array.isArray(items) ? items : []) {
    if (!isObject(item)) continue;
    const code = text(item.code).trim();
    if (!code || seen.has(code)) continue;
    seen.add(code);
    let p = parts?.get(item);
    if (!p) {
      p = itemParts(item, code, config, properNames);
      parts?.set(item, p);
    }
    fields.push(p.field);
    order.push(code);
    ownKey(properties, code, p.property);
    ownKey(uiSchema, code, p.ui);
  }
  const schema: JsonObject = {
    type: 'object',
    properties,
    required: fields.filter((f) => f.required).map((f) => f.code),
  };
  const form = { fields, schema, uiSchema };
  if (cacheable) {
    let byItems = formCache.get(configValue);
    if (!byItems) formCache.set(configValue, (byItems = new WeakMap()));
    byItems.set(items, form);
  }
  return form;
}

/**
 * A key of the object's own, whatever the server named the field: a plain
 * assignment to `__proto__` would set the object's prototype instead, and the
 * field would be in no list of the form's keys, no prefill and no payload.
 */
function ownKey(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function fieldsOf(form: unknown): FormField[] {
  return isObject(form) && Array.isArray(form.fields) ? (form.fields as unknown as FormField[]) : [];
}

/** What is missing or malformed, in field order: [{code, message}]. */
export function formErrors(form: unknown, valuesValue: unknown): { code: string; message: string }[] {
  const values = isObject(valuesValue) ? valuesValue : {};
  const errors: { code: string; message: string }[] = [];
  for (const f of fieldsOf(form)) {
    const value = cleaned(values[f.code]);
    if (!value) {
      if (f.required) errors.push({ code: f.code, message: f.requiredMessage });
      continue;
    }
    if (f.maxLength > 0 && graphemeCount(value) > f.maxLength) {
      errors.push({ code: f.code, message: f.tooLongMessage });
      continue;
    }
    if (f.widget === 'picker' && f.options.length && !f.options.some((o) => o.value === value)) {
      errors.push({ code: f.code, message: f.requiredMessage });
      continue;
    }
    if (f.mobile && canonicalMobile(value, f.mobile) === null) {
      errors.push({ code: f.code, message: f.patternMessage });
      continue;
    }
    if (f.pattern) {
      let ok: boolean;
      try {
        ok = new RegExp(f.pattern).test(value);
      } catch {
        ok = true; // A broken pattern is the schema check's business, not the borrower's.
      }
      if (!ok) errors.push({ code: f.code, message: f.patternMessage });
    }
  }
  return errors;
}

/** The payload: `extra` plus one entry per field of the form, as typed (raw, without invisible characters, trimmed); a mobile number in the market's one form. */
export function formValues(form: unknown, valuesValue: unknown, extra: unknown): JsonObject {
  const values = isObject(valuesValue) ? valuesValue : {};
  const out: JsonObject = isObject(extra) ? ({ ...extra } as JsonObject) : {};
  for (const f of fieldsOf(form)) {
    const typed = cleaned(values[f.code]);
    ownKey(out, f.code, (f.mobile && canonicalMobile(typed, f.mobile)) || typed);
  }
  return out;
}

/** Initial values: code → the item's `value` (server prefill). */
export function itemValues(items: unknown): JsonObject {
  const out: JsonObject = {};
  for (const item of Array.isArray(items) ? items : []) {
    if (isObject(item) && text(item.code)) ownKey(out, text(item.code), text(item.value));
  }
  return out;
}

/** This module as an operation pack (renderer/operationPacks.ts): the code of fieldForm, formErrors, formValues and itemValues. */
export const formsPack = { itemsToForm, formErrors, formValues, itemValues };
