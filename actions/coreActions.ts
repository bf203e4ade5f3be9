/**
 * The actions every page carries: the groups whose contracts name no pack. The rest come in packs with the
 * screens that name them (actions/actionPacks.ts).
 *
 * Written from the groups (actions/<folder>/<group>Actions.ts and <group>Contracts.ts) by `npm run contracts`
 * (scripts/actionRegistryFiles.ts): do not edit by hand; `npm run check` says when it is behind.
 */
import type { ActionRegistry } from '../renderer/types.ts';
import { apiActions } from './api/apiActions.ts';
import { bridgeActions } from './bridge/bridgeActions.ts';
import { navActions } from './nav/navActions.ts';
import { storageActions } from './storage/storageActions.ts';
import { timeActions } from './time/timeActions.ts';
import { uiActions } from './ui/uiActions.ts';

export const coreActions: ActionRegistry = {
  ...apiActions,
  ...bridgeActions,
  ...navActions,
  ...storageActions,
  ...timeActions,
  ...uiActions,
};
