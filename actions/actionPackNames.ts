/**
 * The action packs' names, the actions each holds and the module each comes from (actions/actionPacks.ts has
 * their code; actions/actionPacksOf.ts reads which a document names). Apart from the code so that the build can
 * read which screen needs which module (scripts/firstPaintChunks.ts, app/featureSources.ts) without loading any action.
 *
 * Written from the groups (actions/<folder>/<group>Actions.ts and <group>Contracts.ts) by `npm run contracts`
 * (scripts/actionRegistryFiles.ts): do not edit by hand; `npm run check` says when it is behind.
 */

export type ActionPackName = 'bridgeLog' | 'device' | 'forms' | 'picture' | 'track';

/** Each packed action and its pack. */
export const PACKED_ACTIONS: Readonly<Record<string, ActionPackName>> = {
  'bridge.log': 'bridgeLog',
  'bridge.clearLog': 'bridgeLog',
  'bridge.shell': 'bridgeLog',
  'bridge.messages': 'bridgeLog',
  'bridge.send': 'bridgeLog',
  'device.locate': 'device',
  'form.validate': 'forms',
  'picture.check': 'picture',
  'picture.shrink': 'picture',
  'track.conversion': 'track',
  'track.event': 'track',
};

/** Each pack's module (the build links it with the routes whose screen names one: scripts/routePreloads.ts). */
export const ACTION_PACK_SOURCES: Readonly<Record<ActionPackName, string>> = {
  bridgeLog: 'actions/bridge/bridgeLogActions.ts',
  device: 'actions/device/deviceActions.ts',
  forms: 'actions/forms/formActions.ts',
  picture: 'actions/picture/pictureActions.ts',
  track: 'actions/track/trackActions.ts',
};
