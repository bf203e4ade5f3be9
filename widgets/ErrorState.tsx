import type { WidgetProps } from '../renderer/types';
import { text } from './props';

/** A load that failed: what happened, and a way to try again. */
export function ErrorState({ message, retryLabel, emit, busy }: WidgetProps<{ message: string; retryLabel: string }>) {
  return (
    <div className="w-error">
      <p className="w-error__message" role="alert">
        {text(message)}
      </p>
      <button type="button" className="w-button__control w-button__control--primary" disabled={busy} onClick={() => void emit('retry')}>
        {text(retryLabel)}
      </button>
    </div>
  );
}
