import type { FieldWidgetProps } from './fieldWidgetProps';
import { contextOf } from './formContext';
import { FieldShell } from './FieldShell';

/** A server `day` field: the platform's date picker, value YYYY-MM-DD. */
export function DateField({ id, name, label, value, onChange, registry }: FieldWidgetProps) {
  const { errors } = contextOf(registry);
  const error = errors[name];
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        type="date"
        className="w-field__input"
        value={typeof value === 'string' ? value : ''}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </FieldShell>
  );
}
