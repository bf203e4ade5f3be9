/** Puts a scenario's `storage` entries where the storage.get action reads them. */
import { STORAGE_PREFIX } from '../actions/storage/storageActions';
import type { Scenario } from './scenarioTypes';

export function seedStorage(scenario: Scenario | undefined): void {
  for (const [key, value] of Object.entries(scenario?.storage ?? {})) {
    try {
      localStorage.setItem(STORAGE_PREFIX + key, typeof value === 'string' ? value : JSON.stringify(value));
    } catch {
      // No storage (private mode): the page shows its "missing" state, which is what it would do.
    }
  }
}
