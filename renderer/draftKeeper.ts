/**
 * The effectful half of a draft (renderer/draft.ts), owned by the screen's
 * runtime: it reads the tab's kept draft once when the page opens, writes it
 * again whenever what it keeps changes, and removes it for good once the step
 * that sends it succeeds (`clearedBy`). A page with nothing typed keeps no
 * draft.
 *
 * Storage is the app's (app/tabDrafts.ts: sessionStorage, the tab only). It
 * may be full or refused (private mode, a blocked web view): then the page
 * goes on without a draft, never with an error, and an older draft is removed
 * so a reload never brings back less than was typed as if it were all.
 */
import { draftOf, draftOwner, draftText, restoredDraft, type NeverSeen } from './draft.ts';
import type { JsonObject, ScreenContext, ScreenDoc } from './types.ts';

/** Where drafts are kept, by screen id. Any of these may throw (storage full or blocked). */
export interface DraftStore {
  read(screenId: string): string | null;
  write(screenId: string, text: string): void;
  remove(screenId: string): void;
}

export interface DraftKeeper {
  /** The state the tab's draft restores over the initial state (read when the page opens). */
  restore(context: ScreenContext): JsonObject;
  /** The state changed: keep what the draft holds now. */
  observe(context: ScreenContext): void;
  /** A step of `action` succeeded: when it is one that sends the draft, the draft is removed and not written again. */
  succeeded(action: string): void;
}

export function createDraftKeeper(screen: ScreenDoc, store: DraftStore): DraftKeeper | null {
  const spec = screen.draft;
  if (!spec) return null;
  const neverSeen: NeverSeen = new Map();
  /** The text last kept (null: none is kept). */
  let kept: string | null = null;
  let sent = false;

  const remove = () => {
    kept = null;
    try {
      store.remove(screen.id);
    } catch {
      // Storage refused: nothing can be read back either.
    }
  };

  return {
    restore(context) {
      let raw: string | null;
      try {
        raw = store.read(screen.id);
      } catch {
        return {};
      }
      const patch = restoredDraft(screen, raw, draftOwner(screen, context));
      // Another owner's draft (another order's complaint) is left as it is until this page keeps its own.
      kept = Object.keys(patch).length ? raw : null;
      return patch;
    },
    observe(context) {
      if (sent) return;
      const entry = draftOf(screen, context, neverSeen);
      if (!entry) return;
      const text = draftText(entry);
      if (text === kept) return;
      // Nothing typed (or all of it taken back): no draft, rather than one that restores the empty page.
      const untouched = draftOf(screen, { ...context, state: { ...(screen.state ?? {}) } }, new Map(neverSeen));
      if (untouched && draftText(untouched) === text) {
        if (kept !== null) remove();
        return;
      }
      try {
        store.write(screen.id, text);
        kept = text;
      } catch {
        remove();
      }
    },
    succeeded(action) {
      if (sent || !spec.clearedBy.includes(action)) return;
      sent = true;
      remove();
    },
  };
}
