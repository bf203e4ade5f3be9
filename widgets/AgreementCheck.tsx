import { useId } from 'react';
import type { WidgetProps } from '../renderer/types';
import { list, record, text } from './props';

interface Props {
  checked: boolean;
  /** Text before the links ("I have read and agree to"). */
  label: string;
  /** Agreements: [{title}]; each is a link that emits `open` with its position. */
  links: { title: string }[];
}

/** The agreement checkbox with its agreement links; emits `toggle` (the new state) and `open` (index). */
export function AgreementCheck({ checked, label, links, emit }: WidgetProps<Props>) {
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
