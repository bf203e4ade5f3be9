declare module 'virtual:form-validators' {
  interface CompiledValidator {
    (data: unknown): boolean;
    errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
  }
  /** "screenId/formName" → the form's precompiled validator. */
  export const validators: Record<string, CompiledValidator>;
}
