/** The shape of a scenario fixture file (sandbox/scenarios/<name>.json). */
export interface ScenarioResponse {
  /** JSON answer body. */
  body?: unknown;
  /** HTTP status (default 200). */
  status?: number;
  /** Answer after this many milliseconds (a slow network). */
  delayMs?: number;
  /** "error": the connection fails; "hang": no answer ever (the client's time-out decides). */
  network?: 'error' | 'hang';
  /** A non-JSON answer (malformed JSON, an HTML error page). */
  raw?: string;
  contentType?: string;
  /**
   * The day (YYYY-MM-DD) this answer's dates were written for: the sandbox moves every date in it by the days
   * from then to its today (sandbox/sandboxDay.ts), so a loan offer is released today and never falls due in the past.
   */
  datesFrom?: string;
}

/** A kept entry as a page wrote it (storage.set). */
export interface ScenarioStorageEntry {
  owner: string;
  value: unknown;
  /** How long ago it was written (default 0: just now). */
  ageMs?: number;
}

export interface Scenario {
  description: string;
  /** Another scenario this one starts from; its responses are deep-merged (objects merge, lists replace). */
  extends?: string;
  /** Screens this scenario is about (the snapshot suite resolves each of them in it). */
  screens?: string[];
  /**
   * Screens the live preview opens on this scenario (studio/defaultScenario.ts). Only needed when
   * its own rule (the first scenario about the screen whose name and answers show no failure) picks another.
   */
  defaultFor?: string[];
  /** Page query to open the screen with (QA links, snapshot tests). */
  query?: Record<string, string>;
  /**
   * Local storage the page finds (key → entry): a text is stored as written, so a broken entry can be
   * tested; an object is kept as storage.set keeps it, for `owner` (an order id), written `ageMs` ago.
   */
  storage?: Record<string, string | ScenarioStorageEntry>;
  /** Endpoint name (actions/api/endpoints.ts) → answer. */
  responses?: Record<string, ScenarioResponse>;
}
