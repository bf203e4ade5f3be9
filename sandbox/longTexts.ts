/**
 * The sandbox's long-text mode (`?texts=long`, kept for the tab like the
 * scenario): every free text of every answer ends in one unbroken 45-character
 * word, and every e-mail address gets that word in its local part, so any
 * screen in any scenario can be looked at (and tested: tests/e2e/deadEnds.spec.ts, longTexts.spec.ts)
 * with the long references, names and e-mails a real server sends.
 *
 * Only free text is lengthened: what a page checks or acts on keeps its form,
 * so the page draws what it draws with the scenario's own answers. Left as
 * they are: amounts, percentages and other numbers, dates and times, phone
 * numbers, addresses (URLs and paths), the answer's `code`, and the fields
 * that name a form field or its kind (`code`, `cate`, `inputType`).
 */

/** The unbroken word (45 characters): a reference-like run of letters and digits, no break opportunity in it. */
export const LONG_TAIL = 'REF20261121ABCDEFGHIJKLMNOPQRSTUVWXYZ01234567';

/** Fields whose text is a name the page acts on, not words it shows. */
const MACHINE_KEYS = new Set(['code', 'cate', 'inputType']);

const KEPT = [
  /^\s*$/,
  // Numbers, amounts (₱5,000.00), percentages (0.05%), phone numbers (+63 2 8123 4567), pay codes (7012 3456 7890).
  /^[\s₱$+\-−.,%()\d]+$/,
  // Dates and times (2026-11-21, 2026-11-20 09:15:00).
  /^\d{4}-\d{2}-\d{2}/,
  // Addresses: a scheme, a path, a protocol-relative or a data address.
  /^\s*([a-z][a-z\d+.-]*:|\/)/i,
];

function longer(text: string): string {
  if (KEPT.some((re) => re.test(text))) return text;
  const email = /^([^\s@]+)@([^\s@]+\.[^\s@]+)$/.exec(text);
  if (email) return `${email[1]}.${LONG_TAIL.toLowerCase()}@${email[2]}`;
  return `${text}${LONG_TAIL}`;
}

/** A copy of an answer body with every free text lengthened (see above). */
export function lengthened(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return MACHINE_KEYS.has(key) ? value : longer(value);
  if (Array.isArray(value)) return value.map((v) => lengthened(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthened(v, k)]));
  return value;
}
