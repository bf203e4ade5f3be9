/**
 * The project's own json-logic operations. Standard json-logic operations keep
 * their standard meaning (https://jsonlogic.com/operations.html); everything a
 * schema can use beyond them is in this one file.
 *
 * | operation    | use in a schema                                  | result                                    |
 * |--------------|--------------------------------------------------|-------------------------------------------|
 * | peso         | {"peso": [500000, flag]}                         | "₱5,000.00": what every screen shows an amount with (minor units; "₹" when flag equals 1); not an amount (isAmount) → "—" |
 * | moneyRange   | {"moneyRange": [[200000, 2000000], flag]}        | "₱2,000 – ₱20,000" (also {min, max}); an end that is not an amount is left out, neither → "—"; a server's text is shown as sent |
 * | mobile       | {"mobile": ["+63 917 123 4567"]}                 | "09171234567": the number the server gets, "" when it is not a mobile number of the market |
 * | money        | {"money": [12345678]}                            | "123,456.78" (minor units /100, 2 decimals, integer part grouped in threes); not an amount → "—" |
 * | grouped      | {"grouped": [1234567]}                           | "1,234,567" (integer part grouped in threes) |
 * | isAmount     | {"isAmount": [value]}                            | true for an amount a borrower could pay: a whole number of centavos (or numeric text), 0 or more, at most the market's maxAmount |
 * | currency     | {"currency": [flag]}                             | "₱", or "₹" when flag equals 1            |
 * | date         | {"date": [value, "YYYY-MM-DD HH:mm:ss", words]}  | formatted date; empty, impossible (2027-02-30) or unknown input → words, else "—" |
 * | str          | {"str": [value]}                                 | text of a value; null/undefined → ""      |
 * | cat          | {"cat": ["₱", {"money": [x]}]}                   | the texts joined; null, objects and lists add nothing |
 * | len          | {"len": [listOrText]}                            | its length (text: characters as seen, 🇵🇭 is one); anything else → 0 |
 * | coalesce     | {"coalesce": [a, b, c]}                          | first value that is not null, undefined or "" |
 * | startsWith   | {"startsWith": [text, prefix]}                   | true when text starts with prefix         |
 * | slice        | {"slice": [list, start, end]}                    | part of a list or text                    |
 * | get          | {"get": [object, "a.b"]}                         | a field of a computed value (null if absent) |
 * | append       | {"append": [list, element]}                      | a new list with the element at the end    |
 * | updateWhere  | {"updateWhere": [list, "key", value, {patch}]}   | elements whose key equals value, patched  |
 * | removeWhere  | {"removeWhere": [list, "key", value]}            | the list without those elements           |
 * | join         | {"join": [list, ","]}                            | the elements' text joined                 |
 * | findWhere    | {"findWhere": [list, "key", value]}              | the first element whose key equals value, else null |
 * | truncate     | {"truncate": [text, 200]}                        | at most that many characters as seen, never half of one (🇵🇭, 👍🏽, ñ) |
 * | trim         | {"trim": [text]}                                 | text without surrounding white space      |
 * | matches      | {"matches": [text, "iPhone|iPad"]}               | true when the pattern (case-insensitive) is found |
 * | entries      | {"entries": [object]}                            | [{key, value}] of an object's fields, in order |
 * | put          | {"put": [object, "key", value]}                  | a copy of the object with that field set  |
 * | pickText     | {"pickText": [object, ["a", "b"]]}               | {a, b} as text ("" when absent or not text) |
 * | fixed        | {"fixed": [14.59951, 4]}                         | "14.5995"; not a number → ""              |
 * | json         | {"json": [value]}                                | the value as JSON text (to show, never to parse) |
 * | plural       | {"plural": [n, "{n} day", "{n} days"]}           | "1 day", "30 days": the first form for 1, the second for any other count, {n} the count grouped; not a number → "—" (never "1 day(s)") |
 * | rule         | {"rule": "name"}                                 | the screen's named rule                   |
 * | where        | {"where": [list, "ruleName", {scope}]}           | elements for which the named rule is true (it sees `item`) |
 * | fieldForm    | {"fieldForm": [items, fieldConfig]}              | server field items → {fields, schema, uiSchema} (forms/fieldForm.ts) |
 * | formErrors   | {"formErrors": [form, values]}                   | [{code, message}] of missing or malformed fields |
 * | formValues   | {"formValues": [form, values, {extra}]}          | the payload: extra + one entry per field  |
 * | itemValues   | {"itemValues": [items]}                          | code → the item's server value            |
 * | table        | {"table": "name"}                                | the screen's decision table's answer      |
 * | check        | {"check": "disclosure"}                          | the screen's check list: {passed, failed: [names], says} (checkList.ts) |
 * | day          | {"day": ["2026-12-21", words]}                   | "Dec 21, 2026": a day as the market writes it (market dates.day) in the page's language (copy monthsShort); not a date → words, else "—" |
 * | dayTime      | {"dayTime": ["2026-11-03 10:00", words]}         | "Nov 3, 2026, 10:00 AM": a moment as the market writes it (market dates.dayTime), month names as `day`; not a date → words, else "—" |
 * | dayText      | {"dayText": [serverText]}                        | a server's text that is a whole date (or date and time) reads as `day` (`dayTime`); any other text as sent, "" for none |
 * | daysBetween  | {"daysBetween": [from, to]}                      | calendar days from one date to another (30; negative when earlier); not dates → null |
 * | addDays      | {"addDays": ["2026-11-21", 30]}                  | "2026-12-21": the date text that many days later; not a date → null |
 * | eir          | {"eir": [net, [{date, amount}], releaseDate]}    | the effective interest rate a month in percent, two decimals (9.87), as the SEC defines it (effectiveRate.ts); none → null |
 * | fill         | {"fill": ["{amount} today", {"amount": x}]}      | the template with each {name} replaced by the value's text |
 * | sum          | {"sum": [list, "amount"]}                        | the field added up over the list; a value that is not a number → null |
 * | isCentavos   | {"isCentavos": [value]}                          | the same as isAmount (amounts are whole centavos), as the loan checks name it |
 * | amountsIn    | {"amountsIn": ["Get my ₱8,000 now"]}             | [800000]: the peso amounts a text names, in centavos (₱, PHP or P before the figure) |
 * | isDate       | {"isDate": [value]}                              | true for a real date (what `date` and `day` would show as a date) |
 *
 * `rule`, `table`, `check` and `where` live in expressions.ts because they need the screen; so do
 * `mobile`, `eir`, `fieldForm`, `formErrors`, `formValues` and `itemValues`, whose code is loaded with
 * the screens that use them (renderer/screenFeatures.ts, the operation packs).
 * Separators, signs and the mobile rule come from the market profile
 * (`config.market`, schemas/markets/<id>.json), so product staff can change
 * them without code; the defaults below (the Philippines) apply when the
 * profile leaves them out. "—" above is the profile's `notAvailable` mark:
 * what a date or an amount that cannot be believed reads as, never another
 * real date or a figure such as "₱NaN" (issue 16).
 */
