/**
 * The action packs: groups of actions only a few screens name (the complaint's
 * picture checks, the test page's location and bridge tools, the promotion
 * form's check, the trackers), kept out of every page's code and loaded with a
 * screen that names one (app/screenFeatures.ts, beside its widgets), as the
 * operation packs are (renderer/operationPacks.ts, decision 035). The registry
 * of every action (actions/index.ts) still lists them all: the checks, the
 * tests and the live preview use it. tests/unit/actions/actionPacks.test.ts
 * holds the names below to each pack's own handlers.
 */
import type { ActionRegistry } from '../renderer/types';

export type ActionPackName = 'picture' | 'device' | 'bridgeLog' | 'forms' | 'track';

/** Each packed action and its pack. */
export const PACKED_ACTIONS: Readonly<Record<string, ActionPackName>> = {
  'picture.check': 'picture',
  'picture.shrink': 'picture',
  'device.locate': 'device',
  'bridge.log': 'bridgeLog',
  'bridge.clearLog': 'bridgeLog',
  'bridge.shell': 'bridgeLog',
  'bridge.messages': 'bridgeLog',
  'bridge.send': 'bridgeLog',
  'form.validate': 'forms',
  'track.conversion': 'track',
  'track.event': 'track',
};

/** Each pack's code. */
export const ACTION_PACKS: { [N in ActionPackName]: () => Promise<ActionRegistry> } = {
  picture: () => import('./picture/pictureActions').then(({ pictureActions }) => pictureActions),
  device: () => import('./device/deviceActions').then(({ deviceActions }) => deviceActions),
  bridgeLog: () => import('./bridge/bridgeLogActions').then(({ bridgeLogActions }) => bridgeLogActions),
  forms: () => import('./forms/formActions').then(({ formActions }) => formActions),
  track: () => import('./track/trackActions').then(({ trackActions }) => trackActions),
};

/** Each pack's module (the build links it with the routes whose screen names one: scripts/routePreloads.ts). */
export const ACTION_PACK_SOURCES: Readonly<Record<ActionPackName, string>> = {
  picture: 'actions/picture/pictureActions.ts',
  device: 'actions/device/deviceActions.ts',
  bridgeLog: 'actions/bridge/bridgeLogActions.ts',
  forms: 'actions/forms/formActions.ts',
  track: 'actions/track/trackActions.ts',
};

/**
 * The packs a document names an action of: any object whose `action` is a packed one (a step, a data source), its
 * shared parts already filled in. Sorted, each once.
 */
export function actionPacksOf(doc: unknown): ActionPackName[] {
  const found = new Set<ActionPackName>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const action = (value as { action?: unknown }).action;
      if (typeof action === 'string' && Object.prototype.hasOwnProperty.call(PACKED_ACTIONS, action)) found.add(PACKED_ACTIONS[action]);
      Object.values(value).forEach(walk);
    }
  };
  walk(doc);
  return [...found].sort();
}
