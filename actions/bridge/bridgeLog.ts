/**
 * Every bridge message this tab sent, and where it went: the shell that
 * received it, or `none` (a desktop browser, the dev server, tests: the
 * development log is all there is). The developer test page shows this log.
 */
import { createStore } from 'zustand/vanilla';
import type { Json } from '../../renderer/types.ts';
import type { ShellName } from './bridgeTable.ts';

export type BridgeReceiver = ShellName | 'none';

export interface BridgeLogEntry {
  handler: string;
  body: Json;
  at: string;
  shell: BridgeReceiver;
  /** Why the shell did not take the message (it threw, or lacks the handler). */
  failed?: string;
}

export const bridgeLog = createStore<{ entries: BridgeLogEntry[] }>(() => ({ entries: [] }));

export const MAX_ENTRIES = 200;

export function logBridgeMessage(handler: string, body: Json, shell: BridgeReceiver, failed?: string): void {
  const entry: BridgeLogEntry = { handler, body, at: new Date().toISOString(), shell, ...(failed ? { failed } : {}) };
  bridgeLog.setState((s) => ({ entries: [...s.entries, entry].slice(-MAX_ENTRIES) }));
  if (shell === 'none') console.info('[bridge] no native shell:', handler, body);
}
