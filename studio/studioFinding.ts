import type { Finding } from '../renderer/check.ts';

/** A finding of the live preview: the engine's, and for a text that is not JSON, where in the text it stops. */
export interface StudioFinding extends Finding {
  /** Where a JSON syntax error is in the text (a pointer cannot say). */
  offset?: number;
}
