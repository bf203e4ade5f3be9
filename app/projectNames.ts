/**
 * The names and contracts a screen document may use, from the registries:
 * what `npm run check`, the live preview and the tests check documents
 * against (renderer/checkScreenDoc.ts ProjectNames).
 */
import type { ProjectNames } from '../renderer/check';
import { widgets } from '../widgets';
import { widgetContracts } from '../widgets/contracts';
import { actions } from '../actions';
import { actionContractsByName } from '../actions/contracts';
import { endpointNames } from '../actions/api/endpoints';
import { drawnTexts } from '../widgets/drawnTexts';

export function projectNames(): ProjectNames {
  return {
    widgets: Object.keys(widgets),
    actions: Object.keys(actions),
    endpoints: endpointNames,
    contracts: { widgets: widgetContracts, actions: actionContractsByName },
    drawnWidgets: Object.keys(drawnTexts),
  };
}