import { formatPattern } from './formatPattern.ts';
import { clipGraphemes, graphemeCount } from './graphemes.ts';
import { dateMillis } from './dateMillis.ts';
import { addDays, daysBetween } from './calendarDay.ts';
import type { Json } from './types.ts';
import { escapeRegExp } from './escapeRegExp.ts';

export interface FormatConfig {
  thousandsSeparator: string;
  decimalSeparator: string;
  pesoSign: string;
  rupeeSign: string;
  /** Between the ends of an amount range. */
  rangeSeparator?: string;
  /** The largest amount (minor units) a borrower could be asked to pay; above it a figure is not believed (isAmount). */
  maxAmount?: number;
  /** What an amount or a date that cannot be shown reads as. */
  notAvailable?: string;
}

export const defaultFormat: FormatConfig = {
  thousandsSeparator: ',',
  decimalSeparator: '.',
  pesoSign: '₱',
  rupeeSign: '₹',
  rangeSeparator: ' – ',
  maxAmount: 1_000_000_000,
  notAvailable: '—',
};

const notAvailable = (format: FormatConfig) => format.notAvailable ?? defaultFormat.notAvailable!;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    // Past 308 digits a text overflows to Infinity, which would show as "NaN.NaN": not a number to format.
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Integer part grouped in threes; a non-numeric value is returned unchanged. */
export function grouped(value: unknown, format: FormatConfig = defaultFormat): unknown {
  const n = toNumber(value);
  if (n === null) return value;
  const [int, frac] = String(Math.abs(n)).split('.');
  const sign = n < 0 ? '-' : '';
  return sign + groupDigits(int, format.thousandsSeparator) + (frac ? format.decimalSeparator + frac : '');
}

