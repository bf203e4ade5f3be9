/**
 * `bridge.<message>` actions, one per row of the bridge table. Each resolves
 * with the receiver (`ios`, `android`, or `none` outside both shells) and
 * fails with kind `native` when the shell did not take the message.
 */
import type { ActionRegistry } from '../../renderer/types.ts';
import { bridgeTable } from './bridgeTable.ts';
import { postToNative } from './postToNative.ts';

export const bridgeActions: ActionRegistry = Object.fromEntries(
  Object.entries(bridgeTable).map(([name, message]) => [`bridge.${name}`, ({ args }) => postToNative(message.handler, message.body(args))]),
);
