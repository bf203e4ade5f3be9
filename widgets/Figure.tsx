import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Figure.contract.ts';
import { text } from './props.ts';

/** A headline figure (the loan amount) with its label and an optional note under it. */
export function Figure({ label, value, note }: WidgetPropsOf<typeof contract>) {
  return (
    <div className="w-figure">
      <p className="w-figure__label">{text(label)}</p>
      <p className="w-figure__value">{text(value)}</p>
      {text(note) && <p className="w-figure__note">{text(note)}</p>}
    </div>
  );
}
