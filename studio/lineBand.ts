/**
 * Where the line holding a text offset sits in a textarea's scrolled content
 * (pixels from its top, padding included). The textarea wraps long lines, so
 * counting line breaks is not enough: the text up to the offset is laid out
 * in a hidden copy with the textarea's font, width and wrapping, and the
 * place after it is measured.
 */
import type { Band } from './scrollToShow.ts';

// What decides where the text wraps and how tall a line is.
const LAYOUT = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
  'textIndent',
  'textTransform',
  'whiteSpace',
  'overflowWrap',
  'wordBreak',
  'paddingTop',
  'paddingLeft',
  'paddingRight',
] as const;

export function lineBand(area: HTMLTextAreaElement, offset: number): Band {
  const style = getComputedStyle(area);
  const copy = document.createElement('div');
  for (const key of LAYOUT) copy.style[key] = style[key];
  Object.assign(copy.style, {
    position: 'absolute',
    visibility: 'hidden',
    top: '0',
    left: '-10000px',
    border: '0',
    boxSizing: 'content-box',
    // The width the text wraps at: the textarea's inside, without its scroll bar.
    width: `${area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)}px`,
  });
  copy.textContent = area.value.slice(0, offset);
  const mark = document.createElement('span');
  mark.textContent = '\u200b';
  copy.append(mark);
  document.body.append(copy);
  try {
    return { top: mark.offsetTop, bottom: mark.offsetTop + mark.offsetHeight };
  } finally {
    copy.remove();
  }
}
