/**
 * Sends one message to whichever shell hosts the page (CONTRACT section 4):
 * iOS gets the body object, Android its JSON text. Outside both, the message
 * goes to the development log. A shell that throws, or an iOS shell without
 * this handler, is logged and reported as a `native` failure, never a crash,
 * so a chain's catch can run.
 */
import type { ActionError, Json } from '../../renderer/types.ts';
import { logBridgeMessage, type BridgeReceiver } from './bridgeLog.ts';
import { detectShell, senderFor } from './nativeShell.ts';

function failure(handler: string, shell: BridgeReceiver, body: Json, reason: string): ActionError {
  console.error(`[bridge] the ${shell} shell did not take ${handler}:`, reason);
  logBridgeMessage(handler, body, shell, reason);
  return { kind: 'native', message: '', code: handler };
}

function reasonOf(e: unknown): string {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'the shell threw';
  }
}

export function postToNative(handler: string, body: Json): BridgeReceiver {
  const shell = detectShell();
  if (!shell) {
    logBridgeMessage(handler, body, 'none');
    return 'none';
  }
  const send = senderFor(shell, handler);
  if (!send) throw failure(handler, shell, body, 'no handler registered under this name');
  try {
    send(body);
  } catch (e) {
    throw failure(handler, shell, body, reasonOf(e));
  }
  logBridgeMessage(handler, body, shell);
  return shell;
}
