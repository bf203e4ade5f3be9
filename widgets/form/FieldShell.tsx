import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  subtitle?: string;
  error?: string;
  children: ReactNode;
}

/** Label, control, and the engine's message for the field (tied to the control by aria-describedby). */
export function FieldShell({ id, label, subtitle, error, children }: Props) {
  return (
    <div className={`w-field${error ? ' w-field--invalid' : ''}`} data-field={id}>
      <label className="w-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children}
      {subtitle && !error && <p className="w-field__hint">{subtitle}</p>}
      {error && (
        <p className="w-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
