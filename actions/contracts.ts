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
import { apiContracts } from './api/apiContracts';
import { bridgeContracts } from './bridge/bridgeContracts';
import { bridgeLogContracts } from './bridge/bridgeLogContracts';
import { navContracts } from './nav/navContracts';
import { uiContracts } from './ui/uiContracts';
import { trackContracts } from './track/trackContracts';
import { formContracts } from './forms/formContracts';
import { timeContracts } from './time/timeContracts';
import { storageContracts } from './storage/storageContracts';
import { deviceContracts } from './device/deviceContracts';
import { pictureContracts } from './picture/pictureContracts';

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
