import { useId } from 'react';
import type { WidgetProps } from '../renderer/types';
import { num, text } from './props';
import { FieldShell } from './form/FieldShell';

interface Props {
  label: string;
  value: string;
  placeholder: string;
  maxLength: number;
  autoComplete: string;
}

/** A labelled one-line text box; emits `change` with the text. */
export function TextInput({ label, value, placeholder, maxLength, autoComplete, emit }: WidgetProps<Props>) {
  const id = useId();
  const max = num(maxLength, 0);
  return (
    <FieldShell id={id} label={text(label)}>
      <input
        id={id}
        className="w-field__input"
        value={text(value)}
        placeholder={text(placeholder)}
        maxLength={max > 0 ? max : undefined}
        autoComplete={text(autoComplete) || 'off'}
        onChange={(e) => void emit('change', e.target.value)}
      />
    </FieldShell>
  );
}
