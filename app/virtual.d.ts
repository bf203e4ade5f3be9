declare module 'virtual:screen-validator' {
  /** The precompiled screen meta-schema (scripts/screenValidatorPlugin.ts). */
  export const validateScreen: {
    (data: unknown): boolean;
    errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
  };
}
