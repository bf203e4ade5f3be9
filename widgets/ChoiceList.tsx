import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ChoiceList.contract.ts';
import { list, record, text } from './props.ts';

/** A list of choices as buttons; emits `select` with the chosen option's value. */
export function ChoiceList({ label, options, value, emit, busy }: WidgetPropsOf<typeof contract>) {
  const items = list(options).map(record);
  if (!items.length) return null;
  const current = text(value);
  return (
    <div className="w-choices" role="group" aria-label={text(label) || undefined}>
      {/* Keyed by position: a server may send the same value twice, and the list never reorders. */}
      {items.map((o, i) => (
        <button
          key={i}
          type="button"
          className="w-choices__choice"
          aria-pressed={current !== '' && text(o.value) === current}
          disabled={busy}
          onClick={() => void emit('select', (o.value ?? null) as never)}
        >
          {text(o.title)}
        </button>
      ))}
    </div>
  );
}
