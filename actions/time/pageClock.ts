/**
 * pageNow: the page's clock in epoch milliseconds — the wall-clock time when
 * the page first asked, plus the time elapsed since (performance.now(), a
 * monotonic clock). Setting the phone's clock while the page is open moves
 * Date.now() but not this, so a deadline kept on it (a countdown's end, a
 * resend lock) runs on elapsed time: one hour back never shows '3657 s'.
 * Every deadline a screen keeps and every countdown that reads it use this one
 * clock (time.now and the countdown add-on), never Date.now().
 */
let anchor: { wall: number; elapsed: number } | null = null;

export function pageNow(): number {
  // Anchored on first use (not at load), so a test that fixes Date first gets stable values.
  anchor ??= { wall: Date.now(), elapsed: performance.now() };
  return Math.round(anchor.wall + (performance.now() - anchor.elapsed));
}
