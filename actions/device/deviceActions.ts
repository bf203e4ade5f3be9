/**
 * device.locate {timeoutMs}: the position once, as {latitude, longitude,
 * accuracy} (accuracy in metres). A failure is {kind: 'rejected', code}, code
 * one of denied, unavailable, timeout, unsupported: the screen words it.
 */
import type { ActionRegistry } from '../../renderer/types.ts';

export type LocateFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const DEFAULT_TIMEOUT_MS = 10_000;

const failure = (code: LocateFailure) => ({ kind: 'rejected' as const, code, message: '' });

// GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout.
const CODES: Record<number, LocateFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function locate(timeoutMs: number): Promise<{ latitude: number; longitude: number; accuracy: number }> {
  const geo = globalThis.navigator?.geolocation;
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.reject(failure('unsupported'));
  return new Promise((resolve, reject) => {
    // The browser's own `timeout` starts only once permission is given: a
    // permission prompt left open (or a web view that never answers) would keep
    // the button busy for ever, so this timer bounds the whole wait.
    const timer = setTimeout(() => reject(failure('timeout')), timeoutMs);
    geo.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
      },
      (error) => {
        clearTimeout(timer);
        reject(failure(CODES[error?.code] ?? 'unavailable'));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}

export const deviceActions: ActionRegistry = {
  'device.locate': ({ args }) => {
    const ms = typeof args.timeoutMs === 'number' && args.timeoutMs > 0 ? args.timeoutMs : DEFAULT_TIMEOUT_MS;
    return locate(ms);
  },
};
