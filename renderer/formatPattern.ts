/**
 * A moment written in a pattern of dayjs tokens (YYYY, MMM, D, h:mm A, [text]…),
 * as dayjs's `format` writes it in its default English, in the phone's local
 * time. The patterns are the schemas' (config.market.dates, a screen's `date`
 * pattern), so product staff keep writing dayjs tokens; the engine carries
 * these forty lines instead of dayjs's 3 KiB on every page (decision 039).
 * tests/unit/renderer/formatPattern.test.ts holds it to dayjs itself over
 * every token and thousands of moments.
 */
const TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The zone as dayjs writes it: +08:00, its offset rounded to a quarter hour. */
function zone(date: Date): string {
  const ahead = Math.round(-date.getTimezoneOffset() / 15) * 15;
  const minutes = Math.abs(ahead);
  return `${ahead >= 0 ? '+' : '-'}${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

export function formatPattern(ms: number, pattern: string): string {
  const date = new Date(ms);
  const [y, month, day, weekday] = [date.getFullYear(), date.getMonth(), date.getDate(), date.getDay()];
  const [hour, minute, second] = [date.getHours(), date.getMinutes(), date.getSeconds()];
  const token: Record<string, () => string> = {
    YY: () => String(y).slice(-2),
    YYYY: () => pad(y, 4),
    M: () => String(month + 1),
    MM: () => pad(month + 1, 2),
    MMM: () => MONTHS[month].slice(0, 3),
    MMMM: () => MONTHS[month],
    D: () => String(day),
    DD: () => pad(day, 2),
    d: () => String(weekday),
    dd: () => WEEKDAYS[weekday].slice(0, 2),
    ddd: () => WEEKDAYS[weekday].slice(0, 3),
    dddd: () => WEEKDAYS[weekday],
    H: () => String(hour),
    HH: () => pad(hour, 2),
    h: () => String(hour % 12 || 12),
    hh: () => pad(hour % 12 || 12, 2),
    a: () => (hour < 12 ? 'am' : 'pm'),
    A: () => (hour < 12 ? 'AM' : 'PM'),
    m: () => String(minute),
    mm: () => pad(minute, 2),
    s: () => String(second),
    ss: () => pad(second, 2),
    SSS: () => pad(date.getMilliseconds(), 3),
    Z: () => zone(date),
    ZZ: () => zone(date).replace(':', ''),
  };
  return pattern.replace(TOKENS, (match: string, text: string | undefined) => text ?? token[match]());
}
