/**
 * What the developer test page's bridge actions of bridgeLogActions.ts take
 * and answer (renderer/contract.ts). Read by `npm run check` and the
 * catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';
import { BRIDGE_MESSAGE_NAMES } from './bridgeTable.ts';

/** Only a few screens name these actions: they come in a pack with those screens (actions/actionPacks.ts), not with every page. */
export const pack = 'bridgeLog';

export const bridgeLogContracts = actionContracts({
  'bridge.log': {
    description: 'The messages this tab sent to the shell, oldest first.',
    args: {},
    result: 'A list of {handler, body, at, shell, failed?} (at: ISO time; shell: ios, android or none).',
  },
  'bridge.clearLog': {
    description: 'Forgets the messages this tab sent.',
    args: {},
  },
  'bridge.shell': {
    description: 'Tells which shell hosts the page now.',
    args: {},
    result: 'ios, android or none.',
  },
  'bridge.messages': {
    description: 'Lists every message of the bridge table.',
    args: {},
    result: 'A list of {name, handler, example}.',
  },
  'bridge.send': {
    description: 'Sends one message of the bridge table by its name, as its own bridge.<name> action would.',
    args: {
      name: {
        type: 'string',
        enum: BRIDGE_MESSAGE_NAMES,
        required: true,
        description: 'The message, by its name in actions/bridge/bridgeTable.ts (an unknown one fails).',
      },
      args: { type: 'object', description: "The message's args (as its bridge.<name> action takes them); none when absent." },
    },
    result: 'The shell that took the message: ios, android or none.',
  },
});
