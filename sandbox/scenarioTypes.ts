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
}

export interface Scenario {
  description: string;
  /** Another scenario this one starts from; its responses are deep-merged (objects merge, lists replace). */
  extends?: string;
  /** Screens this scenario is about (the snapshot suite resolves each of them in it). */
  screens?: string[];
  /** Page query to open the screen with (QA links, snapshot tests). */
  query?: Record<string, string>;
  /** Local storage the page finds (key → value; a text is stored as written, so a broken entry can be tested). */
  storage?: Record<string, unknown>;
  /** Endpoint name (actions/api/endpoints.ts) → answer. */
  responses?: Record<string, ScenarioResponse>;
}