/**
 * Minor units (cents) to a display amount: /100, 2 decimals, grouped. A value
 * that is not an amount (isAmount: not a number, negative, above the market's
 * bound) reads as not available: a schema that puts a sign before it must not
 * show "₱NaN" or "₱1e+21" (issue 16; the SPEC's "unchanged" showed those).
 */
export function money(value: unknown, format: FormatConfig = defaultFormat): unknown {
  const n = toNumber(value);
  if (n === null || !isAmount(n, format)) return notAvailable(format);
  // Work in whole cents so 0.1 + 0.2 style float noise never shows.
  const cents = Math.round(n);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const int = String(Math.floor(abs / 100));
  const frac = String(abs % 100).padStart(2, '0');
  return sign + groupDigits(int, format.thousandsSeparator) + format.decimalSeparator + frac;
}

/**
 * An amount the product may show as money and send to a payment call: a
 * whole number of centavos (a number or numeric text), not negative, not
 * above the market's bound. `true`, null, "NaN", 1e23 and -5 are not amounts
 * (issue 16), and neither is 300000.5: it would read ₱3,000.01 and be sent as
 * 300000.5, so the borrower would pay what they were not shown (issue 29).
 */
export function isAmount(value: unknown, format: FormatConfig = defaultFormat): boolean {
  const n = toNumber(value);
  const max = format.maxAmount ?? defaultFormat.maxAmount!;
  return n !== null && Number.isInteger(n) && n >= 0 && n <= max;
}

/** Peso sign, or rupee sign when the popup flag equals 1 (number or text). */
export function currency(flag: unknown, format: FormatConfig = defaultFormat): string {
  return String(flag) === '1' ? format.rupeeSign : format.pesoSign;
}

/**
 * An amount as a borrower reads it: sign and money, "₱5,000.00". Only an
 * amount (isAmount) is shown as money: nothing, "NaN", true, a negative or an
 * absurd figure (1e23) reads as not available ("—"), never "₱NaN" or a lone
 * "₱" (issue 16). A screen that has its own words for it tests isAmount.
 */
export function peso(value: unknown, flag: unknown, format: FormatConfig = defaultFormat): string {
  if (!isAmount(value, format)) return notAvailable(format);
  return currency(flag, format) + (money(value, format) as string);
}

/** One end of a range: whole pesos without decimals ("₱2,000"), otherwise as peso(); "" when it is not an amount. */
function rangeEnd(value: unknown, flag: unknown, format: FormatConfig): string {
  const n = toNumber(value);
  if (n === null || !isAmount(n, format)) return '';
  const cents = Math.round(n);
  if (cents % 100 !== 0) return peso(cents, flag, format);
  return currency(flag, format) + groupDigits(String(cents / 100), format.thousandsSeparator);
}

/**
 * An amount range, "₱2,000 – ₱20,000", from [min, max] or {min, max} in
 * minor units. A server that sends the range as text has it shown as sent.
 */
export function moneyRange(range: unknown, flag: unknown, format: FormatConfig = defaultFormat): string {
  if (typeof range === 'string') return range;
  const ends = Array.isArray(range)
    ? range
    : range && typeof range === 'object'
      ? [(range as Record<string, unknown>).min, (range as Record<string, unknown>).max]
      : [];
  const [low, high] = [rangeEnd(ends[0], flag, format), rangeEnd(ends[1], flag, format)];
  if (!low || !high) return low || high || notAvailable(format);
  return low + (format.rangeSeparator ?? defaultFormat.rangeSeparator) + high;
}

/**
 * A date in the schema's pattern (dayjs tokens). Anything that is not a real
 * date (empty, "0000-00-00", "2027-02-30", "next Tuesday", 0) reads as the
 * screen's words when it gives them, else as the market's not-available mark:
 * never as another real date (issue 16).
 */
export function formatDate(value: unknown, pattern: unknown = 'YYYY-MM-DD', words?: unknown, format: FormatConfig = defaultFormat): string {
  const fmt = typeof pattern === 'string' && pattern ? pattern : 'YYYY-MM-DD';
  const ms = dateMillis(value);
  if (ms === null) return typeof words === 'string' && words ? words : notAvailable(format);
  return formatPattern(ms, fmt);
}

