/**
 * The actions every page carries: the calls, the bridge, navigation, the
 * page's own state, the clock and the tab's storage. The rest come in packs
 * with the screens that name them (actions/actionPacks.ts).
 */
import type { ActionRegistry } from '../renderer/types.ts';
import { apiActions } from './api/apiActions.ts';
import { bridgeActions } from './bridge/bridgeActions.ts';
import { navActions } from './nav/navActions.ts';
import { uiActions } from './ui/uiActions.ts';
import { timeActions } from './time/timeActions.ts';
import { storageActions } from './storage/storageActions.ts';

export const coreActions: ActionRegistry = {
  ...apiActions,
  ...bridgeActions,
  ...navActions,
  ...uiActions,
  ...timeActions,
  ...storageActions,
};
