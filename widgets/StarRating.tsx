import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './StarRating.contract.ts';
import { list, num, text } from './props.ts';

/** 1..N stars as buttons named by `labels` ('1 star' … '5 stars'); emits `change` with the count. */
export function StarRating({ value, labels, emit }: WidgetPropsOf<typeof contract>) {
  const names = list(labels).map(text);
  const current = num(value);
  return (
    <div className="w-stars" role="group">
      {names.map((label, i) => (
        <button
          key={i}
          type="button"
          className={`w-stars__star${i < current ? ' w-stars__star--on' : ''}`}
          aria-label={label}
          aria-pressed={i < current}
          onClick={() => void emit('change', i + 1)}
        >
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.1-.6L12 2 9.1 8.7 2 9.3l5.4 4.7-1.6 7z" fill="currentColor" />
          </svg>
        </button>
      ))}
    </div>
  );
}
