/**
 * Whether the entry behind this one in the web view's history is a page of
 * ours (CONTRACT section 4, native back). Back there stays in the app; on the
 * first page the shell opened, back would go nowhere, so the web view is
 * closed instead.
 *
 * - The app's own page index (app/location/browserHistory.ts, react-router's
 *   entry shape, which the promotion entry's router writes too): `idx` in history.state, 0 on
 *   the first entry it saw and +1 per push; a reload or a return from another
 *   site keeps it.
 * - Where the web view has the Navigation API (Android's Chromium WebView):
 *   its entries are this origin's contiguous ones, so an index above 0 means
 *   a page of ours is behind (a page the shell or a same-site pay page loaded
 *   after ours), and 0 means none is, whatever the referrer says.
 * - Otherwise (iOS WebKit): a full load from another page of this site, i.e.
 *   the referrer is this origin and there is an entry behind.
 */
interface NavigationLike {
  currentEntry?: { index?: unknown } | null;
}

export function cameFromThisApp(win: Window = window): boolean {
  try {
    const idx = (win.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) return true;
    const index = (win as unknown as { navigation?: NavigationLike }).navigation?.currentEntry?.index;
    if (typeof index === 'number') return index > 0;
    if (win.history.length < 2 || !win.document.referrer) return false;
    return new URL(win.document.referrer).origin === win.location.origin;
  } catch {
    return false; // An unreadable history or referrer: treat the page as the first one.
  }
}
