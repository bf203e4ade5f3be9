/**
 * Fake native shells for vitest (CONTRACT section 4): the iOS one puts a
 * handler object per NAME under window.webkit.messageHandlers, the Android
 * one a single window.LoanBridge whose postMessage takes (NAME, JSON text).
 * Both record what they got, as native code would see it. `throws` makes
 * the shell throw on every message; `only` registers only some iOS handlers.
 */
import { BRIDGE_MESSAGE_NAMES, bridgeTable, SHELLS, type ShellName } from '../../actions/bridge/bridgeTable';

export interface Received {
  shell: ShellName;
  name: string;
  /** The body as native code reads it (Android: the JSON text parsed). */
  body: unknown;
  /** What postMessage was called with, untouched. */
  raw: unknown[];
}

type ShellGlobal = Record<string, unknown>;
const g = globalThis as unknown as ShellGlobal;

export function removeFakeShells(): void {
  delete g.webkit;
  delete g[SHELLS.android.object];
}

export function installFakeShell(shell: ShellName, options: { throws?: boolean; only?: string[] } = {}): Received[] {
  const received: Received[] = [];
  const fail = () => {
    if (options.throws) throw new Error(`${shell} shell refused`);
  };
  if (shell === 'android') {
    g[SHELLS.android.object] = {
      postMessage(...raw: unknown[]) {
        fail();
        received.push({ shell, name: String(raw[0]), body: typeof raw[1] === 'string' ? JSON.parse(raw[1]) : raw[1], raw });
      },
    };
  } else {
    const names = options.only ?? BRIDGE_MESSAGE_NAMES.map((n) => bridgeTable[n].handler);
    g.webkit = {
      messageHandlers: Object.fromEntries(
        names.map((name) => [
          name,
          {
            postMessage(...raw: unknown[]) {
              fail();
              received.push({ shell, name, body: structuredClone(raw[0]), raw });
            },
          },
        ]),
      ),
    };
  }
  return received;
}
