import { useId } from 'react';
import type { WidgetProps } from '../renderer/types';
import { num, text } from './props';

interface Props {
  label: string;
  value: string;
  placeholder: string;
  /** Longest text in characters; more is ignored, typed or pasted. */
  maxLength: number;
}

const chars = (s: string) => Array.from(s);

/** A multi-line text box with a live "count/max" counter; emits `change` with the (clipped) text. */
export function TextArea({ label, value, placeholder, maxLength, emit }: WidgetProps<Props>) {
  const id = useId();
  const max = num(maxLength, 0);
  const current = text(value);
  const count = chars(current).length;
  return (
    <div className="w-textarea">
      <label className="w-field__label" htmlFor={id}>
        {text(label)}
      </label>
      <textarea
        id={id}
        className="w-field__input w-textarea__box"
        value={current}
        placeholder={text(placeholder)}
        rows={5}
        aria-describedby={`${id}-count`}
        onChange={(e) => {
          const next = max > 0 ? chars(e.target.value).slice(0, max).join('') : e.target.value;
          void emit('change', next);
        }}
      />
      {max > 0 && (
        <p className="w-textarea__count" id={`${id}-count`} aria-live="polite">
          {`${count}/${max}`}
        </p>
      )}
    </div>
  );
}
