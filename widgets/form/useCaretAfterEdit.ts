/**
 * Puts the caret back where an edit leaves it when the box's value comes
 * back changed through the screen's state (a mask regroups or drops
 * characters; a length limit keeps only what fits). React writes the new
 * value after the keystroke, which moves the browser's caret to the end; so
 * after every draw, while the box has the focus, the caret is put where the
 * edit said, until the value the edit produced is on screen.
 */
import { useLayoutEffect, useRef, useState } from 'react';

/** Where the caret goes, and the value that ends the wait for it. */
export interface CaretAfterEdit {
  caret: number;
  shown: string;
}

export function useCaretAfterEdit<T extends HTMLInputElement | HTMLTextAreaElement>() {
  const ref = useRef<T>(null);
  const pending = useRef<CaretAfterEdit | null>(null);
  const [, redraw] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    const edit = pending.current;
    if (!el || !edit || document.activeElement !== el) return;
    el.setSelectionRange(edit.caret, edit.caret);
    if (el.value === edit.shown) pending.current = null;
  });
  /** The caret of an edit whose value the box will show (null: the browser's own caret is right). */
  const keepCaret = (edit: CaretAfterEdit | null): void => {
    pending.current = edit;
    if (edit) redraw((n) => n + 1);
  };
  return { ref, keepCaret };
}
