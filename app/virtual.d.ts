declare module 'virtual:screen-validator' {
  /** The precompiled screen meta-schema (scripts/screenValidatorPlugin.ts). */
  export const validateScreen: {
    (data: unknown): boolean;
    errors?: { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
  };
}

declare module 'virtual:screen-checked' {
  /** True in a build: it refused any screen document the meta-schema refuses, and bundles only those it checked (scripts/screenValidatorPlugin.ts). */
  export const everyScreenChecked: boolean;
}

declare module 'virtual:early-data' {
  /** Page address → the API requests its screen starts with (scripts/earlyDataPlugin.ts). */
  export const earlyData: import('../actions/api/earlyManifest.ts').EarlyManifest;
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

declare module 'virtual:sandbox-ready' {
  /** Starts the sandbox's API in its builds (mode "sandbox"); at once everywhere else (scripts/sandboxReadyPlugin.ts). */
  export function sandboxReady(): Promise<void>;
}
