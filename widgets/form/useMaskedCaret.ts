/**
 * Keeps the caret where the person is typing in a masked input (insert,
 * delete, paste, a refused key), for every masked input: the server-field
 * TextField and the CodeInput. The mask may regroup or drop characters, and
 * the new value may reach the input later than the keystroke (through the
 * screen's state), so the caret is put back after every draw until the value
 * the edit produced is on screen.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { caretAfterMask, cleanValue, displayValue } from './masks.ts';

export function useMaskedCaret(mask: string, maxLength: number) {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<{ caret: number; shown: string } | null>(null);
  const [, redraw] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    const edit = pending.current;
    if (!el || !edit || document.activeElement !== el) return;
    el.setSelectionRange(edit.caret, edit.caret);
    if (el.value === edit.shown) pending.current = null;
  });
  /** The raw value of an edit; the caret will follow it. */
  const onEdit = (e: ChangeEvent<HTMLInputElement>): string => {
    const typed = e.target.value;
    const raw = cleanValue(mask, typed, maxLength);
    pending.current = { caret: caretAfterMask(mask, typed, e.target.selectionStart ?? typed.length, maxLength), shown: displayValue(mask, raw) };
    redraw((n) => n + 1);
    return raw;
  };
  return { ref, onEdit };
}
