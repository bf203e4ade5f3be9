/**
 * Where navigation goes. The app entry plugs in the router's navigate and the
 * real location; tests and the live preview plug in recorders. Defaults keep
 * the app from crashing if nothing was plugged in.
 */
import { cameFromThisApp } from './inAppHistory.ts';

export interface Navigator {
  /** In-app route change. */
  go(path: string, options: { replace: boolean }): void;
  /** Leave for an external address that passed the URL check. */
  leave(url: string, options: { replace: boolean }): void;
  /** One step back in history. */
  back(): void;
  /** True when the entry behind this one is a page of this app the borrower came from. */
  canGoBack(): boolean;
}

let current: Navigator = {
  go: (path, { replace }) => (replace ? window.location.replace(path) : window.location.assign(path)),
  leave: (url, { replace }) => (replace ? window.location.replace(url) : window.location.assign(url)),
  back: () => window.history.back(),
  canGoBack: () => cameFromThisApp(),
};

export function setNavigator(next: Navigator): void {
  current = next;
}

export function navigator(): Navigator {
  return current;
}
