/**
 * Web → native messages (CONTRACT section 4): the action name, the handler
 * name the iOS shell registers (window.webkit.messageHandlers[NAME]), and the
 * body built from the action's args. Rename a handler here only.
 */
import type { Json, JsonObject } from '../../renderer/types';

export interface BridgeMessage {
  handler: string;
  body: (args: JsonObject) => Json;
}

const text = (v: Json | undefined) => (v === null || v === undefined ? '' : String(v));

export const bridgeTable = {
  openPage: { handler: 'openPage', body: (a) => ({ url: text(a.url) }) },
  openPageWrapped: { handler: 'openPageWrapped', body: (a) => ({ data: { url: text(a.url) } }) },
  closeWebView: { handler: 'closeWebView', body: () => ({}) },
  goHome: { handler: 'goHome', body: () => ({}) },
  goMine: { handler: 'goMine', body: () => ({}) },
  goLogin: { handler: 'goLogin', body: () => ({}) },
  callPhone: { handler: 'callPhone', body: (a) => ({ phone: text(a.phone) }) },
  rateApp: { handler: 'rateApp', body: () => ({}) },
  trackEvent: {
    handler: 'trackEvent',
    body: (a) => ({ event: text(a.event), params: a.params && typeof a.params === 'object' ? a.params : {} }),
  },
  startBankFlow: { handler: 'startBankFlow', body: () => ({}) },
  endBankFlow: { handler: 'endBankFlow', body: () => ({}) },
} satisfies Record<string, BridgeMessage>;

export type BridgeMessageName = keyof typeof bridgeTable;
