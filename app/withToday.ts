/**
 * The page's `env` with `today` (the calendar day in the market's time zone)
 * worked out when a rule first reads it, then kept: only the screens that
 * compare dates read it. For a zone on one offset all year (Manila) it is
 * arithmetic; any other zone builds an Intl.DateTimeFormat, which loads ICU's
 * zone data, about 40–60 ms at a phone's CPU (renderer/calendarDay.ts, issue 31).
 */
import { dayIn } from '../renderer/index.ts';

export function withToday<T extends object>(env: T, timeZone: string): T & { today: string } {
  let today: string | undefined;
  return Object.defineProperty(env, 'today', {
    enumerable: true,
    get: () => (today ??= dayIn(timeZone)),
  }) as T & { today: string };
}
