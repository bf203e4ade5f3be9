/**
 * Text lengths as a person counts them: one character is what they see as
 * one (a grapheme cluster), so 🇵🇭, 👨‍👩‍👧, 👍🏽 and n + combining tilde each
 * count one and a limit never keeps half of one (issue 16). JavaScript's
 * `length`, `slice` and the native `maxLength` attribute count UTF-16 units,
 * and Array.from counts code points: both split these.
 *
 * Intl.Segmenter is in Node 16+ and Chromium 87+; where it is missing the
 * code points are used, which never split a surrogate pair at least.
 *
 * Plain text functions with no engine state: widgets may import this file
 * besides renderer/types (eslint.config.js), so the text boxes and the
 * operations count with one rule.
 */
type Segmenter = { segment(text: string): Iterable<{ segment: string }> };
let segmenter: Segmenter | null | undefined;
/**
 * Made on first need, not when the module loads: building a Segmenter loads
 * ICU's break rules, about 4 ms on a phone-speed CPU, on every page's first
 * paint path (issue 31), and most texts never need it (below).
 */
const segmenterNow = (): Segmenter | null =>
  segmenter === undefined
    ? (segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null)
    : segmenter;

/**
 * Below U+0300 (where combining marks begin), without a carriage return (CR LF
 * is one character), every code point is a character of its own: most names,
 * amounts and Filipino or English copy need no segmenter.
 */
// eslint-disable-next-line no-control-regex -- control characters are characters of their own, CR aside
const SIMPLE = /^[\u0000-\u000c\u000e-\u02ff]*$/;

/** The text's characters as a person sees them. */
export function graphemes(text: string): string[] {
  if (SIMPLE.test(text)) return text.split('');
  const seg = segmenterNow();
  if (!seg) return Array.from(text);
  return Array.from(seg.segment(text), (s) => s.segment);
}

export function graphemeCount(text: string): number {
  return graphemes(text).length;
}

/**
 * Characters a person cannot see that change what they read: zero-width
 * spaces and joiners, direction marks, embeddings, overrides and isolates,
 * the soft hyphen, the byte-order mark. "Ju\u200Ban \u202EzurC aleD\u202C"
 * shows as "Juan Dela Cruz" and is another name (issue 29). The zero-width
 * joiner is kept only where it joins two emoji into one (👨‍👩‍👧 stays one
 * character, never three).
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
const EMOJI_BEFORE = /\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;

/** The text without characters a person cannot see (INVISIBLE): what a name or a number field keeps, shows back and sends. */
export function withoutInvisibles(text: string): string {
  // Read around each joiner only (an emoji is at most 2 UTF-16 units, its modifier 2), so a long paste stays linear.
  return text
    .replace(/\u200D/g, (joiner, at: number, whole: string) =>
      EMOJI_BEFORE.test(whole.slice(Math.max(0, at - 4), at)) && EMOJI_AFTER.test(whole.slice(at + 1, at + 3)) ? joiner : '',
    )
    .replace(INVISIBLE, '');
}

/** At most `max` characters from the start, never half of one. */
export function clipGraphemes(text: string, max: number): string {
  if (!(max >= 0)) return text;
  // Fast path: no text longer in UTF-16 units than the limit can be over it.
  if (text.length <= max) return text;
  return graphemes(text).slice(0, max).join('');
}
