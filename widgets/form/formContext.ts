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

export function contextOf(registry: { formContext?: unknown }): FieldFormContext {
  const ctx = (registry.formContext ?? {}) as Partial<FieldFormContext>;
  return { errors: ctx.errors ?? {}, labels: ctx.labels ?? {}, fieldProps: ctx.fieldProps ?? {}, emit: ctx.emit ?? (() => {}) };
}
