/**
 * The action packs: groups of actions only a few screens name (the complaint's
 * picture checks, the test page's location and bridge tools, the promotion
 * form's check, the trackers), kept out of every page's code and loaded with a
 * screen that names one (app/screenFeatures.ts, beside its widgets), as the
 * operation packs are (renderer/operationPacks.ts, decision 035). The registry
 * of every action (actions/index.ts) still lists them all: the checks, the
 * tests and the live preview use it. Their names, actions and modules are in
 * actions/actionPackNames.ts; tests/unit/actions/actionPacks.test.ts holds
 * those names to each pack's own handlers.
 */
import type { ActionRegistry } from '../renderer/types.ts';
import type { ActionPackName } from './actionPackNames.ts';

/** Each pack's code. */
export const ACTION_PACKS: { [N in ActionPackName]: () => Promise<ActionRegistry> } = {
  picture: () => import('./picture/pictureActions.ts').then(({ pictureActions }) => pictureActions),
  device: () => import('./device/deviceActions.ts').then(({ deviceActions }) => deviceActions),
  bridgeLog: () => import('./bridge/bridgeLogActions.ts').then(({ bridgeLogActions }) => bridgeLogActions),
  forms: () => import('./forms/formActions.ts').then(({ formActions }) => formActions),
  track: () => import('./track/trackActions.ts').then(({ trackActions }) => trackActions),
};
