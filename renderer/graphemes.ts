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
const segmenter: { segment(text: string): Iterable<{ segment: string }> } | null =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The text's characters as a person sees them. */
export function graphemes(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function graphemeCount(text: string): number {
  return graphemes(text).length;
}

/** At most `max` characters from the start, never half of one. */
export function clipGraphemes(text: string, max: number): string {
  if (!(max >= 0)) return text;
  // Fast path: no text longer in UTF-16 units than the limit can be over it.
  if (text.length <= max) return text;
  return graphemes(text).slice(0, max).join('');
}
