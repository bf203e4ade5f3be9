import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ServiceLine.contract.ts';
import { text } from './props.ts';

/** The customer-service telephone; tapping it asks the native shell to call. */
export function ServiceLine({ label, phone, emit }: WidgetPropsOf<typeof contract>) {
  const number = text(phone);
  if (!number) return null;
  return (
    <div className="w-service">
      <span className="w-service__label">{text(label)}</span>
      <button type="button" className="w-service__phone" onClick={() => void emit('call')}>
        {number}
      </button>
    </div>
  );
}
