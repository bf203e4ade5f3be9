/**
 * The action packs' names, the actions each holds, the module each comes from, and which packs a document names
 * (actions/actionPacks.ts has their code). Apart from the code so that the build can read which screen needs which
 * module (scripts/firstPaintChunks.ts, app/featureSources.ts) without loading any action.
 */
import { eachObject } from '../renderer/eachObject.ts';

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
  eachObject(doc, ({ action }) => {
    if (typeof action === 'string' && Object.prototype.hasOwnProperty.call(PACKED_ACTIONS, action)) found.add(PACKED_ACTIONS[action]);
  });
  return [...found].sort();
}
