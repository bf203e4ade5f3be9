/**
 * The native bridge (CONTRACT section 4), the one source for the app, its
 * tests and the contract document the iOS and Android teams read
 * (`npm run bridge:contract`, and every build: bridge-contract.json).
 *
 * Each web → native message has the action name a schema uses
 * (`bridge.<name>`), the handler NAME both shells know it by, the shells that
 * receive it, and the body built from the action's args. Rename a handler
 * here only. What each one asks of the shell and its body's JSON Schema, in
 * words for the shells' teams, are in bridgeDocs.ts, kept to the same names by
 * its type: the page carries none of that prose (issue 31).
 */
import type { Json, JsonObject } from '../../renderer/types.ts';

/** The shells that host the product pages (CONTRACT section 4); how each is told apart and sent to: bridgeDocs.ts. */
export const SHELLS = {
  ios: {},
  android: {
    /** The name the shell gives its object in addJavascriptInterface. */
    object: 'LoanBridge',
  },
} as const;

export type ShellName = keyof typeof SHELLS;
export const SHELL_NAMES = Object.keys(SHELLS) as ShellName[];

/** Native → web: the function both shells call, and the messages the app itself knows (what they mean: bridgeDocs.ts). */
export const TO_WEB = {
  function: 'onNativeMessage',
  messages: { goBack: {} },
} as const;

export interface BridgeMessage {
  handler: string;
  shells: readonly ShellName[];
  body: (args: JsonObject) => Json;
  /** Args that make a typical body (the contract's example, and the developer test page). */
  example: JsonObject;
}

const text = (v: Json | undefined) => (v === null || v === undefined ? '' : String(v));
const both = SHELL_NAMES;
/** A message whose body is always `{}`. */
const bodyless = (handler: string): BridgeMessage => ({ handler, shells: both, body: () => ({}), example: {} });
/** A message whose body is one text field, taken from the arg of the same name. */
const oneText = (handler: string, field: string, example: string): BridgeMessage => ({
  handler,
  shells: both,
  body: (a) => ({ [field]: text(a[field]) }),
  example: { [field]: example },
});

const table = {
  openPage: oneText('openPage', 'url', 'app://product/1001'),
  openPageWrapped: {
    handler: 'openPageWrapped',
    shells: both,
    body: (a) => ({ data: { url: text(a.url) } }),
    example: { url: 'app://product/1001' },
  },
  closeWebView: bodyless('closeWebView'),
  goHome: bodyless('goHome'),
  goMine: bodyless('goMine'),
  goLogin: bodyless('goLogin'),
  callPhone: oneText('callPhone', 'phone', '+63 2 8123 4567'),
  rateApp: bodyless('rateApp'),
  trackEvent: {
    handler: 'trackEvent',
    shells: both,
    body: (a) => ({
      event: text(a.event),
      params: a.params && typeof a.params === 'object' && !Array.isArray(a.params) ? a.params : {},
    }),
    example: { event: 'open', params: {} },
  },
  startBankFlow: bodyless('startBankFlow'),
  endBankFlow: bodyless('endBankFlow'),
} satisfies Record<string, BridgeMessage>;

export type BridgeMessageName = keyof typeof table;
export const bridgeTable: Record<BridgeMessageName, BridgeMessage> = table;
export const BRIDGE_MESSAGE_NAMES = Object.keys(bridgeTable) as BridgeMessageName[];

/** The table's row for a message name, or undefined (never an Object.prototype member). */
export function bridgeMessage(name: unknown): BridgeMessage | undefined {
  // Not Object.hasOwn: iOS 15.0–15.3 web views lack it.
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(bridgeTable, name) ? bridgeTable[name as BridgeMessageName] : undefined;
}
