import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { caretAfterMask, cleanValue, displayValue, inputMode, keypadInput } from './masks';
import { contextOf } from './formContext';
import { FieldShell } from './FieldShell';
import { MoneyKeypad } from './MoneyKeypad';
import { FieldAddon } from './FieldAddon';

/** A server text field: masked input, or the money keypad when the field asks for it. */
export function TextField({ id, name, label, value, placeholder, onChange, options, registry }: RjsfWidgetProps) {
  const { errors, labels, fieldProps, emit } = contextOf(registry);
  const mask = String(options.mask ?? 'text');
  const maxLength = Number(options.maxLength ?? 0) || 0;
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const error = errors[name];
  const [keypadOpen, setKeypadOpen] = useState(false);
  const set = (next: string) => onChange(next === '' ? undefined : next);
  const describedBy = error ? `${id}-error` : undefined;
  // The caret after a masked edit, set once React has written the new value (also when the mask refused the key).
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [edits, setEdits] = useState(0);
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [edits]);

  return (
    <FieldShell id={id} label={label} subtitle={String(options.subtitle ?? '')} error={error}>
      <div className="w-field__row">
      <input
        id={id}
        className="w-field__input"
        value={displayValue(mask, raw)}
        // rjsf takes ui:options.placeholder out of `options` and hands it over as the `placeholder` prop.
        placeholder={placeholder ?? ''}
        inputMode={options.keypad ? 'none' : inputMode(mask)}
        readOnly={Boolean(options.keypad)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        autoComplete="off"
        ref={input}
        onChange={(e) => {
          const typed = e.target.value;
          caret.current = caretAfterMask(mask, typed, e.target.selectionStart ?? typed.length, maxLength);
          setEdits((n) => n + 1);
          set(cleanValue(mask, typed, maxLength));
        }}
        onFocus={() => options.keypad && setKeypadOpen(true)}
        onClick={() => options.keypad && setKeypadOpen(true)}
      />
      {typeof options.addon === 'string' && (
        <FieldAddon
          kind={options.addon}
          props={fieldProps[name] ?? {}}
          onPress={(payload) => emit(String(options.event ?? ''), payload)}
        />
      )}
      </div>
      {keypadOpen && (
        <MoneyKeypad
          labels={labels}
          onKey={(key) => set(keypadInput(raw, key))}
          onClose={() => setKeypadOpen(false)}
        />
      )}
    </FieldShell>
  );
}
