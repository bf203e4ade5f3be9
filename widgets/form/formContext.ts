/** What SchemaForm hands its field widgets through rjsf's formContext. */
export interface FieldFormContext {
  /** code → message of the fields the engine found missing or malformed. */
  errors: Record<string, string>;
  labels: Record<string, string>;
  /** field → extra props from the screen (a captcha's image, a countdown's deadline). */
  fieldProps: Record<string, Record<string, unknown>>;
  /** A field's add-on was pressed: the form emits this event on its node. */
  emit: (event: string, payload: Record<string, unknown>) => void;
}

/**
 * Looked up by field code, and codes come from the server: without a
 * prototype, a field named "toString" or "constructor" finds nothing instead
 * of Object's own function (which React cannot draw).
 */
function byCode<T>(table: Record<string, T> | undefined): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, table ?? {});
}

export function contextOf(registry: { formContext?: unknown }): FieldFormContext {
  const ctx = (registry.formContext ?? {}) as Partial<FieldFormContext>;
  return { errors: byCode(ctx.errors), labels: byCode(ctx.labels), fieldProps: byCode(ctx.fieldProps), emit: ctx.emit ?? (() => {}) };
}
