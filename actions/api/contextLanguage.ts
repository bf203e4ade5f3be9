/**
 * The request language of a screen's calls (actions/api/requestLanguage.ts):
 * apart from it, so the entry chunk, which needs only that one, stays small.
 */
import type { JsonObject } from '../../renderer/types.ts';
import { requestLanguage, type RequestLanguage } from './requestLanguage.ts';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request language of a screen: its page's language (context.env.lang,
 * what app/language.ts decided) in its market (context.config.market). A
 * context without a language (a test's, the bench's) speaks the market's default.
 */
export function contextLanguage(context: { env?: JsonObject; config?: JsonObject }): RequestLanguage {
  const market = isObject(context.config?.market) ? context.config.market : {};
  const fallback = typeof market.defaultLanguage === 'string' ? market.defaultLanguage : 'en';
  const lang = typeof context.env?.lang === 'string' && context.env.lang ? context.env.lang : fallback;
  const map = isObject(market.requestLanguages) ? (market.requestLanguages as Record<string, string>) : undefined;
  return requestLanguage(lang, { defaultLanguage: fallback, requestLanguages: map });
}
