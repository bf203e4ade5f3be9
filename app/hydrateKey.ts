/**
 * What a prerendered page was rendered for: the market's id and the language.
 * The browser hydrates the markup only when the page is read the same way;
 * otherwise (?lang=fil, ?market=seed in the sandbox) it draws the page afresh.
 */
import { marketOf } from './localized.ts';
import { settings } from './settings.ts';

export function hydrateKey(lang: string): string {
  return `${marketOf(settings).id}:${lang}`;
}
