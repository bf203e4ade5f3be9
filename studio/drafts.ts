/**
 * The drafts the live preview keeps in this browser (localStorage), one per
 * document: a screen's under `studio.draft.<screen id>`, a shared part's
 * under `studio.draft.part.<part id>` (ids have no dot, so the two never meet).
 * A draft is what the preview shows and draws instead of the file until it
 * goes back to the file.
 */
export type DocRef = { kind: 'screen' | 'part'; id: string };

export const drafts = {
  key: (doc: DocRef): string => (doc.kind === 'part' ? `studio.draft.part.${doc.id}` : `studio.draft.${doc.id}`),

  /** The draft kept for a document, if storage can be read. */
  read(doc: DocRef): string | null {
    try {
      return localStorage.getItem(drafts.key(doc));
    } catch {
      return null; // Storage blocked: start from the file.
    }
  },

  /** Keeps (or with null forgets) the draft; false when the browser refuses to keep it. */
  keep(doc: DocRef, text: string | null): boolean {
    try {
      if (text === null) localStorage.removeItem(drafts.key(doc));
      else localStorage.setItem(drafts.key(doc), text);
      return true;
    } catch {
      return false;
    }
  },
};
