/**
 * A length limit on a plain text box, counted the way a person counts
 * (renderer/graphemes.ts): 🇵🇭, 👨‍👩‍👧, 👍🏽 and n + combining tilde are one
 * character each, and an edit never keeps half of one (issue 16). The native
 * `maxLength` attribute counts UTF-16 units, so it is not used: an edit that
 * would go over keeps what was there and only the typed or pasted characters
 * that fit, like the native limit does, and the caret stays after them even
 * though the value comes back through the screen's state (useCaretAfterEdit).
 */
import type { ChangeEvent } from 'react';
import { fitEdit } from './graphemes.ts';
import { useCaretAfterEdit } from './useCaretAfterEdit.ts';

type Box = HTMLInputElement | HTMLTextAreaElement;

export function useGraphemeLimit<T extends Box>(value: string, max: number) {
  const { ref, keepCaret } = useCaretAfterEdit<T>();
  /** The text of an edit, within the limit. */
  const onEdit = (e: ChangeEvent<T>): string => {
    const typed = e.target.value;
    const fitted = fitEdit(value, typed, max, e.target.selectionStart ?? typed.length);
    // An edit that fits leaves the caret where the browser put it.
    keepCaret(fitted.text !== typed ? { caret: fitted.caret, shown: fitted.text } : null);
    return fitted.text;
  };
  return { ref, onEdit };
}
