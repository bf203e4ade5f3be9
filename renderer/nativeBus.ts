/**
 * Native → web messages. The shell calls window.onNativeMessage(name, payload)
 * (CONTRACT section 4); the app entry forwards to emitNative, and the screen on
 * show listens. A listener returns true when it handled the message, so the app
 * can fall back to the default (e.g. `goBack` leaves the page).
 */
import type { Json } from './types.ts';

export type NativeListener = (name: string, payload: Json) => boolean;

const listeners = new Set<NativeListener>();

export function onNative(listener: NativeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitNative(name: string, payload: Json = null): boolean {
  let handled = false;
  for (const listener of [...listeners]) handled = listener(name, payload) || handled;
  return handled;
}
