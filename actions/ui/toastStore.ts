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
 *
 * The times are the settings the screen runs with (context.config.toast, from
 * schemas/config.json), handed in by the caller: a test or the live preview
 * that runs with other settings gets its own times.
 */
import { createStore } from 'zustand/vanilla';
import type { JsonObject } from '../../renderer/types.ts';

export interface ToastState {
  text: string | null;
  /** Bumps on every toast so the same text twice still restarts the timer. */
  serial: number;
  /** The toast is for the next page: the next page change keeps it (once). */
  nextPage: boolean;
}

export const toastStore = createStore<ToastState>(() => ({ text: null, serial: 0, nextPage: false }));

let timer: ReturnType<typeof setTimeout> | undefined;

/** A time of config.toast; settings without it are a mistake of the build, said as such. */
function toastSetting(settings: JsonObject, name: 'defaultMs' | 'minimumMs'): number {
  const toast = settings.toast;
  const ms = toast && typeof toast === 'object' && !Array.isArray(toast) ? toast[name] : undefined;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new Error(`The settings have no toast.${name} (schemas/config.json)`);
  return ms;
}

/** How long a toast stays under these settings: toast.defaultMs unless a duration is asked, never less than toast.minimumMs. */
export function toastDuration(settings: JsonObject, requestedMs?: number | null): number {
  if (typeof requestedMs !== 'number' || !Number.isFinite(requestedMs)) return toastSetting(settings, 'defaultMs');
  return Math.max(toastSetting(settings, 'minimumMs'), requestedMs);
}

export interface ToastOptions {
  /** How long it stays (toastDuration). */
  durationMs?: number | null;
  /** The toast is about the page the chain goes to next: the next page change keeps it. */
  nextPage?: boolean;
}

/** Shows the one toast; `settings` are those the page runs with (context.config). */
export function showToast(text: string, settings: JsonObject, options: ToastOptions = {}): void {
  if (!text) return;
  const duration = toastDuration(settings, options.durationMs);
  if (timer) clearTimeout(timer);
  toastStore.setState((s) => ({ text, serial: s.serial + 1, nextPage: options.nextPage === true }));
  timer = setTimeout(() => toastStore.setState({ text: null, nextPage: false }), duration);
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
