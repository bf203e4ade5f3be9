/**
 * Which shell hosts the page, read at the moment a message is sent (a shell
 * may inject its object late). CONTRACT section 4; the names come from the
 * bridge table.
 */
import type { Json } from '../../renderer/types.ts';
import { BRIDGE_MESSAGE_NAMES, bridgeTable, SHELLS, type ShellName } from './bridgeTable.ts';

type PostMessage = (...args: unknown[]) => unknown;
interface ShellWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage?: PostMessage } | undefined> };
  [androidObject: string]: unknown;
}

const shellWindow = () => globalThis as unknown as ShellWindow;

function read<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    return undefined; // A hostile or half-built object whose getter throws is no shell.
  }
}

/** The Android object's postMessage, bound to it, when the Android shell is present. */
export function androidPost(): PostMessage | undefined {
  const object = read(() => shellWindow()[SHELLS.android.object] as { postMessage?: PostMessage } | undefined);
  const post = read(() => object?.postMessage);
  return typeof post === 'function' ? (...args) => post.apply(object, args) : undefined;
}

/** The iOS handler registered under a NAME, if any. */
export function iosHandler(name: string): { postMessage: PostMessage } | undefined {
  const handler = read(() => shellWindow().webkit?.messageHandlers?.[name]);
  const post = read(() => handler?.postMessage);
  return handler && typeof post === 'function' ? { postMessage: (...args) => post.apply(handler, args) } : undefined;
}

/**
 * How the shell takes one message, as the contract says: Android the NAME
 * and the body's JSON text, iOS the body object under its NAME. Undefined
 * when the shell has no way to take it (an iOS shell without this handler).
 */
export function senderFor(shell: ShellName, handler: string): ((body: Json) => void) | undefined {
  if (shell === 'android') {
    const post = androidPost();
    return post && ((body) => void post(handler, JSON.stringify(body ?? {})));
  }
  const target = iosHandler(handler);
  return target && ((body) => void target.postMessage(body));
}

/**
 * The shell hosting the page, or null outside both. Android wins when both
 * seem present: its object has this contract's own name, while other iOS
 * in-app browsers also have window.webkit.messageHandlers (hence iOS counts
 * only with at least one handler of this table).
 */
export function detectShell(): ShellName | null {
  if (androidPost()) return 'android';
  if (BRIDGE_MESSAGE_NAMES.some((name) => iosHandler(bridgeTable[name].handler))) return 'ios';
  return null;
}
