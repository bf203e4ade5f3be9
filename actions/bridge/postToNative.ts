/**
 * Sends one message to the iOS shell. Outside the shell (no
 * window.webkit.messageHandlers[NAME]) the message goes to the development
 * log instead: never a crash.
 */
import type { Json } from '../../renderer/types';
import { logBridgeMessage } from './bridgeLog';

interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(body: unknown): void } | undefined> };
}

export function postToNative(handler: string, body: Json): 'native' | 'log' {
  const target = (globalThis as unknown as WebkitWindow).webkit?.messageHandlers?.[handler];
  if (target && typeof target.postMessage === 'function') {
    try {
      target.postMessage(body);
      return 'native';
    } catch (e) {
      console.error('[bridge] native handler failed:', handler, e);
    }
  }
  logBridgeMessage(handler, body);
  return 'log';
}
