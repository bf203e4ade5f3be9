/**
 * What the storage actions of storageActions.ts take and answer (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

const key = { type: 'string', required: true, description: 'The name the value is kept under (prefixed, so no other page reads it).' } as const;
const visit = { type: 'boolean', description: 'true: kept for this visit only (the tab, until it closes) instead of on the device.' } as const;

export const storageContracts = actionContracts({
  'storage.set': {
    description: 'Keeps a value for a later page, stamped with whom it belongs to and when; a write the browser refuses removes the older entry, then fails.',
    args: {
      key,
      value: { type: 'any', required: true, description: 'The value to keep (JSON).' },
      owner: { type: 'string', required: true, description: 'Whom the value belongs to (e.g. the order id); storage.get with another owner reads nothing.' },
      visit,
    },
    instant: true,
  },
  'storage.get': {
    description: 'Reads a kept value back, or null when there is none, it cannot be read, it belongs to another owner, or it is too old.',
    args: {
      key,
      owner: { type: 'string', description: 'Only a value written for this owner is read (any owner when absent or "").' },
      maxAgeMs: { type: 'number', description: 'Only a value written at most this many milliseconds ago is read.' },
      visit,
    },
    result: 'The value kept, or null.',
    instant: true,
  },
});