/** How the market writes a day (config.market.dates.day, dayjs tokens) and the month names of the page's language (copy monthsShort). */
export interface DayStyle {
  pattern?: unknown;
  /** A day with its time (config.market.dates.dayTime), for `dayTime`: the same month names. */
  timePattern?: unknown;
  monthsShort?: unknown;
}

/**
 * A day as a borrower reads it in the market and the page's language
 * (CONTRACT section 6: "Dec 21, 2026", "Dis 21, 2026"): the market's pattern,
 * with MMM taken from the copy's month names, so product staff word them and
 * no phone's locale data decides. Not a real date → the screen's words, else
 * the not-available mark, as `date`.
 */
export function formatDay(value: unknown, words: unknown, style: DayStyle = {}, format: FormatConfig = defaultFormat): string {
  const ms = dateMillis(value);
  if (ms === null) return typeof words === 'string' && words ? words : notAvailable(format);
  const pattern = typeof style.pattern === 'string' && style.pattern ? style.pattern : 'YYYY-MM-DD';
  const names = Array.isArray(style.monthsShort) ? style.monthsShort : [];
  const at = new Date(ms).getMonth();
  const month = typeof names[at] === 'string' ? (names[at] as string) : '';
  // MMM (not MMMM) becomes the copy's name, escaped so it is written as it is; text already in [brackets] stays.
  const fmt = month ? pattern.replace(/\[[^\]]*\]|M+/g, (m) => (m === 'MMM' ? `[${month.replace(/[[\]]/g, '')}]` : m)) : pattern;
  return formatPattern(ms, fmt);
}

/**
 * A moment (a complaint filed at 10:00) as the market writes it: `day`'s
 * reading with the market's date-and-time pattern (dates.dayTime, "MMM D,
 * YYYY, h:mm A"), so a day and a day with its time come from one place.
 */
export function formatDayTime(value: unknown, words: unknown, style: DayStyle = {}, format: FormatConfig = defaultFormat): string {
  const pattern = typeof style.timePattern === 'string' && style.timePattern ? style.timePattern : 'YYYY-MM-DD HH:mm';
  return formatDay(value, words, { ...style, pattern }, format);
}

// A server text that is nothing but a date, or a date and a time (what dateMillis reads, without epoch numbers: "5000" is a figure).
const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_MOMENT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A server's text as the page shows it (a detail row's value): when it is
 * exactly a date ("2026-11-20") it reads as the market writes a day, a date
 * with its time as `dayTime` (a date that does not exist, "2027-02-30", as
 * the not-available mark, issue 16); any other text, a date inside a
 * sentence included, is the server's and shows as sent.
 */
export function dayText(value: unknown, style: DayStyle = {}, format: FormatConfig = defaultFormat): string {
  const text = str(value);
  const trimmed = text.trim();
  if (WHOLE_DAY.test(trimmed)) return formatDay(trimmed, '', style, format);
  if (WHOLE_MOMENT.test(trimmed)) return formatDayTime(trimmed, '', style, format);
  return text;
}

