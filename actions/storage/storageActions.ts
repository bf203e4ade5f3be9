/**
 * storage.set {key, value}: keep a value for a later page (JSON in localStorage).
 * storage.get {key}: the value kept, or null when there is none or it cannot
 *                    be read back (a broken entry is not an error a borrower
 *                    can fix: the screen decides what to say).
 * Keys are prefixed so the app never reads another page's entries.
 */
import type { ActionRegistry, Json } from '../../renderer/types';

export const STORAGE_PREFIX = 'loan-web.';

export const storageActions: ActionRegistry = {
  'storage.set': ({ args }) => {
    try {
      localStorage.setItem(STORAGE_PREFIX + String(args.key), JSON.stringify(args.value ?? null));
    } catch (e) {
      throw { kind: 'internal', message: `Could not save: ${(e as Error).message}` };
    }
  },
  'storage.get': ({ args }) => {
    try {
      const raw = localStorage.getItem(STORAGE_PREFIX + String(args.key));
      return raw === null ? null : (JSON.parse(raw) as Json);
    } catch {
      return null;
    }
  },
};
