/**
 * The actions every page carries: the calls, the bridge, navigation, the
 * page's own state, the clock and the tab's storage. The rest come in packs
 * with the screens that name them (actions/actionPacks.ts).
 */
import type { ActionRegistry } from '../renderer/types';
import { apiActions } from './api/apiActions';
import { bridgeActions } from './bridge/bridgeActions';
import { navActions } from './nav/navActions';
import { uiActions } from './ui/uiActions';
import { timeActions } from './time/timeActions';
import { storageActions } from './storage/storageActions';

export const coreActions: ActionRegistry = {
  ...apiActions,
  ...bridgeActions,
  ...navActions,
  ...uiActions,
  ...timeActions,
  ...storageActions,
};
