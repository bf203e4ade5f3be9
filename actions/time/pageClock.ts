/**
 * pageNow: the page's clock in epoch milliseconds — the moment the page
 * started plus the time elapsed since (performance.timeOrigin +
 * performance.now()). Setting the phone's clock while the page is open moves
 * Date.now() but not this, so a deadline kept on it (a countdown's end, a
 * resend lock) runs on elapsed time: one hour back never shows '3657 s'.
 * Every deadline a screen keeps and every countdown that reads it use this one
 * clock (time.now and the countdown add-on), never Date.now().
 */
export function pageNow(): number {
  return Math.round(performance.timeOrigin + performance.now());
}
