/**
 * Every field a form has shown so far, in one schema rjsf keeps, and which of
 * them the form shows now (docs/decisions/034-bank-switch.md).
 *
 * The bank form's fields change with the card type, and rjsf redraws every
 * field when its schema changes (the schema is in every field's registry), so
 * a switch cost what the whole form costs (≈ 55 ms at 500 server fields). With
 * the union, a switch back to fields seen before gives rjsf the very same
 * schema: it draws nothing, and only the fields that appear or go are drawn
 * or removed (FieldTemplate draws a field not shown now as nothing at all, so
 * the page holds exactly today's fields).
 *
 * The shown form stays the authority: each shown field takes its definition
 * from it (one that differs from the union's, a server code reused with
 * another title, replaces it), and its order is kept. When the union cannot
 * keep that order, or the form is not a flat object form, the union starts
 * again from the shown form (correct, only slower once).
 */
import { orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { record } from '../props';

export interface FieldUnion {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Union fields in drawing order. */
  order: string[];
  /** code → the JSON text of its schema, uiSchema and required flag (what "the same field" means). */
  defs: Map<string, string>;
  /** The JSON text of everything but the fields (type, required aside; ui:submitButtonOptions...). */
  frame: string;
}

export interface UnionView {
  union: FieldUnion;
  /** The fields shown now. */
  shown: ReadonlySet<string>;
}

const fieldKey = (code: string) => !code.startsWith('ui:');

/** The shown form's field order, as rjsf would draw it; null when rjsf would refuse it (rjsf then shows its own error). */
function shownOrder(schema: RJSFSchema, uiSchema: UiSchema): string[] | null {
  const names = Object.keys(record(schema.properties));
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return names;
  try {
    return orderProperties(names, order as string[]);
  } catch {
    return null;
  }
}

function frameOf(schema: RJSFSchema, uiSchema: UiSchema): string {
  const { properties: _p, required: _r, ...rest } = schema;
  const ui = Object.fromEntries(Object.entries(uiSchema).filter(([k]) => !fieldKey(k) && k !== 'ui:order'));
  return JSON.stringify([rest, ui]);
}

function defOf(schema: RJSFSchema, uiSchema: UiSchema, code: string, required: ReadonlySet<string>): string {
  return JSON.stringify([record(schema.properties)[code], uiSchema[code] ?? null, required.has(code)]);
}

function build(
  order: string[],
  defs: Map<string, string>,
  frame: string,
  parts: Map<string, [unknown, unknown, boolean]>,
  base: RJSFSchema,
  baseUi: UiSchema,
): FieldUnion {
  const { properties: _p, required: _r, ...rest } = base;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const ui: Record<string, unknown> = Object.fromEntries(Object.entries(baseUi).filter(([k]) => !fieldKey(k)));
  for (const code of order) {
    const [p, u, req] = parts.get(code)!;
    properties[code] = p;
    if (u !== null && u !== undefined) ui[code] = u;
    if (req) required.push(code);
  }
  ui['ui:order'] = order;
  return { schema: { ...rest, properties, required } as RJSFSchema, uiSchema: ui as UiSchema, order, defs, frame };
}

/** The shown form alone, as a union. */
function fresh(schema: RJSFSchema, uiSchema: UiSchema, order: string[]): UnionView {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const defs = new Map(order.map((c) => [c, defOf(schema, uiSchema, c, required)]));
  const parts = new Map(order.map((c) => [c, [record(schema.properties)[c], uiSchema[c], required.has(c)] as [unknown, unknown, boolean]]));
  return { union: build(order, defs, frameOf(schema, uiSchema), parts, schema, uiSchema), shown: new Set(order) };
}

/**
 * The union of `prev` and the shown form (`prev` itself, the very same
 * objects, when the form brings no new or changed field), and the fields
 * shown now. Without `prev`, or when the union cannot hold the form, the
 * shown form alone.
 */
export function fieldUnion(prev: FieldUnion | null, schema: RJSFSchema, uiSchema: UiSchema): UnionView {
  const order = shownOrder(schema, uiSchema);
  // Not a flat form of fields (or one rjsf refuses): rjsf gets exactly what the screen gave.
  if (!order || schema.type !== 'object' || order.some((c) => !fieldKey(c))) {
    return { union: { schema, uiSchema, order: [], defs: new Map(), frame: '' }, shown: new Set(order ?? []) };
  }
  const frame = frameOf(schema, uiSchema);
  if (!prev || prev.frame !== frame) return fresh(schema, uiSchema, order);

  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const unionOrder = prev.order.slice();
  const defs = new Map(prev.defs);
  let changed = false;
  let cursor = -1;
  for (const code of order) {
    const def = defOf(schema, uiSchema, code, required);
    const at = unionOrder.indexOf(code);
    if (at === -1) {
      // A new field goes right after the shown field before it, so the shown order holds.
      unionOrder.splice(cursor + 1, 0, code);
      cursor += 1;
      changed = true;
    } else if (at <= cursor) {
      return fresh(schema, uiSchema, order); // the union's order contradicts this form's
    } else {
      cursor = at;
    }
    if (defs.get(code) !== def) {
      defs.set(code, def);
      changed = true;
    }
  }
  if (!changed) return { union: prev, shown: new Set(order) };

  // Parts of fields not shown now come from the union's schema, the shown ones from the form.
  const shown = new Set(order);
  const parts = new Map<string, [unknown, unknown, boolean]>();
  const prevRequired = new Set(Array.isArray(prev.schema.required) ? prev.schema.required : []);
  for (const code of unionOrder) {
    parts.set(
      code,
      shown.has(code)
        ? [record(schema.properties)[code], uiSchema[code], required.has(code)]
        : [record(prev.schema.properties)[code], prev.uiSchema[code], prevRequired.has(code)],
    );
  }
  return { union: build(unionOrder, defs, frame, parts, schema, uiSchema), shown };
}
