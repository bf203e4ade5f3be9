/**
 * The page's `env` with `today` (the calendar day in the market's time zone)
 * worked out when a rule first reads it, then kept. Working it out builds an
 * Intl.DateTimeFormat for the zone, which loads ICU's zone data: about 40 ms
 * on a phone-speed CPU, on the first paint path of every screen, while only
 * the screens that compare dates read it (issue 31).
 */
import { dayIn } from '../renderer';

export function withToday<T extends object>(env: T, timeZone: string): T & { today: string } {
  let today: string | undefined;
  return Object.defineProperty(env, 'today', {
    enumerable: true,
    get: () => (today ??= dayIn(timeZone)),
  }) as T & { today: string };
}
