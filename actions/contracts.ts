/**
 * Every action's contract (renderer/contract.ts), by the name a schema uses:
 * the same groups as the registry (actions/index.ts). A new action adds its
 * contract in its group's contracts file beside its handler
 * (actions/<group>/<group>Contracts.ts), or a new group's file added here;
 * tests/unit/actions/actionContracts.test.ts fails while the names differ.
 * api.* and bridge.* follow their tables by themselves.
 *
 * Read by `npm run check`, the editors' schema and the catalogue; the app never loads it.
 */
import { apiContracts } from './api/apiContracts.ts';
import { bridgeContracts } from './bridge/bridgeContracts.ts';
import { bridgeLogContracts } from './bridge/bridgeLogContracts.ts';
import { navContracts } from './nav/navContracts.ts';
import { uiContracts } from './ui/uiContracts.ts';
import { trackContracts } from './track/trackContracts.ts';
import { formContracts } from './forms/formContracts.ts';
import { timeContracts } from './time/timeContracts.ts';
import { storageContracts } from './storage/storageContracts.ts';
import { deviceContracts } from './device/deviceContracts.ts';
import { pictureContracts } from './picture/pictureContracts.ts';

export const actionContractsByName = {
  ...apiContracts,
  ...bridgeContracts,
  ...bridgeLogContracts,
  ...navContracts,
  ...uiContracts,
  ...trackContracts,
  ...formContracts,
  ...timeContracts,
  ...storageContracts,
  ...deviceContracts,
  ...pictureContracts,
};