/** {"fill": ["{amount} within minutes", {"amount": "₱4,850.00"}]}: each {name} of the template replaced by the value's text; an unknown name stays as written. */
export function fill(template: unknown, values: unknown): string {
  const known = values && typeof values === 'object' && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  return str(template).replace(/\{([A-Za-z_][\w]*)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(known, name) ? str(known[name]) : whole,
  );
}

/**
 * The sum of one field over a list ({"sum": [plan, "amount"]}), or of the
 * list's own values without a field. Null when the list is not a list or any
 * value is not a number: a figure that cannot be added up must not count as 0.
 */
export function sum(list: unknown, field: unknown): number | null {
  if (!Array.isArray(list)) return null;
  let total = 0;
  for (const el of list) {
    const v = typeof field === 'string' && field ? get(el, field) : el;
    const n = toNumber(v);
    if (n === null) return null;
    total += n;
  }
  return total;
}

/**
 * The peso amounts a text names, in centavos: "Get my ₱8,000 now" → [800000],
 * "PHP 1,234.50 or P99" → [123450, 9900]. For a server's sentence beside
 * figures the page shows: a screen can refuse one that promises more than
 * the figures say.
 */
export function amountsIn(value: unknown, format: FormatConfig = defaultFormat): number[] {
  const [sign, group, decimal] = [format.pesoSign, format.thousandsSeparator, format.decimalSeparator].map(escapeRegExp);
  const found = new RegExp(`(?:${sign}|\\bPHP|\\bP)\\s?(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d{1,2}))?`, 'g');
  const out: number[] = [];
  for (const m of str(value).matchAll(found)) {
    const pesos = Number(m[1].split(format.thousandsSeparator).join(''));
    const centavos = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
    if (Number.isFinite(pesos)) out.push(pesos * 100 + centavos);
  }
  return out;
}

/** A loan's figure (CONTRACT section 7): an amount, which is whole centavos (isAmount); the name the loan checks read. */
export function isCentavos(value: unknown, format: FormatConfig = defaultFormat): boolean {
  return isAmount(value, format);
}

export function str(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * json-logic's cat (missing values add nothing), except that an object or a
 * list adds nothing either: standard cat writes "[object Object]" or "1,2"
 * where a server sent the wrong type, and a value passed through (a field,
 * grouped) may be one (the answer fuzzing found "₱[object Object]" as an
 * amount on four screens).
 */
export function cat(...values: unknown[]): string {
  return values.map(str).join('');
}

export function len(value: unknown): number {
  if (typeof value === 'string') return graphemeCount(value);
  if (Array.isArray(value)) return value.length;
  return 0;
}

export function coalesce(...values: unknown[]): unknown {
  for (const v of values) if (v !== null && v !== undefined && v !== '') return v;
  return null;
}

export function startsWith(text: unknown, prefix: unknown): boolean {
  return typeof text === 'string' && typeof prefix === 'string' && text.startsWith(prefix);
}

export function slice(list: unknown, start: unknown, end: unknown): unknown {
  const s = typeof start === 'number' ? start : 0;
  const e = typeof end === 'number' ? end : undefined;
  if (Array.isArray(list) || typeof list === 'string') return list.slice(s, e);
  return Array.isArray(list) ? [] : list;
}

export function get(value: unknown, path: unknown): unknown {
  let cur = value;
  for (const part of String(path ?? '')
    .split('.')
    .filter(Boolean)) {
    // Own fields only: a key from the server or the device (`constructor`, `__proto__`) must not reach Object.prototype.
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, part)) return null;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur === undefined ? null : cur;
}

const sameKey = (el: unknown, key: unknown, value: unknown) =>
  !!el && typeof el === 'object' && str((el as Record<string, unknown>)[String(key)]) === str(value);

export function append(list: unknown, element: unknown): unknown[] {
  return [...(Array.isArray(list) ? list : []), element];
}

export function updateWhere(list: unknown, key: unknown, value: unknown, patch: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  const p = patch && typeof patch === 'object' && !Array.isArray(patch) ? patch : {};
  return list.map((el) => (sameKey(el, key, value) ? { ...(el as object), ...p } : el));
}

export function removeWhere(list: unknown, key: unknown, value: unknown): unknown[] {
  return Array.isArray(list) ? list.filter((el) => !sameKey(el, key, value)) : [];
}

export function findWhere(list: unknown, key: unknown, value: unknown): unknown {
  return Array.isArray(list) ? (list.find((el) => sameKey(el, key, value)) ?? null) : null;
}

export function join(list: unknown, separator: unknown): string {
  return Array.isArray(list)
    ? list
        .map(str)
        .filter(Boolean)
        .join(typeof separator === 'string' ? separator : ',')
    : '';
}

/** At most `max` characters, counted as a person sees them (🇵🇭, 👨‍👩‍👧, 👍🏽 and ñ are one each) and never half of one. */
export function truncate(value: unknown, max: unknown): string {
  return typeof max === 'number' && max >= 0 ? clipGraphemes(str(value), Math.floor(max)) : str(value);
}

export function matches(value: unknown, pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    return new RegExp(pattern, 'i').test(str(value));
  } catch {
    return false;
  }
}

export function entries(value: unknown): { key: string; value: unknown }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).map(([key, v]) => ({ key, value: v }));
}

export function put(value: unknown, key: unknown, field: unknown): Record<string, unknown> {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { ...base, [str(key)]: field ?? null };
}

