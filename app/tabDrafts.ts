/**
 * Where the app keeps a screen's draft (renderer/draftKeeper.ts): this tab's
 * sessionStorage, one entry per screen. The tab only, because a draft is for
 * going back and forward and reloading, never for another visit or another
 * person on the same phone. Reading sessionStorage throws where storage is
 * blocked; the keeper catches it and the page goes on without a draft.
 */
import type { DraftStore } from '../renderer/index.ts';
import { STORAGE_PREFIX } from '../actions/storage/storageActions.ts';

export const DRAFT_PREFIX = `${STORAGE_PREFIX}draft.`;

export const tabDrafts: DraftStore = {
  read: (screenId) => globalThis.sessionStorage.getItem(DRAFT_PREFIX + screenId),
  write: (screenId, text) => globalThis.sessionStorage.setItem(DRAFT_PREFIX + screenId, text),
  remove: (screenId) => globalThis.sessionStorage.removeItem(DRAFT_PREFIX + screenId),
};
