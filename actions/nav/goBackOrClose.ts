/**
 * 'Go back' as a web view means it (CONTRACT section 4): back in the page's
 * own history when the borrower navigated inside the web views, otherwise
 * the shell is asked to close the web view, so a first page never 'goes
 * back' to nothing. The `nav.back` action and an unhandled native `goBack`
 * both come here.
 *
 * Outside both shells (a browser tab) closeWebView goes to the development
 * log and the browser takes its own step back, as its back button would.
 */
import { postToNative } from '../bridge/postToNative';
import { bridgeTable } from '../bridge/bridgeTable';
import { navigator } from './navigator';

export function goBackOrClose(): 'back' | 'close' {
  if (navigator().canGoBack()) {
    navigator().back();
    return 'back';
  }
  const close = bridgeTable.closeWebView;
  if (postToNative(close.handler, close.body({})) === 'none') navigator().back();
  return 'close';
}
