/**
 * Calendar days, as a borrower counts them: the day a date text names
 * ("2026-12-21", "2026-12-21 10:00:00"), never shifted by the phone's time
 * zone. Day counts between two dates (a loan's term, the EIR's periods) are
 * differences of these numbers, so a daylight-saving change or a phone set to
 * another zone never makes 30 days 29.96.
 */
import { dateMillis } from './dateMillis.ts';

const DATE_PART = /^\s*(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the calendar day a date value names; null when it is not a real date. */
export function dayNumber(value: unknown): number | null {
  const ms = dateMillis(value);
  if (ms === null) return null;
  const m = typeof value === 'string' ? DATE_PART.exec(value) : null;
  // A date text: the day it says (a zone, if any, does not move the day written).
  if (m) return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
  // Epoch time: the day on the phone's calendar.
  const d = new Date(ms);
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null when either is not a real date. */
export function daysBetween(from: unknown, to: unknown): number | null {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** One formatter per zone: building one loads ICU's zone data (milliseconds on a phone), and "today" is asked on every draw (issue 31). */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneFormat = (timeZone: string) => {
  let f = zoneFormats.get(timeZone);
  if (!f) zoneFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f;
};

/**
 * Zones on one offset from UTC all year, and the instant since which they have been (minutes east of UTC): their
 * day is plain arithmetic. Building a zone's formatter loads ICU's zone data, about 15 ms on this machine and 60 ms
 * at a phone's 4× slower CPU, in the task that draws a screen's first content (issue 31). Any other zone, or an
 * earlier instant, asks the formatter.
 */
const FIXED_ZONES: { [zone: string]: { offsetMinutes: number; since: number } } = {
  // Philippine Standard Time, UTC+8, without daylight saving since 1978.
  'Asia/Manila': { offsetMinutes: 480, since: Date.UTC(1979, 0, 1) },
  // China Standard Time, without daylight saving since 1991.
  'Asia/Shanghai': { offsetMinutes: 480, since: Date.UTC(1992, 0, 1) },
  // Western Indonesia Time, UTC+7 since 1964.
  'Asia/Jakarta': { offsetMinutes: 420, since: Date.UTC(1965, 0, 1) },
};

/** The calendar day (YYYY-MM-DD) of an instant in a time zone ("Asia/Manila"): what "today" is there. */
export function dayIn(timeZone: string, at: number = Date.now()): string {
  const fixed = FIXED_ZONES[timeZone];
  if (fixed && at >= fixed.since) return new Date(at + fixed.offsetMinutes * 60_000).toISOString().slice(0, 10);
  try {
    const parts = zoneFormat(timeZone).formatToParts(new Date(at));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  } catch {
    // An unknown zone name: the phone's own calendar rather than no date at all.
    const d = new Date(at);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }
}

/** The date text `days` calendar days after a date text (YYYY-MM-DD); null when it is not a real date. */
export function addDays(value: unknown, days: number): string | null {
  const n = dayNumber(value);
  if (n === null || !Number.isFinite(days)) return null;
  return new Date((n + Math.round(days)) * DAY_MS).toISOString().slice(0, 10);
}
