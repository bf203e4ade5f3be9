/**
 * Native → web (CONTRACT section 4): both shells call
 * window.onNativeMessage(name, payload). The screen on show runs its chain
 * for a name it declares; an unhandled `goBack` goes back in the app or
 * closes the web view (goBackOrClose); if the shell refuses to close, the
 * borrower reads why. Any other name, a name that is not text, and built-in
 * names (`toString`, `__proto__`) do nothing visible.
 */
import { toActionError, userMessage } from '../renderer/index.ts';
import { nativeBus } from './nativeBus.ts';
import type { Json } from '../renderer/index.ts';
import { goBackOrClose } from '../actions/nav/goBackOrClose.ts';
import { TO_WEB } from '../actions/bridge/bridgeTable.ts';
import { showToast } from '../actions/ui/toastStore.ts';
import { appCopyIn } from './localized.ts';
import { pageLanguage } from './language.ts';
import { settings } from './settings.ts';

const GO_BACK: keyof typeof TO_WEB.messages = 'goBack';

declare global {
  interface Window {
    onNativeMessage?: (name: unknown, payload?: unknown) => void;
  }
}

/** Android passes the payload as JSON text, iOS as an object: the screen gets the value either way. */
export function payloadOf(payload: unknown): Json {
  if (typeof payload === 'string') {
    const trimmed = payload.trim();
    if (!/^[[{]/.test(trimmed)) return payload;
    try {
      return JSON.parse(trimmed) as Json;
    } catch {
      return payload; // Text that only looks like JSON stays text.
    }
  }
  if (payload === undefined || typeof payload === 'function' || typeof payload === 'symbol' || typeof payload === 'bigint') return null;
  return payload as Json;
}

export function receiveNativeMessage(name: unknown, payload?: unknown): void {
  if (typeof name !== 'string' || !name) return;
  try {
    const handled = nativeBus.emit(name, payloadOf(payload));
    if (!handled && name === GO_BACK) goBackOrClose();
  } catch (e) {
    // A shell that refuses closeWebView, or anything else: never thrown back into native code, and
    // never silent: the borrower pressed back and is told why nothing happened.
    console.error('[bridge] native message failed:', name, e);
    showToast(userMessage(toActionError(e), appCopyIn(pageLanguage())), settings);
  }
}

export function listenToNative(): void {
  window[TO_WEB.function] = receiveNativeMessage;
}
