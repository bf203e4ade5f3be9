/**
 * Every action's contract (renderer/contract.ts), by the name a schema uses: what `npm run check` checks each
 * step's args against, what the editors complete and what the catalogue lists. api.* and bridge.* follow their
 * tables by themselves. The app never loads it.
 *
 * Written from the groups (actions/<folder>/<group>Actions.ts and <group>Contracts.ts) by `npm run contracts`
 * (scripts/actionRegistryFiles.ts): do not edit by hand; `npm run check` says when it is behind.
 */
import { apiContracts } from './api/apiContracts.ts';
import { bridgeContracts } from './bridge/bridgeContracts.ts';
import { bridgeLogContracts } from './bridge/bridgeLogContracts.ts';
import { deviceContracts } from './device/deviceContracts.ts';
import { formContracts } from './forms/formContracts.ts';
import { navContracts } from './nav/navContracts.ts';
import { pictureContracts } from './picture/pictureContracts.ts';
import { storageContracts } from './storage/storageContracts.ts';
import { timeContracts } from './time/timeContracts.ts';
import { trackContracts } from './track/trackContracts.ts';
import { uiContracts } from './ui/uiContracts.ts';

export const actionContractsByName = {
  ...apiContracts,
  ...bridgeContracts,
  ...bridgeLogContracts,
  ...deviceContracts,
  ...formContracts,
  ...navContracts,
  ...pictureContracts,
  ...storageContracts,
  ...timeContracts,
  ...trackContracts,
  ...uiContracts,
};
