/**
 * storage.set {key, value, owner}: keep a value for a later page (JSON in
 *              localStorage), stamped with whom it belongs to (an order id) and
 *              when it was written. A write the browser refuses (storage full
 *              or blocked) first removes the key's older entry, then fails: a
 *              later page must never read the previous order's data as if it
 *              were this write (issue 16, "another order's pay code").
 * storage.get {key, owner?, maxAgeMs?}: the value kept, or null when there is
 *              none, it cannot be read back, it was written for another owner
 *              (when `owner` is given and not empty), it is older than
 *              maxAgeMs, or its time is in the future (a clock moved back: its
 *              age cannot be told). A broken or foreign entry is not an error a
 *              borrower can fix: the screen decides what to say.
 * Keys are prefixed so the app never reads another page's entries.
 * With `visit: true` both keep to this visit (sessionStorage: the tab, until
 * it closes), e.g. a popup already shown for an order (issue 17).
 */
import type { ActionRegistry, Json, JsonObject } from '../../renderer/types.ts';

export const STORAGE_PREFIX = 'loan-web.';

/** What one kept entry holds in localStorage. */
export interface SavedEntry {
  owner: string;
  /** Wall-clock ms (Date.now()): an entry must outlive the page, so elapsed page time cannot be used. */
  savedAt: number;
  value: Json;
}

/** The text storage.set writes (also used by the sandbox to seed a scenario's entries). */
export function savedEntryText(value: Json, owner: string, savedAt: number): string {
  return JSON.stringify({ owner, savedAt, value } satisfies SavedEntry);
}

const ownerText = (owner: Json | undefined) => (owner === null || owner === undefined ? '' : String(owner));

/** The browser's store for these args: this visit's (sessionStorage) with `visit: true`, else the device's. */
const storeOf = (args: JsonObject): Storage => (args.visit === true ? sessionStorage : localStorage);

/** The value of a kept entry when it belongs to `owner` and is not older than maxAgeMs; otherwise null. */
export function readSavedEntry(raw: string | null, owner: string, maxAgeMs: number | undefined, now: number): Json {
  if (raw === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const { owner: writtenFor, savedAt, value } = entry as JsonObject;
  if (typeof writtenFor !== 'string' || typeof savedAt !== 'number' || !Number.isFinite(savedAt) || value === undefined) return null;
  if (owner && writtenFor !== owner) return null;
  const age = now - savedAt;
  if (age < 0) return null;
  if (maxAgeMs !== undefined && age > maxAgeMs) return null;
  return value;
}

export const storageActions: ActionRegistry = {
  'storage.set': ({ args }) => {
    const key = STORAGE_PREFIX + String(args.key);
    try {
      storeOf(args).setItem(key, savedEntryText((args.value ?? null) as Json, ownerText(args.owner), Date.now()));
    } catch (e) {
      try {
        // Removing needs no room: a full storage still lets the stale entry go.
        storeOf(args).removeItem(key);
      } catch {
        // No storage at all: nothing old can be read back either.
      }
      throw { kind: 'internal', message: `Could not save: ${(e as Error).message}` };
    }
  },
  'storage.get': ({ args }) => {
    const maxAge = typeof args.maxAgeMs === 'number' && Number.isFinite(args.maxAgeMs) ? args.maxAgeMs : undefined;
    try {
      return readSavedEntry(storeOf(args).getItem(STORAGE_PREFIX + String(args.key)), ownerText(args.owner), maxAge, Date.now());
    } catch {
      return null;
    }
  },
};
