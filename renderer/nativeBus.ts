/**
 * Native → web messages. The shell calls window.onNativeMessage(name, payload)
 * (CONTRACT section 4); the app makes one bus (app/nativeMessages.ts) and
 * forwards each message to it, and the screen on show listens on the bus its
 * ScreenView is given. A listener returns true when it handled the message, so
 * the app can fall back to the default (e.g. `goBack` leaves the page). The
 * engine keeps no bus of its own: two apps, or a test, each have theirs.
 */
import type { Json } from './types.ts';

export type NativeListener = (name: string, payload: Json) => boolean;

export interface NativeBus {
  /** Listens until the returned function is called. */
  on(listener: NativeListener): () => void;
  /** Tells every listener; true when one of them handled the message. */
  emit(name: string, payload?: Json): boolean;
}

export function createNativeBus(): NativeBus {
  const listeners = new Set<NativeListener>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(name, payload = null) {
      let handled = false;
      for (const listener of [...listeners]) handled = listener(name, payload) || handled;
      return handled;
    },
  };
}
