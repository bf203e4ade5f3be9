/**
 * Puts a scenario's `storage` entries where the storage.get action reads them.
 * A text is stored as written (a broken entry can be tested); an object
 * {owner, value, ageMs?} is stored the way storage.set keeps it, written ageMs
 * ago for that owner (an order id), so a scenario can show another order's or
 * an old entry. In Filipino (`lang` fil) an entry holds the server's texts
 * in Filipino, as the page that kept it had them (sandbox/inFilipino.ts).
 */
import { STORAGE_PREFIX, savedEntryText } from '../actions/storage/storageActions.ts';
import type { Json } from '../renderer/types.ts';
import type { Scenario, ScenarioStorageEntry } from './scenarioTypes.ts';
import { inFilipino } from './inFilipino.ts';

function entryText(entry: string | ScenarioStorageEntry, lang: string): string {
  if (typeof entry === 'string') return entry;
  const value = lang === 'fil' ? inFilipino(entry.value) : entry.value;
  return savedEntryText(value as Json, String(entry.owner ?? ''), Date.now() - (entry.ageMs ?? 0));
}

export function seedStorage(scenario: Scenario | undefined, lang = 'en'): void {
  for (const [key, entry] of Object.entries(scenario?.storage ?? {})) {
    try {
      localStorage.setItem(STORAGE_PREFIX + key, entryText(entry, lang));
    } catch {
      // No storage (private mode): the page shows its "missing" state, which is what it would do.
    }
  }
}
