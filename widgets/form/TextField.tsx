import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { FieldWidgetProps } from './fieldWidgetProps.ts';
import { displayValue, inputMode, keypadInput } from './masks.ts';
import { useMaskedCaret } from './useMaskedCaret.ts';
import { contextOf } from './formContext.ts';
import { FieldShell } from './FieldShell.tsx';
import { MoneyKeypad } from './MoneyKeypad.tsx';
import { FieldAddon } from './FieldAddon.tsx';

/** A server text field: masked input, or the money keypad when the field asks for it. */
export function TextField({ id, name, label, value, placeholder, onChange, options, registry }: FieldWidgetProps) {
  const { errors, labels, fieldProps, emit } = contextOf(registry);
  const mask = String(options.mask ?? 'text');
  const maxLength = Number(options.maxLength ?? 0) || 0;
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const error = errors[name];
  const [keypadOpen, setKeypadOpen] = useState(false);
  const set = (next: string) => onChange(next === '' ? undefined : next);
  const describedBy = error ? `${id}-error` : undefined;
  const caret = useMaskedCaret(mask, maxLength);

  return (
    <FieldShell id={id} label={label} subtitle={String(options.subtitle ?? '')} error={error}>
      <div className="w-field__row">
        <input
          id={id}
          className="w-field__input"
          value={displayValue(mask, raw)}
          // The form (its own walk or rjsf) takes ui:options.placeholder out of `options` and hands it over as `placeholder`.
          placeholder={placeholder ?? ''}
          inputMode={options.keypad ? 'none' : inputMode(mask)}
          readOnly={Boolean(options.keypad)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          autoComplete="off"
          ref={caret.ref}
          onChange={(e) => set(caret.onEdit(e))}
          onFocus={() => options.keypad && setKeypadOpen(true)}
          onClick={() => options.keypad && setKeypadOpen(true)}
        />
        {typeof options.addon === 'string' && (
          <FieldAddon
            id={`${id}-addon`}
            kind={options.addon}
            props={fieldProps[name] ?? {}}
            onPress={(payload) => emit(String(options.event ?? ''), payload)}
          />
        )}
      </div>
      {/* On the page's body, as the picker's sheet (PickerField.tsx): in a long form a field off screen skips its layout. */}
      {keypadOpen &&
        createPortal(<MoneyKeypad labels={labels} onKey={(key) => set(keypadInput(raw, key))} onClose={() => setKeypadOpen(false)} />, document.body)}
    </FieldShell>
  );
}
