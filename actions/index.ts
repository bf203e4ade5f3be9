/**
 * The action registry: every name a schema may use in `"action"`, every group at once (the checks, the tests
 * and the live preview use it; the app carries actions/coreActions.ts and loads the packs with their screens).
 *
 * Written from the groups (actions/<folder>/<group>Actions.ts and <group>Contracts.ts) by `npm run contracts`
 * (scripts/actionRegistryFiles.ts): do not edit by hand; `npm run check` says when it is behind.
 * To add an action: its handler in its group's <group>Actions.ts and its contract in <group>Contracts.ts.
 */
import type { ActionRegistry } from '../renderer/types.ts';
import { apiActions } from './api/apiActions.ts';
import { bridgeActions } from './bridge/bridgeActions.ts';
import { bridgeLogActions } from './bridge/bridgeLogActions.ts';
import { deviceActions } from './device/deviceActions.ts';
import { formActions } from './forms/formActions.ts';
import { navActions } from './nav/navActions.ts';
import { pictureActions } from './picture/pictureActions.ts';
import { storageActions } from './storage/storageActions.ts';
import { timeActions } from './time/timeActions.ts';
import { trackActions } from './track/trackActions.ts';
import { uiActions } from './ui/uiActions.ts';

export const actions: ActionRegistry = {
  ...apiActions,
  ...bridgeActions,
  ...bridgeLogActions,
  ...deviceActions,
  ...formActions,
  ...navActions,
  ...pictureActions,
  ...storageActions,
  ...timeActions,
  ...trackActions,
  ...uiActions,
};
