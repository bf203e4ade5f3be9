/**
 * Which market profile the page runs with: the configured one; in the
 * sandbox (npm start, the e2e bundle) and the live preview, the address's
 * `market` (`?market=seed`), kept for the tab like the scenario. One place,
 * so the settings (app/settings.ts) and the boot code's early request
 * (app/earlyData.ts) agree; a production build keeps only the configured one.
 */
import { keptAddressParam } from './keptAddressParam.ts';

const KEY = 'sandbox.market';

export function chosenMarket(ids: string[], configured: string): string {
  // The sandbox and the live preview (its phone frame) may switch; a production build drops the rest.
  const mayChoose = import.meta.env?.MODE === 'sandbox' || import.meta.env?.MODE === 'studio';
  if (!mayChoose || typeof window === 'undefined') return configured;
  return keptAddressParam('market', KEY, window.location, (id: string) => ids.includes(id)) ?? configured;
}
