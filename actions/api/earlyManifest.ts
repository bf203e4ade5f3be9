/**
 * The early requests' manifest: what the build (scripts/earlyDataPlugin.ts)
 * reads from the screen documents and hands the page's boot code
 * (app/earlyData.ts, as `virtual:early-data`), so a screen's first requests
 * leave before React and the app have loaded.
 */
import type { EndpointName } from './endpoints.ts';

export type EarlyArg = { query: string } | { value: unknown };

export interface EarlySource {
  /** The data source's name in its screen (for people reading the manifest). */
  source: string;
  endpoint: EndpointName;
  /** In the screen's order: it is the order of the body's fields. */
  args: [string, EarlyArg][];
}

export interface EarlyManifest {
  /** Page address → screen id, for the addresses whose screen has early requests. */
  routes: Record<string, string>;
  /** Screen id → its early requests. */
  screens: Record<string, EarlySource[]>;
  /** schemas/config.json requestTimeoutMs: how long an early request waits to be taken. */
  requestTimeoutMs: number;
  /** schemas/config.json market: the configured market profile's id. */
  market: string;
  /**
   * What of each market profile the boot code needs to put the page's language on its request (CONTRACT section 6),
   * decided as app/language.ts decides it: every profile, since the sandbox may run with another (`?market=`).
   */
  markets: Record<string, EarlyMarket>;
}

/** A market profile's languages and their Accept-Language values (schemas/markets/<id>.json). */
export interface EarlyMarket {
  languages: string[];
  defaultLanguage: string;
  browserLanguages?: Record<string, string>;
  requestLanguages?: Record<string, string>;
}
