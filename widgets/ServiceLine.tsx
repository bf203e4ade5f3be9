import type { WidgetProps } from '../renderer/types';
import { text } from './props';

/** The customer-service telephone; tapping it asks the native shell to call. */
export function ServiceLine({ label, phone, emit }: WidgetProps<{ label: string; phone: string }>) {
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
