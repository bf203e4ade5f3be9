/**
 * Seconds left until a deadline, rounded up: 60 right after sending, 0 when
 * over. Computed from the page's clock (actions/time/pageClock.ts, the clock
 * time.now keeps deadlines on), never from counted ticks, so a page that was
 * in the background shows the true time when it comes back, and never from
 * Date.now(), so a phone clock set back an hour does not lock the button.
 */
export function secondsLeft(endsAt: unknown, now: number): number {
  const end = typeof endsAt === 'number' ? endsAt : Number(endsAt);
  if (!Number.isFinite(end) || end <= now) return 0;
  return Math.ceil((end - now) / 1000);
}
