/**
 * A browser position service that answers the way the test says (jsdom has
 * none): `answer` gets the success and failure callbacks and the options the
 * page asked with. Returns the spy of getCurrentPosition. removeGeolocation()
 * puts back a browser without it.
 */
import { vi } from 'vitest';

export type PositionAnswer = (p: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
export type PositionFailure = (e: { code: number }) => void;

export function fakeGeolocation(answer: (ok: PositionAnswer, fail: PositionFailure, options: PositionOptions) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

export function removeGeolocation(): void {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
}
