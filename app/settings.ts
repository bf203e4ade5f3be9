/**
 * The settings every screen reads as {"var": "config.…"}: schemas/config.json,
 * with the lender's details and figures as config.lender. One place, so the
 * app, the prerender, the live preview, the bench and the tests agree.
 */
import type { JsonObject } from '../renderer/types';
import appConfig from '../schemas/config.json';
import lender from '../schemas/lender.json';

export const settings = { ...appConfig, lender } as unknown as JsonObject;
