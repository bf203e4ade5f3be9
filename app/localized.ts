/**
 * Screens and app-wide copy in the page's language and the chosen market
 * (renderer/localize.ts does the work). Kept per document and language, so
 * a screen keeps its identity while the borrower stays on it.
 */
import { isObject, localizeCopy, localizeScreen } from '../renderer/index.ts';
import type { Json, JsonObject, LanguageProfile, ScreenDoc } from '../renderer/index.ts';
import appCopyFile from '../schemas/copy.json' with { type: 'json' };
import { settings as defaultSettings } from './settings.ts';

export interface MarketProfile extends LanguageProfile {
  id: string;
  /** Wording of this market over every language: {app: {key: text}, screens: {screenId: {key: text}}}. */
  copy?: { app?: JsonObject; screens?: { [screen: string]: JsonObject } };
}

/** The market profile inside the settings (config.market). */
export function marketOf(settings: JsonObject): MarketProfile {
  const market = settings.market;
  return (isObject(market) ? market : { id: 'none', languages: ['en'], defaultLanguage: 'en' }) as unknown as MarketProfile;
}

const screens = new WeakMap<ScreenDoc, Map<string, ScreenDoc>>();

export function localized(doc: ScreenDoc, lang: string, settings: JsonObject = defaultSettings): ScreenDoc {
  const market = marketOf(settings);
  const key = `${market.id}:${lang}`;
  let byLang = screens.get(doc);
  if (!byLang) screens.set(doc, (byLang = new Map()));
  let out = byLang.get(key);
  if (!out) {
    out = localizeScreen(doc, { lang, fallback: market.defaultLanguage, overlay: market.copy?.screens?.[doc.id] });
    byLang.set(key, out);
  }
  return out;
}

const appCopies = new Map<string, JsonObject>();

/** schemas/copy.json in one language. */
export function appCopyIn(lang: string, settings: JsonObject = defaultSettings): JsonObject {
  const market = marketOf(settings);
  const key = `${market.id}:${lang}`;
  let out = appCopies.get(key);
  if (!out) appCopies.set(key, (out = localizeCopy(appCopyFile as unknown as Json, lang, market.defaultLanguage, market.copy?.app)));
  return out;
}
