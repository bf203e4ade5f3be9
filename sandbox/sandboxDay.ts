/**
 * The sandbox's "today" (YYYY-MM-DD in Manila, where the stand-in lender is):
 * the day its loan offers are released on. A scenario's answer written for
 * another day (`datesFrom`) has its dates moved by the days between, so the
 * offers in sandbox/scenarios/ never fall due in the past, whatever day the
 * sandbox runs (npm start, the e2e suite, the live preview). The unit and
 * snapshot suites fix the day (setSandboxToday) to the one the fixtures were
 * written for, so their view trees never change with the calendar.
 */
import { addDays, dayIn, daysBetween } from '../renderer/calendarDay.ts';
import PH from '../schemas/markets/PH.json' with { type: 'json' };

// The stand-in lender is in the Philippines: its days are those of the PH market.
const TIME_ZONE = PH.dates.timeZone;
let fixed: string | null = null;

/** Fix the sandbox's today (tests); null: the clock's day in Manila again. */
export function setSandboxToday(day: string | null): void {
  fixed = day;
}

export function sandboxToday(): string {
  return fixed ?? dayIn(TIME_ZONE);
}

const DATE = /\b(\d{4}-\d{2}-\d{2})(?![\d-])/g;

/** `body` with every date in it (YYYY-MM-DD, alone, with a time or inside a sentence) moved from the day it was written for to today. */
export function movedDates(body: unknown, writtenFor: string, today: string = sandboxToday()): unknown {
  const shift = daysBetween(writtenFor, today);
  if (!shift) return body;
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(DATE, (date: string) => addDays(date, shift) ?? date);
    if (Array.isArray(value)) return value.map(move);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, move(v)]));
    return value;
  };
  return move(body);
}
