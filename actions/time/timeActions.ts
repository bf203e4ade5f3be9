/**
 * time.now {}: the page's clock in epoch milliseconds (pageClock.ts: the
 * page's start plus the time elapsed since), as the step's result. Screens
 * keep deadlines on it (a countdown's end), never tick counts, so a page that
 * was in the background still shows the true remaining time, and a phone
 * clock set back or forward while the page is open moves no deadline.
 */
import type { ActionRegistry } from '../../renderer/types.ts';
import { pageNow } from './pageClock.ts';

export const timeActions: ActionRegistry = {
  'time.now': () => pageNow(),
};
