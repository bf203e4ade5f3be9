/**
 * The settings every screen reads as {"var": "config.…"}: schemas/config.json,
 * with the lender's details and figures as config.lender and the market
 * profile it names (schemas/markets/<id>.json) as config.market. One place,
 * so the app, the prerender, the live preview, the bench and the tests agree.
 *
 * In the sandbox (npm start, the e2e bundle) and the live preview QA and
 * product staff can try another profile with `?market=seed` in the address,
 * kept for the tab like the scenario; a production build has only the
 * configured one.
 */
import type { JsonObject } from '../renderer/index.ts';
import appConfig from '../schemas/config.json' with { type: 'json' };
import lender from '../schemas/lender.json' with { type: 'json' };
import { chosenMarket } from './chosenMarket.ts';
import PH from '../schemas/markets/PH.json' with { type: 'json' };
import seed from '../schemas/markets/seed.json' with { type: 'json' };

/** Every market profile; a new one is a file in schemas/markets/ and a line here. */
export const markets: Record<string, JsonObject> = { PH, seed } as unknown as Record<string, JsonObject>;

export const defaultMarket = appConfig.market;

/** The settings under one market profile (the configured one when the id is unknown). */
export function settingsFor(marketId: string = defaultMarket): JsonObject {
  const market = markets[marketId] ?? markets[defaultMarket];
  return { ...appConfig, lender, market } as unknown as JsonObject;
}

export const settings: JsonObject = settingsFor(chosenMarket(Object.keys(markets), defaultMarket));
