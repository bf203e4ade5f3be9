/**
 * Seconds left until a deadline, rounded up: 60 right after sending, 0 when
 * over. Computed from the clock, never from counted ticks, so a page that was
 * in the background shows the true time when it comes back.
 */
export function secondsLeft(endsAt: unknown, now: number): number {
  const end = typeof endsAt === 'number' ? endsAt : Number(endsAt);
  if (!Number.isFinite(end) || end <= now) return 0;
  return Math.ceil((end - now) / 1000);
}
