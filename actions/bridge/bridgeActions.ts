/** `bridge.<message>` actions, one per row of the bridge table. */
import type { ActionRegistry } from '../../renderer/types';
import { bridgeTable } from './bridgeTable';
import { postToNative } from './postToNative';

export const bridgeActions: ActionRegistry = Object.fromEntries(
  Object.entries(bridgeTable).map(([name, message]) => [
    `bridge.${name}`,
    ({ args }) => {
      postToNative(message.handler, message.body(args));
    },
  ]),
);
