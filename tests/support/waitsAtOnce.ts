import type { ActionRegistry } from '../../renderer/types.ts';

/**
 * A chain's pause (`ui.wait`: the rating popup 3 s after load) ends at once. Spread over a registry by a test that
 * reads where a screen ends up, not what shows while it waits (docs/qa.md; runScreen's `atOnce`, the fuzzed answers).
 */
export const waitsAtOnce: ActionRegistry = { 'ui.wait': () => undefined };
