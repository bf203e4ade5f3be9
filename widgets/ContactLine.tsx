import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ContactLine.contract.ts';
import { text } from './props.ts';

/** A labelled contact detail. */
export function ContactLine({ label, value, kind, emit }: WidgetPropsOf<typeof contract>) {
  const v = text(value);
  if (!v) return null;
  let control;
  if (kind === 'phone') {
    control = (
      <button type="button" className="w-service__phone" onClick={() => void emit('call')}>
        {v}
      </button>
    );
  } else if (kind === 'tel' && /\d/.test(v)) {
    // A page in a browser (the official site) has no app to call through: the phone's own dialer takes a tel: link.
    control = (
      <a className="w-service__phone" href={`tel:${v.replace(/[^\d+]/g, '')}`}>
        {v}
      </a>
    );
  } else if (kind === 'email' && /^[^\s@<>"]+@[^\s@<>"]+$/.test(v)) {
    control = (
      <a className="w-service__phone" href={`mailto:${v}`}>
        {v}
      </a>
    );
  } else {
    control = <span className="w-service__value">{v}</span>;
  }
  return (
    <div className="w-service">
      <span className="w-service__label">{text(label)}</span>
      {control}
    </div>
  );
}
