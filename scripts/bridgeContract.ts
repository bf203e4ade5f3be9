/**
 * The bridge contract as a JSON document the iOS and Android teams read and
 * test against (dist/bridge-contract.json): built from the bridge table
 * (actions/bridge/bridgeTable.ts, the one source, with its words in
 * bridgeDocs.ts) and the native → web names
 * the screens declare (their `native` chains). Written by every build
 * (bridgeContractPlugin) and by `npm run bridge:contract`.
 */
import { BRIDGE_MESSAGE_NAMES, SHELL_NAMES, TO_WEB } from '../actions/bridge/bridgeTable.ts';
import { documentedMessage, shellContract, TO_WEB_DOCS } from '../actions/bridge/bridgeDocs.ts';
import { readParts, readScreen, screenIdsIn } from './readScreen.ts';

export const BRIDGE_CONTRACT_FILE = 'bridge-contract.json';

/** Native → web names each screen declares, as {name: [screen ids]}. */
export function nativeNamesOfScreens(root: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  // With their parts: a native chain a part holds is each using screen's.
  const parts = readParts(root);
  for (const id of screenIdsIn(root)) {
    const doc = readScreen(id, root, parts);
    for (const name of Object.keys(doc.native ?? {})) (out[name] ??= []).push(doc.id ?? id);
  }
  return out;
}

export function bridgeContract(nativeNames: Record<string, string[]>) {
  const known = TO_WEB_DOCS.messages as Record<string, { summary: string }>;
  const toWebNames = [...new Set([...Object.keys(known), ...Object.keys(nativeNames)])].sort();
  return {
    title: 'Loan web views: the native bridge',
    about:
      'What the web pages send to the native shell and what they accept from it (CONTRACT section 4). Generated from actions/bridge/bridgeTable.ts; do not edit.',
    shells: Object.fromEntries(SHELL_NAMES.map((name) => [name, shellContract(name)])),
    toNative: BRIDGE_MESSAGE_NAMES.map((name) => {
      const m = documentedMessage(name);
      return { message: name, handler: m.handler, summary: m.summary, shells: [...m.shells], body: m.bodySchema, example: m.body(m.example) };
    }),
    toWeb: {
      function: TO_WEB.function,
      call: TO_WEB_DOCS.call,
      payload: TO_WEB_DOCS.payload,
      messages: toWebNames.map((name) => ({
        name,
        summary: known[name]?.summary ?? 'Handled by the screens listed.',
        handledBy: nativeNames[name] ?? [],
      })),
      unknown: TO_WEB_DOCS.unknown,
    },
  };
}

/** The document's text as it is written to disk. */
export function bridgeContractText(root: string): string {
  return `${JSON.stringify(bridgeContract(nativeNamesOfScreens(root)), null, 2)}\n`;
}
