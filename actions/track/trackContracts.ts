/**
 * What the tracking actions of trackActions.ts take (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

/** Only a few screens name these actions: they come in a pack with those screens (actions/actionPacks.ts), not with every page. */
export const pack = 'track';

export const trackContracts = actionContracts({
  'track.conversion': {
    description: "Pushes a completion event for a promotion link's ad platform to window.dataLayer, all args as they are.",
    args: {
      event: { type: 'string', required: true, description: "The event's name, which the tag manager triggers on (e.g. register_complete)." },
    },
    // The other args are the event's parameters, pushed under their own names.
    openArgs: true,
  },
  'track.event': {
    description: 'Saves an event in the engagement event log (/service/event/save); its answer is ignored and a failure never stops the chain.',
    args: {
      moduleId: { type: 'any', required: true, description: 'The module the borrower used (a screen constant).' },
      positionId: { type: 'any', description: 'The position within the module (0 when absent).' },
      productId: { type: 'any', description: "The product (the page's productId when absent)." },
    },
  },
});
