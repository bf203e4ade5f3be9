// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { graphemes } from '../../../renderer/graphemes.ts';

// The segmenter itself, as graphemes() used it before its fast path (issue 31): the two must agree.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const bySegmenter = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

describe('graphemes: the fast path below U+0300 counts as the segmenter does', () => {
  const low = Array.from({ length: 0x300 }, (_, i) => String.fromCharCode(i)).join('');
  it.each([
    ['every code point below U+0300 in a row', low],
    ['every one twice, reversed', [...low].reverse().join('') + low],
    ['CR LF, the one pair below U+0300 that is one character', 'Juan\r\nDela Cruz\r\n\r\r\n\n'],
    ['a soft hyphen and Latin-1 letters', 'Pe\u00f1a-Sa\u00adlazar ₱'],
    ['combining marks (not on the fast path)', 'Pen\u0303a n\u0303'],
    ['emoji sequences (not on the fast path)', '🇵🇭 👨‍👩‍👧 👍🏽'],
  ])('%s', (_name, text) => {
    expect(graphemes(text)).toEqual(bySegmenter(text));
  });
});
