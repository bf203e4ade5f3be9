/**
 * The one toast of the app. A toast replaces the one before it (the old app
 * behaved so too); it stays `defaultMs` unless a duration is given, and never
 * less than `minimumMs` (SPEC point 9: 3 s default, 300 ms minimum).
 *
 * A toast belongs to the page it was shown on: the toast host calls
 * `pageChanged()` when the borrower lands on another page, and the toast goes
 * at once (issue 17: a refusal must not follow the borrower to the next page).
 * Only a toast shown with `nextPage` (a message about the page the chain goes
 * to, e.g. "Registration successful" before the download page) survives that
 * one change.
 */
import { createStore } from 'zustand/vanilla';
import config from '../../schemas/config.json';

export interface ToastState {
  text: string | null;
  /** Bumps on every toast so the same text twice still restarts the timer. */
  serial: number;
  /** The toast is for the next page: the next page change keeps it (once). */
  nextPage: boolean;
}

export const toastStore = createStore<ToastState>(() => ({ text: null, serial: 0, nextPage: false }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function toastDuration(requestedMs?: number | null): number {
  if (typeof requestedMs !== 'number' || !Number.isFinite(requestedMs)) return config.toast.defaultMs;
  return Math.max(config.toast.minimumMs, requestedMs);
}

export function showToast(text: string, durationMs?: number | null, options: { nextPage?: boolean } = {}): void {
  if (!text) return;
  if (timer) clearTimeout(timer);
  toastStore.setState((s) => ({ text, serial: s.serial + 1, nextPage: options.nextPage === true }));
  timer = setTimeout(() => toastStore.setState({ text: null, nextPage: false }), toastDuration(durationMs));
}

export function clearToast(): void {
  if (timer) clearTimeout(timer);
  toastStore.setState({ text: null, nextPage: false });
}

/** The borrower is on another page: the toast goes, unless it was meant for this page (then it stays, for this page only). */
export function pageChanged(): void {
  const { text, nextPage } = toastStore.getState();
  if (text && nextPage) toastStore.setState({ nextPage: false });
  else if (text) clearToast();
}
