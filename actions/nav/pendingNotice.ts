/**
 * A confirmation that survives one navigation (issue 17, "success you can
 * see"): a step that moves money or changes an account and then leaves the
 * page (`nav.go {to, notice}`, `nav.external {url, notice}` to a path of this
 * site) keeps its words here for the page it goes to; that page takes them
 * once (`ui.takeNotice` in its onLoad) and shows them in its SuccessNotice.
 *
 * - One-shot: taking removes it, so a reload or a later return (back) does
 *   not show it again; a newer notice replaces an older one.
 * - For one screen: kept under the screen id the target path routes to
 *   (`/order` and `/orderDetail` are one screen); another screen that takes
 *   notices drops it without showing it (the borrower went somewhere else).
 * - Short-lived: older than NOTICE_MAX_AGE_MS (wall clock: the page clock
 *   starts again on every page) or dated in the future, it is dropped.
 * - sessionStorage: the web view's tab only, never another app session. A
 *   browser that refuses storage loses the words, never the step that
 *   succeeded, so keeping never fails.
 */
import routeFile from '../../schemas/routes.json' with { type: 'json' };

export const NOTICE_KEY = 'loan-web.notice';
export const NOTICE_MAX_AGE_MS = 120_000;

interface KeptNotice {
  screen: string;
  text: string;
  savedAt: number;
}

const routes = routeFile.routes as Record<string, string | null>;

/** The screen a path shows (the path itself when no route names it). */
function screenOf(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return routes[clean] ?? clean;
}

function read(): KeptNotice | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptNotice> | null;
    if (!kept || typeof kept.screen !== 'string' || typeof kept.text !== 'string' || typeof kept.savedAt !== 'number') return null;
    return kept as KeptNotice;
  } catch {
    return null;
  }
}

function drop(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing could be kept either.
  }
}

export const pendingNotice = {
  /** Keeps `text` for the screen `path` leads to; empty text keeps nothing. */
  keep(path: string, text: string, now = Date.now()): void {
    if (!text.trim()) return;
    try {
      sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ screen: screenOf(path), text, savedAt: now } satisfies KeptNotice));
    } catch {
      drop();
    }
  },
  /** The words kept for the screen at `path`, once; null when there are none (or they were for another screen, or too old). */
  take(path: string, now = Date.now()): string | null {
    const kept = read();
    if (kept === null) {
      drop();
      return null;
    }
    drop();
    const age = now - kept.savedAt;
    if (kept.screen !== screenOf(path) || age < 0 || age > NOTICE_MAX_AGE_MS) return null;
    return kept.text;
  },
};
