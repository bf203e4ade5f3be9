/**
 * Edits of limited text boxes counted as a person counts characters
 * (renderer/graphemes.ts: 🇵🇭, 👨‍👩‍👧, 👍🏽 and n + combining tilde are one each;
 * the `truncate` and `len` operations count with the same rule).
 */
import { clipGraphemes, graphemeCount, graphemes } from '../../renderer/graphemes.ts';

export { clipGraphemes, graphemeCount };
export { withoutInvisibles } from '../../renderer/graphemes.ts';

/**
 * An edit of a limited text the way the native `maxLength` does it, counted in
 * graphemes: what was there stays, and of what the person typed or pasted only
 * the characters that fit are kept (whole ones). Returns the text and where the
 * caret belongs (after the kept insertion, in UTF-16 units as the DOM counts).
 */
export function fitEdit(previous: string, next: string, max: number, caret = next.length): { text: string; caret: number } {
  if (!(max > 0) || graphemeCount(next) <= max) return { text: next, caret };
  // What changed: the longest common start and end of the two texts.
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let end = 0;
  while (end < previous.length - start && end < next.length - start && previous[previous.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  // Cut at whole characters of the new text, so a half flag is never the "same" start or end.
  const bounds = new Set<number>([0]);
  let at = 0;
  for (const g of graphemes(next)) bounds.add((at += g.length));
  while (start > 0 && !bounds.has(start)) start -= 1;
  while (end > 0 && !bounds.has(next.length - end)) end -= 1;
  const before = next.slice(0, start);
  const after = next.slice(next.length - end);
  // As many typed characters as the room left; a joining mark at the seam can merge two, so check once and give back if needed.
  const inserted = graphemes(next.slice(start, next.length - end));
  let take = Math.min(inserted.length, Math.max(0, max - graphemeCount(before + after)));
  let kept = inserted.slice(0, take).join('');
  while (take > 0 && graphemeCount(before + kept + after) > max) kept = inserted.slice(0, (take -= 1)).join('');
  const text = before + kept + after;
  // A text that was already over the limit (e.g. set by the page) is cut from the end.
  if (graphemeCount(text) > max) {
    const clipped = clipGraphemes(text, max);
    return { text: clipped, caret: Math.min(before.length + kept.length, clipped.length) };
  }
  return { text, caret: before.length + kept.length };
}
