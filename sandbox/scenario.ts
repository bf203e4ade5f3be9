/**
 * Which sandbox scenario answers. In the browser the page address picks it
 * (`?scenario=order-174-delay`), kept in sessionStorage so it survives in-app
 * navigation; in vitest a test calls setScenario().
 */
import { keptAddressParam } from '../app/keptAddressParam';

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
