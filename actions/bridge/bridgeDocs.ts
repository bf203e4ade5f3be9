/**
 * The native bridge in words, for the iOS and Android teams (CONTRACT
 * section 4): what each message of bridgeTable.ts asks of the shell, its
 * body's JSON Schema, how each shell is told apart and sent to, and what the
 * native → web messages mean. The contract document (scripts/bridgeContract.ts)
 * and the actions' contracts (bridgeContracts.ts) read it with the table; the
 * page never does. Its types hold it to the table's names: a message added
 * there and not here does not compile.
 */
import type { JsonObject } from '../../renderer/types.ts';
import { bridgeTable, SHELLS, type BridgeMessage, type BridgeMessageName, type ShellName, TO_WEB } from './bridgeTable.ts';

export interface ShellDoc {
  title: string;
  detect: string;
  send: string;
  body: string;
}

/** How each shell is told apart and sent to. */
export const SHELL_DOCS: Record<ShellName, ShellDoc> = {
  ios: {
    title: 'iOS (WKWebView)',
    detect: 'window.webkit.messageHandlers holds at least one handler NAME of this table',
    send: 'window.webkit.messageHandlers[NAME].postMessage(body)',
    body: 'the body object',
  },
  android: {
    title: 'Android (WebView)',
    detect: 'window.LoanBridge.postMessage is a function',
    send: 'window.LoanBridge.postMessage(NAME, JSON.stringify(body))',
    body: 'JSON text of the body (Android passes strings only)',
  },
};

/** Each shell as the contract describes it: its words, with the names the page uses (bridgeTable.ts SHELLS). */
export function shellContract(name: ShellName): JsonObject {
  const { title, ...how } = SHELL_DOCS[name];
  return { title, ...SHELLS[name], ...how };
}

/** Native → web in words. */
export const TO_WEB_DOCS: {
  call: string;
  payload: string;
  messages: Record<keyof typeof TO_WEB.messages, { summary: string }>;
  unknown: string;
} = {
  call: 'window.onNativeMessage(name, payload)',
  payload: 'an object, or its JSON text (Android); may be omitted',
  messages: {
    goBack: {
      summary:
        'The native back gesture or button. A screen with a chain for it runs it (the confirm-loan exit popup); otherwise the page goes back in its own history when the borrower navigated inside the web views, and sends closeWebView when it is the first page the shell opened.',
    },
  },
  unknown: 'A name no screen declares does nothing: no error, no toast.',
};

export interface MessageDoc {
  summary: string;
  /** JSON Schema of the body (both shells receive the same body). */
  bodySchema: JsonObject;
}

const empty = { type: 'object', additionalProperties: false, properties: {} };
const bodyless = (summary: string): MessageDoc => ({ summary, bodySchema: empty });
const withText = (name: string, description: string) => ({
  type: 'object',
  additionalProperties: false,
  required: [name],
  properties: { [name]: { type: 'string', description } },
});
const oneText = (summary: string, field: string, description: string): MessageDoc => ({ summary, bodySchema: withText(field, description) });

export const MESSAGE_DOCS: Record<BridgeMessageName, MessageDoc> = {
  openPage: oneText('Open a page of the app (an app:// link from the server).', 'url', 'The address to open, as the server sent it.'),
  openPageWrapped: {
    summary: 'Open a page of the app, the address wrapped in data.',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['data'],
      properties: { data: withText('url', 'The address to open, as the server sent it.') },
    },
  },
  closeWebView: bodyless('Close this web view (after binding a card, or on back from the first page).'),
  goHome: bodyless("Go to the app's home."),
  goMine: bodyless("Go to the app's Mine tab."),
  goLogin: bodyless('Log off and go to the login screen.'),
  callPhone: oneText('Call a telephone number (customer service).', 'phone', 'The number as shown to the borrower.'),
  rateApp: bodyless("Open the store's rating screen."),
  trackEvent: {
    summary: 'Record an analytics event (a burial point).',
    bodySchema: {
      type: 'object',
      additionalProperties: false,
      required: ['event', 'params'],
      properties: { event: { type: 'string', description: 'The event name.' }, params: { type: 'object', description: 'Its parameters.' } },
    },
  },
  startBankFlow: bodyless('The bank-card binding flow has started.'),
  endBankFlow: bodyless(
    'The bank-card binding flow has ended (the card is bound). The page says so on screen, then asks to close the web view (closeWebView, bindBank constants.closeAfterMs later); the app may confirm it on its own screen too.',
  ),
};

/** A message's row and its words together. */
export type DocumentedMessage = BridgeMessage & MessageDoc;

export function documentedMessage(name: BridgeMessageName): DocumentedMessage {
  return { ...bridgeTable[name], ...MESSAGE_DOCS[name] };
}
