/**
 * The recording fake native shells of the test suites (CONTRACT section 4),
 * one function for vitest (jsdom's window) and Playwright (the page, through
 * addInitScript, so its body uses nothing from outside itself):
 *
 * - iOS: window.webkit.messageHandlers[NAME] for each NAME, given a copy of
 *   the body object (WKWebView hands native a copy, never the live object);
 * - Android: one window.LoanBridge whose postMessage(NAME, json) records the
 *   parsed body, the JSON text and the types it was called with (Android
 *   takes strings only).
 *
 * Each message goes into window.__native. `throws` makes the shell refuse
 * every message (a native exception).
 */

/** Handler names of CONTRACT section 4 (the shipped defaults, written out: the suites check the app's table against them). */
export const BRIDGE_HANDLERS = [
  'openPage',
  'openPageWrapped',
  'closeWebView',
  'goHome',
  'goMine',
  'goLogin',
  'callPhone',
  'rateApp',
  'trackEvent',
  'startBankFlow',
  'endBankFlow',
] as const;

/** The name the Android shell gives its object (CONTRACT section 4). */
export const ANDROID_OBJECT = 'LoanBridge';

export type NativeShell = 'ios' | 'android';

export interface NativeMessage {
  name: string;
  /** The body as native code reads it (Android: the JSON text parsed). */
  body: unknown;
  /** The shell that received it. */
  shell: NativeShell;
  /** typeof each argument the Android object was called with (both must be 'string'). */
  argTypes?: string[];
  /** The text the Android object was given as the body. */
  json?: unknown;
  /** Endpoints the sandbox had answered when the message arrived (to check what came first). */
  sentBefore: string[];
}

declare global {
  interface Window {
    __native?: NativeMessage[];
  }
}

export interface FakeShellOptions {
  shell: NativeShell;
  /** The iOS handler names to register. */
  names: readonly string[];
  androidObject: string;
  throws?: boolean;
}

export function installNativeShell({ shell, names, androidObject, throws = false }: FakeShellOptions): void {
  const w = window as unknown as Record<string, unknown> & {
    __native: unknown[];
    __sandbox?: { requests: { endpoint: string }[] };
  };
  w.__native = [];
  const record = (message: { name: string; body: unknown; argTypes?: string[]; json?: unknown }) => {
    if (throws) throw new Error(`${shell} shell refused`);
    w.__native.push({ ...message, shell, sentBefore: (w.__sandbox?.requests ?? []).map((r) => r.endpoint) });
  };
  if (shell === 'android') {
    // addJavascriptInterface: one object, strings only; the shell parses the JSON text itself.
    w[androidObject] = {
      postMessage(name: unknown, json: unknown) {
        let body: unknown = json;
        try {
          body = JSON.parse(String(json));
        } catch {
          // Not JSON text: recorded as it came, the test sees the difference.
        }
        record({ name: String(name), body, json, argTypes: [typeof name, typeof json] });
      },
    };
    return;
  }
  const messageHandlers: Record<string, { postMessage(body: unknown): void }> = {};
  for (const name of names) {
    messageHandlers[name] = { postMessage: (body: unknown) => record({ name, body: JSON.parse(JSON.stringify(body ?? null)) }) };
  }
  w.webkit = { messageHandlers };
}
