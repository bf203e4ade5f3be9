import { useId } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './CodeInput.contract.ts';
import { num, text } from './props.ts';
import { FieldAddon } from './form/FieldAddon.tsx';
import { FieldShell } from './form/FieldShell.tsx';
import { useMaskedCaret } from './form/useMaskedCaret.ts';

/** A verification-code input (digits) with a resend button that counts down; emits `change` and `resend` {counting}. */
export function CodeInput({ label, value, maxLength, placeholder, resendLabel, countingLabel, endsAt, emit }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const max = num(maxLength, 6);
  const caret = useMaskedCaret('number', max);
  return (
    <FieldShell id={id} label={text(label)}>
      <div className="w-field__row">
        <input
          id={id}
          className="w-field__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={text(value)}
          placeholder={text(placeholder)}
          ref={caret.ref}
          onChange={(e) => void emit('change', caret.onEdit(e))}
        />
        {text(resendLabel) && (
          <FieldAddon kind="countdown" props={{ endsAt, label: resendLabel, countingLabel }} onPress={(payload) => void emit('resend', payload as never)} />
        )}
      </div>
    </FieldShell>
  );
}
