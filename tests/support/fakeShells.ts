/**
 * The recording fake shells (tests/support/nativeShellFake.ts, the ones the
 * Playwright suite puts in the page) installed in vitest's window. `only`
 * registers only some iOS handlers; `throws` makes the shell refuse every
 * message. Returns the live list of what the shell received.
 */
import { ANDROID_OBJECT, BRIDGE_HANDLERS, installNativeShell, type NativeMessage, type NativeShell } from './nativeShellFake.ts';

export function removeFakeShells(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  delete g.webkit;
  delete g[ANDROID_OBJECT];
  delete g.__native;
}

export function installFakeShell(shell: NativeShell, options: { throws?: boolean; only?: string[] } = {}): NativeMessage[] {
  installNativeShell({ shell, names: options.only ?? BRIDGE_HANDLERS, androidObject: ANDROID_OBJECT, throws: options.throws });
  return window.__native!;
}
