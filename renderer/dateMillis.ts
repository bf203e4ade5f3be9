/**
 * dateMillis: the one reading of a date value a server sends (SPEC:
 * YYYY-MM-DD or YYYY-MM-DD HH:mm:ss, ISO 8601, epoch seconds or
 * milliseconds), strict, for every date operation (operations.ts,
 * calendarDay.ts).
 */
// The date texts servers send (SPEC: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss), and ISO 8601 with T, fractions and a zone.
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
// Outside these years a value is garbage, not a date a borrower has.
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Epoch milliseconds of a date value, or null when it is not a real date.
 * Parsing is strict (issue 16): dayjs and Date roll "2027-02-30" into March,
 * month 13 into the next year and "0000-00-00" into 1899; here each part must
 * be in range and the day must exist in its month. A time without a zone is
 * the phone's local time, as before.
 */
export function dateMillis(value: unknown): number | null {
  let ms: number | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Numbers are epoch time: below 1e11 seconds (servers send both), otherwise milliseconds.
    // 0 and below are "no date" placeholders, never 1970-01-01.
    if (value <= 0) return null;
    ms = value < 1e11 ? value * 1000 : value;
  } else if (typeof value === 'string' && /^\d{9,13}$/.test(value.trim())) {
    const n = Number(value.trim());
    if (n <= 0) return null;
    ms = n < 1e11 ? n * 1000 : n;
  } else if (typeof value === 'string') {
    const m = DATE_TEXT.exec(value.trim());
    if (!m) return null;
    const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => (part === undefined ? 0 : Number(part)));
    if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return null;
    const zone = m[7];
    if (zone === undefined) {
      ms = new Date(year, month - 1, day, hour, minute, second).getTime();
    } else {
      const offset = /^z$/i.test(zone) ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
      if (Math.abs(offset) > 14 * 60 || Number(zone.slice(-2)) > 59) return null;
      ms = Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000;
    }
  }
  return ms !== null && ms >= EARLIEST && ms <= LATEST ? ms : null;
}
