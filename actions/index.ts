/**
 * The action registry: every name a schema may use in `"action"`. To add an
 * action, write its handler in the group's file (or a new one) and it is here:
 * a group every page needs in actions/coreActions.ts, one only a few screens
 * name as a pack in actions/actionPacks.ts and below.
 */
import type { ActionRegistry } from '../renderer/types.ts';
import { coreActions } from './coreActions.ts';
import { bridgeLogActions } from './bridge/bridgeLogActions.ts';
import { trackActions } from './track/trackActions.ts';
import { formActions } from './forms/formActions.ts';
import { deviceActions } from './device/deviceActions.ts';
import { pictureActions } from './picture/pictureActions.ts';

export const actions: ActionRegistry = {
  ...coreActions,
  ...bridgeLogActions,
  ...trackActions,
  ...formActions,
  ...deviceActions,
  ...pictureActions,
};
