/**
 * A choice made in the page address and kept for the browser tab: the
 * address's parameter (its query, or its hash route's) when it is a valid
 * value, which is then kept; else what this tab chose before, if still
 * valid; else null. For the sandbox's scenario and fake shell and the
 * market override, which survive in-app navigation and full loads alike.
 * Storage that is blocked (private mode) leaves the address alone to decide.
 */
import { addressParam } from './addressParam.ts';

export function keptAddressParam(
  name: string,
  storageKey: string,
  location: { search: string; hash?: string },
  valid: (value: string) => boolean = () => true,
): string | null {
  const fromAddress = addressParam(name, location.search, location.hash ?? '');
  if (fromAddress && valid(fromAddress)) {
    try {
      globalThis.sessionStorage?.setItem(storageKey, fromAddress);
    } catch {
      // Not kept: the address still decides this page.
    }
    return fromAddress;
  }
  try {
    const kept = globalThis.sessionStorage?.getItem(storageKey) ?? null;
    return kept && valid(kept) ? kept : null;
  } catch {
    return null;
  }
}
