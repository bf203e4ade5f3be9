/**
 * 'Go back' as a web view means it (CONTRACT section 4): back in the page's
 * own history when the borrower navigated inside the web views, otherwise
 * the shell is asked to close the web view, so a first page never 'goes
 * back' to nothing. The `nav.back` action and an unhandled native `goBack`
 * both come here.
 *
 * Outside both shells (a browser tab) closeWebView goes to the development
 * log and the browser takes its own step back, as its back button would.
 *
 * A second back right after closeWebView was sent (a double tap, a gesture
 * the shell repeats) is the same request: sending it again could make the
 * shell close two screens. Elapsed time, not the wall clock, so a clock
 * change cannot lock or unlock it.
 */
import { postToNative } from '../bridge/postToNative.ts';
import { bridgeTable } from '../bridge/bridgeTable.ts';
import { navigator } from './navigator.ts';

export const CLOSE_REPEAT_MS = 1500;
let closeSentAt = -Infinity;

export function goBackOrClose(): 'back' | 'close' {
  if (navigator().canGoBack()) {
    navigator().back();
    return 'back';
  }
  if (performance.now() - closeSentAt < CLOSE_REPEAT_MS) return 'close';
  const close = bridgeTable.closeWebView;
  const receiver = postToNative(close.handler, close.body({}));
  // Only a request the shell took counts: after a refusal, the next back tries again.
  closeSentAt = performance.now();
  if (receiver === 'none') navigator().back();
  return 'close';
}