/**
 * The named fields as text: a value kept by an older version of a page (or
 * edited by hand) may be anything, and a form field must get a string.
 */
export function pickText(value: unknown, keys: unknown): Record<string, string> {
  const source = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const key of Array.isArray(keys) ? keys.map(str).filter(Boolean) : []) {
    const v = source[key];
    out[key] = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  }
  return out;
}

export function fixed(value: unknown, digits: unknown): string {
  const n = toNumber(value);
  const d = typeof digits === 'number' && digits >= 0 && digits <= 20 ? Math.floor(digits) : 0;
  return n === null ? '' : n.toFixed(d);
}

export function json(value: unknown): string {
  return JSON.stringify(value ?? null) ?? '';
}

/**
 * A count with its words in the right number (issue 17: "1 day(s)"). Each
 * language writes both forms in its copy ({n} the count), so a language that
 * does not change the word (Filipino: "1 araw", "30 araw") writes it twice.
 */
export function plural(count: unknown, one: unknown, other: unknown, format: FormatConfig = defaultFormat): string {
  const n = toNumber(count);
  if (n === null) return notAvailable(format);
  return fill(n === 1 ? one : other, { n: grouped(n, format) });
}

/** The operations that need nothing but their arguments (registered by expressions.ts). */
export const plainOperations: Record<string, (...args: unknown[]) => Json> = {
  str: (v) => str(v),
  cat: (...vs) => cat(...vs),
  len: (v) => len(v),
  coalesce: (...vs) => coalesce(...vs) as Json,
  startsWith: (t, p) => startsWith(t, p),
  slice: (l, s, e) => slice(l, s, e) as Json,
  get: (v, p) => get(v, p) as Json,
  append: (l, e) => append(l, e) as Json,
  updateWhere: (l, k, v, p) => updateWhere(l, k, v, p) as Json,
  removeWhere: (l, k, v) => removeWhere(l, k, v) as Json,
  findWhere: (l, k, v) => findWhere(l, k, v) as Json,
  join: (l, sep) => join(l, sep),
  truncate: (v, m) => truncate(v, m),
  trim: (v) => str(v).trim(),
  matches: (v, p) => matches(v, p),
  entries: (v) => entries(v) as Json,
  put: (o, k, v) => put(o, k, v) as Json,
  pickText: (o, ks) => pickText(o, ks),
  fixed: (v, d) => fixed(v, d),
  json: (v) => json(v),
  daysBetween: (from, to) => daysBetween(from, to),
  addDays: (v, n) => addDays(v, typeof n === 'number' ? n : NaN),
  fill: (template, values) => fill(template, values),
  sum: (list, field) => sum(list, field),
  isDate: (v) => dateMillis(v) !== null,
};

/**
 * The operations that write for a market and a language (money, counts, days). Registered by expressions.ts as
 * scoped operations (renderer/logic.ts): `format` and `dayStyle` read the style off the scope the evaluation hands
 * down, the screen being evaluated, at call time.
 */
export function styledOperations<S>(
  format: (scope: S | undefined) => FormatConfig,
  dayStyle: (scope: S | undefined) => DayStyle = () => ({}),
): Record<string, (scope: S | undefined, ...args: unknown[]) => Json> {
  return {
    peso: (scope, v, flag) => peso(v, flag, format(scope)),
    moneyRange: (scope, range, flag) => moneyRange(range, flag, format(scope)),
    money: (scope, v) => money(v, format(scope)) as Json,
    grouped: (scope, v) => grouped(v, format(scope)) as Json,
    isAmount: (scope, v) => isAmount(v, format(scope)),
    currency: (scope, flag) => currency(flag, format(scope)),
    date: (scope, v, p, words) => formatDate(v, p, words, format(scope)),
    plural: (scope, n, one, other) => plural(n, one, other, format(scope)),
    day: (scope, v, words) => formatDay(v, words, dayStyle(scope), format(scope)),
    dayTime: (scope, v, words) => formatDayTime(v, words, dayStyle(scope), format(scope)),
    dayText: (scope, v) => dayText(v, dayStyle(scope), format(scope)),
    isCentavos: (scope, v) => isCentavos(v, format(scope)),
    amountsIn: (scope, v) => amountsIn(v, format(scope)),
  };
}
