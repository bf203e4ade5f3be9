/**
 * The action registry: every name a schema may use in `"action"`. To add an
 * action, write its handler in the group's file (or a new one) and it is here.
 */
import type { ActionRegistry } from '../renderer/types';
import { apiActions } from './api/apiActions';
import { bridgeActions } from './bridge/bridgeActions';
import { bridgeLogActions } from './bridge/bridgeLogActions';
import { navActions } from './nav/navActions';
import { uiActions } from './ui/uiActions';
import { trackActions } from './track/trackActions';
import { formActions } from './forms/formActions';
import { timeActions } from './time/timeActions';
import { storageActions } from './storage/storageActions';
import { deviceActions } from './device/deviceActions';
import { pictureActions } from './picture/pictureActions';

export const actions: ActionRegistry = {
  ...apiActions,
  ...bridgeActions,
  ...bridgeLogActions,
  ...navActions,
  ...uiActions,
  ...trackActions,
  ...formActions,
  ...timeActions,
  ...storageActions,
  ...deviceActions,
  ...pictureActions,
};
