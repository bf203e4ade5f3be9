import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FieldWidgetProps } from './fieldWidgetProps.ts';
import { contextOf } from './formContext.ts';
import { FieldShell } from './FieldShell.tsx';

interface Option {
  value: string;
  label: string;
}

/** The name of the option whose type equals the stored value (SPEC point 4). */
export function optionName(options: Option[], value: unknown): string {
  const v = value === null || value === undefined ? '' : String(value);
  return v === '' ? '' : (options.find((o) => o.value === v)?.label ?? '');
}

/**
 * A single-choice picker (enum, citySelect): the field shows the chosen
 * option's name; tapping it opens a sheet of options with Confirm and Cancel.
 * Nothing changes until Confirm.
 */
export function PickerField({ id, name, label, value, placeholder, onChange, options, registry }: FieldWidgetProps) {
  const { errors, labels } = contextOf(registry);
  const choices = (Array.isArray(options.options) ? options.options : []) as Option[];
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string>('');
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLButtonElement>(null);
  // Closing the sheet (Confirm, Cancel, Escape, a tap outside) gives the focus back to the field.
  const close = () => {
    setOpen(false);
    field.current?.focus();
  };
  const error = errors[name];
  const shown = optionName(choices, value);

  useEffect(() => {
    if (open) sheet.current?.querySelector<HTMLElement>('[aria-selected="true"], [role="option"]')?.focus();
  }, [open]);

  return (
    <FieldShell id={id} label={label} error={error}>
      <button
        id={id}
        ref={field}
        type="button"
        className={`w-field__input w-field__picker${shown ? '' : ' w-field__picker--empty'}`}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => {
          setPending(value === undefined || value === null ? '' : String(value));
          setOpen(true);
        }}
      >
        {shown || placeholder || labels.select || ''}
      </button>
      {/* On the page's body, not in the field: in a long form a field off screen skips its layout (content-visibility,
          `.w-form--long` in widgets.css), which would hold a fixed sheet inside the field's own box. */}
      {open &&
        createPortal(
          <div className="w-dialog__backdrop w-sheet__backdrop" onClick={close}>
            <div
              className="w-sheet"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              ref={sheet}
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => {
                if (e.key === 'Escape') close();
              }}
            >
              <div className="w-sheet__bar">
                <button type="button" className="w-sheet__action" onClick={close}>
                  {labels.cancel}
                </button>
                <h2 id={titleId} className="w-sheet__title">
                  {label}
                </h2>
                <button
                  type="button"
                  className="w-sheet__action w-sheet__action--primary"
                  onClick={() => {
                    close();
                    if (pending !== '') onChange(pending);
                  }}
                >
                  {labels.confirm}
                </button>
              </div>
              <div role="listbox" aria-labelledby={titleId} className="w-sheet__list">
                {/* By position: a server's options may repeat a type, and the sheet never reorders. */}
                {choices.map((o, i) => (
                  <div
                    key={i}
                    role="option"
                    tabIndex={0}
                    aria-selected={pending === o.value}
                    className="w-sheet__option"
                    onClick={() => setPending(o.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        setPending(o.value);
                      }
                    }}
                  >
                    {o.label}
                  </div>
                ))}
              </div>
            </div>
          </div>,
          document.body,
        )}
    </FieldShell>
  );
}
