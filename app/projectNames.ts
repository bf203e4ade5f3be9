/**
 * The names and contracts a screen document may use, from the registries:
 * what `npm run check`, the live preview and the tests check documents
 * against (renderer/checkScreenDoc.ts ProjectNames).
 */
import type { ProjectNames } from '../renderer/check.ts';
import { widgets } from '../widgets/index.ts';
import { widgetContracts } from '../widgets/contracts.ts';
import { actions } from '../actions/index.ts';
import { actionContractsByName } from '../actions/contracts.ts';
import { endpointNames } from '../actions/api/endpoints.ts';
import { drawnTexts } from '../widgets/drawnTexts.ts';
import { START_WIDGETS } from '../widgets/appWidgets.ts';

export function projectNames(): ProjectNames {
  return {
    widgets: Object.keys(widgets),
    actions: Object.keys(actions),
    endpoints: endpointNames,
    contracts: { widgets: widgetContracts, actions: actionContractsByName },
    drawnWidgets: Object.keys(drawnTexts),
    startWidgets: START_WIDGETS,
  };
}
