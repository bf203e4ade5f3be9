/**
 * The language every API call carries (CONTRACT section 6), so the server can
 * answer in the page's language: `lang` in the query (`en`, `fil`) and an
 * `Accept-Language` header (`en-PH`, `fil-PH`). Which header value a page
 * language is sent as is the market profile's (schemas/markets/*.json →
 * requestLanguages), not code. Pure and tiny: the boot code's early request
 * (app/earlyData.ts) uses it in the entry chunk too.
 */
export interface RequestLanguage {
  /** The page's language, sent as the `lang` query parameter. */
  lang: string;
  /** The Accept-Language header value (wireRequest makes it header-safe). */
  acceptLanguage: string;
}

/** What of a market profile the request language needs. */
export interface RequestLanguageProfile {
  defaultLanguage: string;
  /** Page language → Accept-Language value ("fil" → "fil-PH"). */
  requestLanguages?: Record<string, string>;
}

/** The request language of a page speaking `lang` in this market (a language the map lacks is sent as itself). */
export function requestLanguage(lang: string, market: RequestLanguageProfile): RequestLanguage {
  return { lang, acceptLanguage: market.requestLanguages?.[lang] ?? lang };
}
