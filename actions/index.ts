/**
 * The action registry: every name a schema may use in `"action"`. To add an
 * action, write its handler in the group's file (or a new one) and it is here:
 * a group every page needs in actions/coreActions.ts, one only a few screens
 * name as a pack in actions/actionPacks.ts and below.
 */
import type { ActionRegistry } from '../renderer/types';
import { coreActions } from './coreActions';
import { bridgeLogActions } from './bridge/bridgeLogActions';
import { trackActions } from './track/trackActions';
import { formActions } from './forms/formActions';
import { deviceActions } from './device/deviceActions';
import { pictureActions } from './picture/pictureActions';

export const actions: ActionRegistry = {
  ...coreActions,
  ...bridgeLogActions,
  ...trackActions,
  ...formActions,
  ...deviceActions,
  ...pictureActions,
};
