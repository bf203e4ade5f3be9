/**
 * For the developer test page, kept apart from bridgeActions (which has
 * exactly one action per message of CONTRACT section 4):
 *
 * bridge.log      {}  the messages this tab sent, oldest first:
 *                     [{handler, body, at, shell, failed?}] (at: ISO time;
 *                     shell: ios, android or none).
 * bridge.clearLog {}  forgets them.
 * bridge.shell    {}  the shell hosting the page now: ios, android or none.
 * bridge.messages {}  every message of the bridge table: [{name, handler, example}].
 * bridge.send     {name, args?}  sends one message of the table by its name,
 *                     as its own bridge.<name> action would; an unknown name
 *                     fails (internal).
 */
import type { ActionRegistry, Json } from '../../renderer/types.ts';
import { bridgeLog } from './bridgeLog.ts';
import { BRIDGE_MESSAGE_NAMES, bridgeMessage, bridgeTable } from './bridgeTable.ts';
import { detectShell } from './nativeShell.ts';
import { postToNative } from './postToNative.ts';

export const bridgeLogActions: ActionRegistry = {
  'bridge.log': () => bridgeLog.getState().entries.map((e) => ({ ...e })) as unknown as Json,
  'bridge.clearLog': () => bridgeLog.setState({ entries: [] }),
  'bridge.shell': () => detectShell() ?? 'none',
  'bridge.messages': () => BRIDGE_MESSAGE_NAMES.map((name) => ({ name, handler: bridgeTable[name].handler, example: bridgeTable[name].example })),
  'bridge.send': ({ args }) => {
    const message = bridgeMessage(args.name);
    if (!message) throw { kind: 'internal', message: `Unknown bridge message "${String(args.name)}"` };
    const messageArgs = args.args && typeof args.args === 'object' && !Array.isArray(args.args) ? args.args : {};
    return postToNative(message.handler, message.body(messageArgs));
  },
};
