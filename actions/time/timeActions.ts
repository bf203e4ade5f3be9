/**
 * time.now {}: the current time in epoch milliseconds, as the step's result.
 * Screens keep deadlines (a countdown's end), never tick counts, so a page
 * that was in the background still shows the true remaining time.
 */
import type { ActionRegistry } from '../../renderer/types';

export const timeActions: ActionRegistry = {
  'time.now': () => Date.now(),
};
