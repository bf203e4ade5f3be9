/**
 * Keeps the bridge log for the browser tab. The log lives in
 * memory, so a message sent on a page opened by a full load (a typed address,
 * a reload, a page that leaves and comes back) would be gone by the time the
 * developer opens /testPreview; sessionStorage carries it across loads of the
 * same tab and no further.
 *
 * Only where it is read: in the sandbox and development builds, and on the
 * test page itself. In the production build every message a real shell gets,
 * with its body, would otherwise sit in the web view's storage (issue 29).
 */
import routesFile from '../schemas/routes.json' with { type: 'json' };
import { bridgeLog, MAX_ENTRIES, type BridgeLogEntry } from '../actions/bridge/bridgeLog.ts';
import { SHELL_NAMES } from '../actions/bridge/bridgeTable.ts';
import { STORAGE_PREFIX } from '../actions/storage/storageActions.ts';

export const BRIDGE_LOG_KEY = `${STORAGE_PREFIX}bridgeLog`;

const RECEIVERS: readonly unknown[] = [...SHELL_NAMES, 'none'];

function isEntry(v: unknown): v is BridgeLogEntry {
  const e = v as BridgeLogEntry;
  return !!e && typeof e === 'object' && typeof e.handler === 'string' && typeof e.at === 'string' && 'body' in e;
}

/** A saved entry as this version reads it (one saved before shells were recorded went to the log: `none`). */
function asEntry(e: BridgeLogEntry): BridgeLogEntry {
  const shell = RECEIVERS.includes(e.shell) ? e.shell : 'none';
  return { handler: e.handler, body: e.body, at: e.at, shell, ...(typeof e.failed === 'string' ? { failed: e.failed } : {}) };
}

function restored(storage: Storage): BridgeLogEntry[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(BRIDGE_LOG_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isEntry).map(asEntry) : [];
  } catch {
    return [];
  }
}

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // Reading sessionStorage throws where storage is blocked.
  }
}

/** The addresses of the test page (schemas/routes.json). */
const TEST_PAGES = Object.entries(routesFile.routes as Record<string, string | null>)
  .filter(([, screen]) => screen === 'testPreview')
  .map(([path]) => path);

/** Where the page runs: the build's mode and the address's path. */
export interface LogPlace {
  mode: string;
  path: string;
}

const here = (): LogPlace => ({ mode: import.meta.env.MODE, path: typeof location === 'undefined' ? '' : location.pathname });

/** Whether the log is kept across the tab's pages here: any build but production's, or the test page. */
export function bridgeLogKept({ mode, path }: LogPlace): boolean {
  return mode !== 'production' || TEST_PAGES.includes(path);
}

/** Restores the tab's earlier entries (before this page's own) and saves every change, where the log is kept (bridgeLogKept). */
export function keepBridgeLog(storage: Storage | undefined = tabStorage(), place: LogPlace = here()): () => void {
  if (!storage || !bridgeLogKept(place)) return () => {};
  const earlier = restored(storage);
  if (earlier.length) bridgeLog.setState((s) => ({ entries: [...earlier, ...s.entries].slice(-MAX_ENTRIES) }));
  return bridgeLog.subscribe(({ entries }) => {
    try {
      storage.setItem(BRIDGE_LOG_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or refused (private mode): the log still works for this page.
    }
  });
}
