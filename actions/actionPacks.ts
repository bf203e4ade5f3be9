/**
 * The action packs' code: groups only a few screens name (their contracts say `export const pack = '…'`),
 * kept out of every page's code and loaded with a screen that names one (app/screenFeatures.ts), as the
 * operation packs are (renderer/operationPacks.ts, decision 035).
 *
 * Written from the groups (actions/<folder>/<group>Actions.ts and <group>Contracts.ts) by `npm run contracts`
 * (scripts/actionRegistryFiles.ts): do not edit by hand; `npm run check` says when it is behind.
 */
import type { ActionRegistry } from '../renderer/types.ts';
import type { ActionPackName } from './actionPackNames.ts';

/** Each pack's code. */
export const ACTION_PACKS: { [N in ActionPackName]: () => Promise<ActionRegistry> } = {
  bridgeLog: () => import('./bridge/bridgeLogActions.ts').then(({ bridgeLogActions }) => bridgeLogActions),
  device: () => import('./device/deviceActions.ts').then(({ deviceActions }) => deviceActions),
  forms: () => import('./forms/formActions.ts').then(({ formActions }) => formActions),
  picture: () => import('./picture/pictureActions.ts').then(({ pictureActions }) => pictureActions),
  track: () => import('./track/trackActions.ts').then(({ trackActions }) => trackActions),
};
