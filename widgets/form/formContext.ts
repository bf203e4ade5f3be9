/** What SchemaForm hands its field widgets through rjsf's formContext. */
export interface FieldFormContext {
  /** code → message of the fields the engine found missing or malformed. */
  errors: Record<string, string>;
  labels: Record<string, string>;
}

export function contextOf(registry: { formContext?: unknown }): FieldFormContext {
  const ctx = (registry.formContext ?? {}) as Partial<FieldFormContext>;
  return { errors: ctx.errors ?? {}, labels: ctx.labels ?? {} };
}
