/**
 * Messages sent while no native shell is present (a desktop browser, the dev
 * server, tests). The developer test page shows this log.
 */
import { createStore } from 'zustand/vanilla';
import type { Json } from '../../renderer/types';

export interface BridgeLogEntry {
  handler: string;
  body: Json;
  at: string;
}

export const bridgeLog = createStore<{ entries: BridgeLogEntry[] }>(() => ({ entries: [] }));

export const MAX_ENTRIES = 200;

export function logBridgeMessage(handler: string, body: Json): void {
  const entry = { handler, body, at: new Date().toISOString() };
  bridgeLog.setState((s) => ({ entries: [...s.entries, entry].slice(-MAX_ENTRIES) }));
  console.info('[bridge] no native shell:', handler, body);
}
