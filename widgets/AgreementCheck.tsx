import { useId } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './AgreementCheck.contract.ts';
import { list, record, text } from './props.ts';

/** The agreement checkbox with its agreement links; emits `toggle` (the new state) and `open` (index). */
export function AgreementCheck({ checked, label, links, emit }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const items = list(links).map(record);
  return (
    <div className="w-agree">
      {/* A 24 px box in a 44 × 44 px label: a tap anywhere in it toggles the box. */}
      <label className="w-agree__hit">
        <input id={id} type="checkbox" className="w-agree__box" checked={checked === true} onChange={(e) => void emit('toggle', e.target.checked)} />
      </label>
      <div className="w-agree__text">
        <label htmlFor={id}>{text(label)}</label>
        {items.map((link, i) => (
          <button key={i} type="button" className="w-agree__link" onClick={() => void emit('open', i)}>
            {text(link.title)}
          </button>
        ))}
      </div>
    </div>
  );
}
