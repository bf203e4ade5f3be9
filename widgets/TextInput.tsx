import { useId } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './TextInput.contract.ts';
import { num, text } from './props.ts';
import { FieldShell } from './form/FieldShell.tsx';
import { useGraphemeLimit } from './form/useGraphemeLimit.ts';
import { withoutInvisibles } from './form/graphemes.ts';
import { INPUT_MODES, INPUT_TYPES, type InputMode } from './inputKinds.ts';

// The contract's lists: a value the check would reject draws the plain box, never another kind of input.
const TYPES = new Set<string>(INPUT_TYPES);
const MODES = new Set<string>(INPUT_MODES);

/** A labelled one-line text box; emits `change` with the text. */
export function TextInput({ label, value, placeholder, maxLength, autoComplete, type, inputMode, hint, error, emit }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const max = num(maxLength, 0);
  const kind = TYPES.has(text(type)) ? text(type) : 'text';
  const mode = MODES.has(text(inputMode)) ? (text(inputMode) as InputMode) : undefined;
  const limit = useGraphemeLimit<HTMLInputElement>(text(value), max);
  return (
    <FieldShell id={id} label={text(label)} subtitle={text(hint)} error={text(error)}>
      <input
        id={id}
        type={kind}
        inputMode={mode}
        className="w-field__input"
        value={text(value)}
        placeholder={text(placeholder)}
        autoComplete={text(autoComplete) || 'off'}
        aria-invalid={text(error) ? true : undefined}
        aria-describedby={text(error) ? `${id}-error` : undefined}
        ref={limit.ref}
        // What is typed is what is shown and sent: nothing invisible that makes it read as something else (issue 29).
        onChange={(e) => void emit('change', withoutInvisibles(limit.onEdit(e)))}
      />
    </FieldShell>
  );
}
