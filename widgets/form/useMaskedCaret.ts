/**
 * Keeps the caret where the person is typing in a masked input (insert,
 * delete, paste, a refused key), for every masked input: the server-field
 * TextField and the CodeInput. The mask may regroup or drop characters, and
 * the new value may reach the input later than the keystroke (through the
 * screen's state); useCaretAfterEdit puts the caret back until it does.
 */
import type { ChangeEvent } from 'react';
import { caretAfterMask, cleanValue, displayValue } from './masks.ts';
import { useCaretAfterEdit } from './useCaretAfterEdit.ts';

export function useMaskedCaret(mask: string, maxLength: number) {
  const { ref, keepCaret } = useCaretAfterEdit<HTMLInputElement>();
  /** The raw value of an edit; the caret will follow it. */
  const onEdit = (e: ChangeEvent<HTMLInputElement>): string => {
    const typed = e.target.value;
    const raw = cleanValue(mask, typed, maxLength);
    keepCaret({ caret: caretAfterMask(mask, typed, e.target.selectionStart ?? typed.length, maxLength), shown: displayValue(mask, raw) });
    return raw;
  };
  return { ref, onEdit };
}
