/**
 * bridge.log      {}  the messages sent while no native shell was present,
 *                     oldest first: [{handler, body, at}] (at: ISO time).
 * bridge.clearLog {}  forgets them.
 * For the developer test page; kept apart from bridgeActions, which has
 * exactly one action per message of CONTRACT section 4.
 */
import type { ActionRegistry, Json } from '../../renderer/types';
import { bridgeLog } from './bridgeLog';

export const bridgeLogActions: ActionRegistry = {
  'bridge.log': () => bridgeLog.getState().entries.map((e) => ({ ...e })) as unknown as Json,
  'bridge.clearLog': () => bridgeLog.setState({ entries: [] }),
};
