/**
 * A length limit on a plain text box, counted the way a person counts
 * (renderer/graphemes.ts): 🇵🇭, 👨‍👩‍👧, 👍🏽 and n + combining tilde are one
 * character each, and an edit never keeps half of one (issue 16). The native
 * `maxLength` attribute counts UTF-16 units, so it is not used: an edit that
 * would go over keeps what was there and only the typed or pasted characters
 * that fit, like the native limit does, and the caret stays after them even
 * though the value comes back through the screen's state.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { fitEdit } from './graphemes.ts';

type Box = HTMLInputElement | HTMLTextAreaElement;

export function useGraphemeLimit<T extends Box>(value: string, max: number) {
  const ref = useRef<T>(null);
  const pending = useRef<{ caret: number; shown: string } | null>(null);
  const [, redraw] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    const edit = pending.current;
    if (!el || !edit || document.activeElement !== el) return;
    if (el.value !== edit.shown) return;
    el.setSelectionRange(edit.caret, edit.caret);
    pending.current = null;
  });
  /** The text of an edit, within the limit. */
  const onEdit = (e: ChangeEvent<T>): string => {
    const typed = e.target.value;
    const fitted = fitEdit(value, typed, max, e.target.selectionStart ?? typed.length);
    pending.current = fitted.text !== typed ? { caret: fitted.caret, shown: fitted.text } : null;
    if (pending.current) redraw((n) => n + 1);
    return fitted.text;
  };
  return { ref, onEdit };
}
