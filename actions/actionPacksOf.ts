import { eachObject } from '../renderer/eachObject.ts';
import { PACKED_ACTIONS, type ActionPackName } from './actionPackNames.ts';

/**
 * The packs a document names an action of: any object whose `action` is a packed one (a step, a data source), its
 * shared parts already filled in. Sorted, each once. Apart from the pack lists, which are written from the contracts
 * (actions/actionPackNames.ts).
 */
export function actionPacksOf(doc: unknown): ActionPackName[] {
  const found = new Set<ActionPackName>();
  eachObject(doc, ({ action }) => {
    if (typeof action === 'string' && Object.prototype.hasOwnProperty.call(PACKED_ACTIONS, action)) found.add(PACKED_ACTIONS[action]);
  });
  return [...found].sort();
}
