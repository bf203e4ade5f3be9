import { useSyncExternalStore } from 'react';
import { toastStore } from '../actions/ui/toastStore';

/** Draws the one toast (role="status", so screen readers announce it). */
export function ToastHost() {
  const { text, serial } = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  return (
    <div className="toast-region" aria-live="polite">
      {text && (
        <div key={serial} className="toast" role="status">
          {text}
        </div>
      )}
    </div>
  );
}
