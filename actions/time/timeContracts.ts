/**
 * What time.now of timeActions.ts answers (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

export const timeContracts = actionContracts({
  'time.now': {
    description: "The page's clock, which a phone clock moved while the page is open does not move (keep deadlines on it, never tick counts).",
    args: {},
    result: 'The time in epoch milliseconds.',
  },
});
