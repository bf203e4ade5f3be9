/**
 * The native bridge (CONTRACT section 4), the one source for the app, its
 * tests and the contract document the iOS and Android teams read
 * (`npm run bridge:contract`, and every build: bridge-contract.json).
 *
 * Each web → native message has the action name a schema uses
 * (`bridge.<name>`), the handler NAME both shells know it by, what it asks
 * of the shell, the body's JSON Schema, the shells that receive it, and the
 * body built from the action's args. Rename a handler here only.
 */
import type { Json, JsonObject } from '../../renderer/types';

/** The shells that host the product pages (CONTRACT section 4). */
export const SHELLS = {
  ios: {
    title: 'iOS (WKWebView)',
    detect: 'window.webkit.messageHandlers holds at least one handler NAME of this table',
    send: 'window.webkit.messageHandlers[NAME].postMessage(body)',
    body: 'the body object',
  },
  android: {
    title: 'Android (WebView)',
    /** The name the shell gives its object in addJavascriptInterface. */
    object: 'LoanBridge',
    detect: 'window.LoanBridge.postMessage is a function',
    send: 'window.LoanBridge.postMessage(NAME, JSON.stringify(body))',
    body: 'JSON text of the body (Android passes strings only)',
  },
} as const;

export type ShellName = keyof typeof SHELLS;
export const SHELL_NAMES = Object.keys(SHELLS) as ShellName[];

/** Native → web: the function both shells call, and the messages the app itself knows. */
export const TO_WEB = {
  function: 'onNativeMessage',
  call: 'window.onNativeMessage(name, payload)',
  payload: 'an object, or its JSON text (Android); may be omitted',
  messages: {
    goBack: {
      summary:
        'The native back gesture or button. A screen with a chain for it runs it (the confirm-loan exit popup); otherwise the page goes back in its own history when the borrower navigated inside the web views, and sends closeWebView when it is the first page the shell opened.',
    },
  },
  unknown: 'A name no screen declares does nothing: no error, no toast.',
} as const;

export interface BridgeMessage {
  handler: string;
  summary: string;
  /** JSON Schema of the body (both shells receive the same body). */
  bodySchema: JsonObject;
  shells: readonly ShellName[];
  body: (args: JsonObject) => Json;
  /** Args that make a typical body (the contract's example, and the developer test page). */
  example: JsonObject;
}

const text = (v: Json | undefined) => (v === null || v === undefined ? '' : String(v));
const both = SHELL_NAMES;
const empty = { type: 'object', additionalProperties: false, properties: {} };
/** A message whose body is always `{}`. */
const bodyless = (handler: string, summary: string): BridgeMessage => ({ handler, summary, bodySchema: empty, shells: both, body: () => ({}), example: {} });
const withText = (name: string, description: string) => ({
  type: 'object',
  additionalProperties: false,
  required: [name],
  properties: { [name]: { type: 'string', description } },
});
/** A message whose body is one text field, taken from the arg of the same name. */
const oneText = (handler: string, summary: string, field: string, description: string, example: string): BridgeMessage => ({
  handler,
  summary,
  bodySchema: withText(field, description),
  shells: both,
  body: (a) => ({ [field]: text(a[field]) }),
  example: { [field]: example },
});

const table = {
  openPage: oneText(
    'openPage',
    'Open a page of the app (an app:// link from the server).',
    'url',
    'The address to open, as the server sent it.',
    'app://product/1001',
  ),
  openPageWrapped: {
    handler: 'openPageWrapped',
    summary: 'Open a page of the app, the address wrapped in data.',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['data'],
      properties: { data: withText('url', 'The address to open, as the server sent it.') },
    },
    shells: both,
    body: (a) => ({ data: { url: text(a.url) } }),
    example: { url: 'app://product/1001' },
  },
  closeWebView: bodyless('closeWebView', 'Close this web view (after binding a card, or on back from the first page).'),
  goHome: bodyless('goHome', "Go to the app's home."),
  goMine: bodyless('goMine', "Go to the app's Mine tab."),
  goLogin: bodyless('goLogin', 'Log off and go to the login screen.'),
  callPhone: oneText('callPhone', 'Call a telephone number (customer service).', 'phone', 'The number as shown to the borrower.', '+63 2 8123 4567'),
  rateApp: bodyless('rateApp', "Open the store's rating screen."),
  trackEvent: {
    handler: 'trackEvent',
    summary: 'Record an analytics event (a burial point).',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['event', 'params'],
      properties: { event: { type: 'string', description: 'The event name.' }, params: { type: 'object', description: 'Its parameters.' } },
    },
    shells: both,
    body: (a) => ({
      event: text(a.event),
      params: a.params && typeof a.params === 'object' && !Array.isArray(a.params) ? a.params : {},
    }),
    example: { event: 'open', params: {} },
  },
  startBankFlow: bodyless('startBankFlow', 'The bank-card binding flow has started.'),
  endBankFlow: bodyless(
    'endBankFlow',
    'The bank-card binding flow has ended (the card is bound). The page says so on screen, then asks to close the web view (closeWebView, bindBank constants.closeAfterMs later); the app may confirm it on its own screen too.',
  ),
} satisfies Record<string, BridgeMessage>;

export type BridgeMessageName = keyof typeof table;
export const bridgeTable: Record<BridgeMessageName, BridgeMessage> = table;
export const BRIDGE_MESSAGE_NAMES = Object.keys(bridgeTable) as BridgeMessageName[];

/** The table's row for a message name, or undefined (never an Object.prototype member). */
export function bridgeMessage(name: unknown): BridgeMessage | undefined {
  // Not Object.hasOwn: iOS 15.0–15.3 web views lack it.
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(bridgeTable, name) ? bridgeTable[name as BridgeMessageName] : undefined;
}
