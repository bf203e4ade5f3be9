/**
 * Which forms the engine draws itself, without rjsf (docs/decisions/038-forms-drawn-natively.md).
 *
 * A flat form (an object of string fields, each drawn by one of the
 * project's field widgets) is what every form of the product is: the bank
 * form the fieldForm operation builds and the promotion register form. For
 * such a form rjsf only walks the schema and hands each field widget its id,
 * label, value, placeholder and options; this module does that walk, the
 * way rjsf does it (its `getUiOptions`, `orderProperties` and StringField's
 * label). Anything else (nested objects, arrays, numbers, conditions, a
 * widget of rjsf's own, a submit button) returns null, and rjsf draws it.
 * A unit test draws every product form both ways and compares the pages.
 */
import { record } from '../props.ts';

export type FieldWidgetName = 'text' | 'picker' | 'date';

export interface FlatField {
  code: string;
  widget: FieldWidgetName;
  /** The field's JSON Schema and uiSchema entry, the very objects the form holds (a field that stays keeps them). */
  property: Record<string, unknown>;
  ui: Record<string, unknown>;
}

const WIDGETS: ReadonlySet<string> = new Set<FieldWidgetName>(['text', 'picker', 'date']);
/** Keys rjsf reads in a way the native walk repeats; any other key sends the form to rjsf. */
const ROOT_KEYS = new Set(['type', 'properties', 'required', '$comment']);
const PROPERTY_KEYS = new Set(['type', 'title', 'enum', 'minLength', 'maxLength', 'pattern', '$comment']);
const UI_KEYS = new Set(['ui:widget', 'ui:title', 'ui:options', 'ui:placeholder']);

/**
 * rjsf's `orderProperties`: the `ui:order` list, names the schema lacks left
 * out, the rest at its one `*`. Null where rjsf would refuse the order (it
 * then shows its own error, so that form goes to rjsf).
 */
export function fieldOrder(names: string[], order: unknown): string[] | null {
  if (!Array.isArray(order)) return names;
  const known = new Set(names);
  const listed = order.filter((name) => name === '*' || (typeof name === 'string' && known.has(name))) as string[];
  const inList = new Set(listed);
  const rest = names.filter((name) => !inList.has(name));
  const star = listed.indexOf('*');
  if (star === -1) return rest.length ? null : listed;
  if (star !== listed.lastIndexOf('*')) return null;
  return [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}

/** rjsf's `getUiOptions`: every `ui:` key without its prefix, `ui:options` spread in place. */
export function uiOptions(ui: Record<string, unknown>): Record<string, unknown> {
  let options: Record<string, unknown> = {};
  for (const key of Object.keys(ui)) {
    if (!key.startsWith('ui:')) continue;
    const value = ui[key];
    if (key === 'ui:options' && value && typeof value === 'object' && !Array.isArray(value)) options = { ...options, ...value };
    else options = { ...options, [key.slice(3)]: value };
  }
  return options;
}

/** The fields of a flat form in drawing order, or null when the form is not flat (rjsf draws it). */
export function flatFields(schemaValue: unknown, uiSchemaValue: unknown): FlatField[] | null {
  const schema = record(schemaValue);
  const uiSchema = record(uiSchemaValue);
  if (schema.type !== 'object' || Object.keys(schema).some((key) => !ROOT_KEYS.has(key))) return null;
  const properties = record(schema.properties);
  const submit = uiSchema['ui:submitButtonOptions'];
  if (record(submit).norender !== true) return null;
  for (const key of Object.keys(uiSchema)) {
    if (key.startsWith('ui:') && key !== 'ui:order' && key !== 'ui:submitButtonOptions') return null;
  }
  const order = fieldOrder(Object.keys(properties), uiSchema['ui:order']);
  if (!order) return null;
  const fields: FlatField[] = [];
  for (const code of order) {
    const property = properties[code];
    const ui = uiSchema[code];
    if (code.startsWith('ui:') || !isPlain(property) || !isPlain(ui)) return null;
    if (property.type !== 'string' || Object.keys(property).some((key) => !PROPERTY_KEYS.has(key))) return null;
    if (Object.keys(ui).some((key) => !UI_KEYS.has(key))) return null;
    const widget = ui['ui:widget'];
    if (typeof widget !== 'string' || !WIDGETS.has(widget)) return null;
    fields.push({ code, widget: widget as FieldWidgetName, property, ui });
  }
  return fields;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return Boolean(v) && typeof v === 'object' && !Array.isArray(v);
}
