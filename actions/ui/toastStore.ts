/**
 * The one toast of the app. A toast replaces the one before it (the old app
 * behaved so too); it stays `defaultMs` unless a duration is given, and never
 * less than `minimumMs` (SPEC point 9: 3 s default, 300 ms minimum).
 */
import { createStore } from 'zustand/vanilla';
import config from '../../schemas/config.json';

export interface ToastState {
  text: string | null;
  /** Bumps on every toast so the same text twice still restarts the timer. */
  serial: number;
}

export const toastStore = createStore<ToastState>(() => ({ text: null, serial: 0 }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function toastDuration(requestedMs?: number | null): number {
  if (typeof requestedMs !== 'number' || !Number.isFinite(requestedMs)) return config.toast.defaultMs;
  return Math.max(config.toast.minimumMs, requestedMs);
}

export function showToast(text: string, durationMs?: number | null): void {
  if (!text) return;
  if (timer) clearTimeout(timer);
  toastStore.setState((s) => ({ text, serial: s.serial + 1 }));
  timer = setTimeout(() => toastStore.setState({ text: null }), toastDuration(durationMs));
}

export function clearToast(): void {
  if (timer) clearTimeout(timer);
  toastStore.setState({ text: null });
}
