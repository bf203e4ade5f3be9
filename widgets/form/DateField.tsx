import { useState, type SyntheticEvent } from 'react';
import type { FieldWidgetProps } from './fieldWidgetProps.ts';
import { contextOf } from './formContext.ts';
import { FieldShell } from './FieldShell.tsx';

/**
 * A server `day` field: the platform's date picker, value YYYY-MM-DD.
 *
 * Until the borrower reaches for it (a touch, a click, the keyboard's focus) it is a plain box showing the
 * placeholder: a page's first date box sets up the platform's date formats, tens of milliseconds of one task
 * here and several times that on a low-end phone, which would land in the form's first draw (issue 31,
 * docs/decisions/047-the-date-box-on-first-touch.md). It turns into the date box as the touch starts (before
 * the tap's click, before the focus lands), so the tap opens the platform's picker as it always did. A field
 * that has a date is the date box from the start.
 */
export function DateField({ id, name, label, value, placeholder, onChange, registry }: FieldWidgetProps) {
  const { errors } = contextOf(registry);
  const error = errors[name];
  const day = typeof value === 'string' ? value : '';
  const [reached, setReached] = useState(false);
  const live = reached || day !== '';
  const reach = (e: SyntheticEvent<HTMLInputElement>) => {
    if (live) return;
    // On the element now, not at the next draw: what this touch does next (the click, the focus) is the date box's.
    e.currentTarget.type = 'date';
    setReached(true);
  };
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        type={live ? 'date' : 'text'}
        className="w-field__input w-field__date"
        value={day}
        placeholder={live ? undefined : placeholder}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onPointerDown={reach}
        onFocus={reach}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </FieldShell>
  );
}
