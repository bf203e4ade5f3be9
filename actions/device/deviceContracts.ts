/**
 * What device.locate of deviceActions.ts takes and answers (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

/** Only a few screens name these actions: they come in a pack with those screens (actions/actionPacks.ts), not with every page. */
export const pack = 'device';

export const deviceContracts = actionContracts({
  'device.locate': {
    description:
      "Asks for the phone's position once; a failure is kind rejected with code denied, unavailable, timeout or unsupported, for the screen to word.",
    args: {
      timeoutMs: { type: 'number', description: 'How long to wait for the position, permission prompt included, in milliseconds (10 s when absent).' },
    },
    result: '{latitude, longitude, accuracy} (accuracy in metres).',
  },
});
