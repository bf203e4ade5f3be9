declare module 'virtual:screen-validator' {
  /** The precompiled screen meta-schema (scripts/screenValidatorPlugin.ts). */
  export const validateScreen: {
    (data: unknown): boolean;
    errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
  };
}

declare module 'virtual:screen-checked' {
  /** Fingerprints (app/screenFingerprint.ts) of the screen documents the build's meta-schema check accepted (scripts/screenValidatorPlugin.ts). */
  export const checkedScreens: string[];
}

declare module 'virtual:early-data' {
  /** Page address → the API requests its screen starts with (scripts/earlyDataPlugin.ts). */
  export const earlyData: import('../scripts/earlyDataPlugin').EarlyManifest;
}

declare module 'virtual:screen-widgets' {
  /** Screen id → the widget names it can draw (scripts/screenWidgetsPlugin.ts). */
  const table: Record<string, string[]>;
  export default table;
}

declare module 'virtual:screen-parts' {
  /** Screen id → the shared parts it uses (scripts/screenPartsPlugin.ts). */
  const table: Record<string, string[]>;
  export default table;
}
