/**
 * Which sandbox scenario answers. In the browser the page address picks it
 * (`?scenario=order-174-delay`), kept in sessionStorage so it survives in-app
 * navigation; in vitest a test calls setScenario().
 */
import { keptAddressParam } from '../app/keptAddressParam.ts';

const KEY = 'sandbox.scenario';
let current = 'default';

export function setScenario(name: string): void {
  current = name || 'default';
  try {
    globalThis.sessionStorage?.setItem(KEY, current);
  } catch {
    // Storage can be blocked (private mode); the in-memory value still works.
  }
}

export function getScenario(): string {
  return current;
}

/**
 * Browser boot: the address wins (its query, or the query inside a hash route
 * such as /promo/#/?scenario=x), then what this tab chose before.
 */
export function scenarioFromAddress(search: string, hash = ''): string {
  return keptAddressParam('scenario', KEY, { search, hash }) ?? 'default';
}

const LONG_KEY = 'sandbox.texts';
let longTexts = false;

/** The long-text mode (sandbox/longTexts.ts): `?texts=long` in the browser, kept for the tab; setLongTexts() in vitest. */
export function setLongTexts(on: boolean): void {
  longTexts = on;
}

export function getLongTexts(): boolean {
  return longTexts;
}

/** Browser boot: `texts=long` turns the mode on and `texts=normal` off, for the tab. */
export function longTextsFromAddress(search: string, hash = ''): boolean {
  return keptAddressParam('texts', LONG_KEY, { search, hash }, (v) => v === 'long' || v === 'normal') === 'long';
}

let waits = true;

/**
 * Whether a scenario's `delayMs` is waited (the browser always waits it: a slow answer shows the loader). A
 * vitest suite that reads only where each screen ends up turns it off (tests/support/runScreen.ts `atOnce`).
 */
export function setAnswerWaits(on: boolean): void {
  waits = on;
}

export function getAnswerWaits(): boolean {
  return waits;
}
