import { useId } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './TextArea.contract.ts';
import { num, text } from './props.ts';
import { graphemeCount } from './form/graphemes.ts';
import { useGraphemeLimit } from './form/useGraphemeLimit.ts';

/** A multi-line text box with a live "count/max" counter; emits `change` with the (clipped) text. */
export function TextArea({ label, value, placeholder, maxLength, emit }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const max = num(maxLength, 0);
  const current = text(value);
  const count = graphemeCount(current);
  const limit = useGraphemeLimit<HTMLTextAreaElement>(current, max);
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
        aria-describedby={max > 0 ? `${id}-count` : undefined}
        ref={limit.ref}
        onChange={(e) => void emit('change', limit.onEdit(e))}
      />
      {max > 0 && (
        <p className="w-textarea__count" id={`${id}-count`} aria-live="polite">
          {`${count}/${max}`}
        </p>
      )}
    </div>
  );
}
