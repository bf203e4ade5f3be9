/**
 * Collects everything that went wrong without failing a test by itself:
 * console.error (a widget that threw and was caught by WidgetBoundary, a React
 * warning, an engine finding) and errors thrown to the window (an uncaught
 * render error). A property-based test checks and clears it after each run.
 */
import { vi } from 'vitest';

export interface CapturedErrors {
  /** One line per problem, in the order they happened. */
  list: string[];
  clear(): void;
  stop(): void;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  try {
    return JSON.stringify(value)?.slice(0, 300) ?? String(value);
  } catch {
    return String(value);
  }
}

export function captureErrors(): CapturedErrors {
  const list: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    list.push(`console.error: ${args.map(describe).join(' ')}`);
  });
  const onError = (e: ErrorEvent) => list.push(`uncaught: ${describe(e.error ?? e.message)}`);
  const onRejection = (e: PromiseRejectionEvent) => list.push(`unhandled rejection: ${describe(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    list,
    clear: () => {
      list.length = 0;
    },
    stop: () => {
      spy.mockRestore();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
