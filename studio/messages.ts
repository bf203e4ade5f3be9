/**
 * What the live preview and its phone frame tell each other (postMessage,
 * same origin). The frame draws the edited document exactly as the app would
 * and reports the resolved view tree and what the screen did.
 */
import type { JsonObject, ScreenDoc, TraceEntry, ViewTree } from '../renderer/index.ts';

/** Table inputs set by hand: table → input → value (ScreenContext.tableInputs). */
export type TableInputs = { [table: string]: JsonObject };

export type ToFrame = { type: 'studio:doc'; doc: ScreenDoc } | { type: 'studio:tableInputs'; inputs: TableInputs };

export interface Effect {
  /** problem: the frame could not do what the preview asked (say why, never fail silently). */
  kind: 'navigate' | 'leave' | 'back' | 'native' | 'toast' | 'problem';
  detail: string;
}

export type FromFrame =
  | { type: 'studio:ready' }
  | {
      type: 'studio:view';
      view: ViewTree;
      /** Each table's decision as drawn (with any inputs set by hand). */
      decisions: Record<string, TraceEntry | null>;
      /** Each table's inputs as the scenario gives them (none set by hand). */
      scenarioInputs: Record<string, JsonObject>;
      /** Each check list's answer as drawn (its trace entry: every item's result), by name. */
      checks: Record<string, TraceEntry | null>;
      /** The receipt the screen's money step would send now (null: none declared, or it does not apply), and whether the screen declares one. */
      receipt: { declared: boolean; value: JsonObject | null };
    }
  | { type: 'studio:effect'; effect: Effect };

export function isFromFrame(data: unknown): data is FromFrame {
  return !!data && typeof data === 'object' && typeof (data as { type?: unknown }).type === 'string' && (data as { type: string }).type.startsWith('studio:');
}
