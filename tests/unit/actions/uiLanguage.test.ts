/**
 * ui.language, the action of the language switch on the browser pages
 * (issue 30): a language of the market goes to the keeper the app plugs in
 * (app/LanguageBridge.tsx: kept for the tab, the address's lang rewritten,
 * the page redrawn); anything else is refused and nothing changes. The app's
 * keeping: chooseLanguage puts it where the tab keeps an address's lang, and
 * the next page read (no lang in its address) is in it; an address lang still wins.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { uiActions } from '../../../actions/ui/uiActions.ts';
import { setLanguageKeeper } from '../../../actions/ui/languageKeeper.ts';
import { LANGUAGE_KEY, chooseLanguage, currentLanguage, languageChoices } from '../../../app/language.ts';
import { settings } from '../../../app/settings.ts';
import type { ActionEnv, Json } from '../../../renderer/types.ts';

const run = (lang: Json) => uiActions['ui.language']({ args: { lang }, context: { query: {}, config: settings } } as unknown as ActionEnv);

describe('ui.language', () => {
  afterEach(() => {
    setLanguageKeeper({ choose: () => {} });
    sessionStorage.clear();
  });

  it.each(['en', 'fil'])('%s: handed to the keeper', async (lang) => {
    const chosen: string[] = [];
    setLanguageKeeper({ choose: (l) => void chosen.push(l) });
    await run(lang);
    expect(chosen).toEqual([lang]);
  });

  it.each([['zh'], ['tl'], [''], [null], [1]] as [Json][])('%j: refused, nothing kept', async (lang) => {
    const chosen: string[] = [];
    setLanguageKeeper({ choose: (l) => void chosen.push(l) });
    await expect(Promise.resolve().then(() => run(lang))).rejects.toMatchObject({ kind: 'rejected' });
    expect(chosen).toEqual([]);
  });

  it('the app keeps the choice for the tab: the next page without lang is in it; an address lang wins', () => {
    const before = languageChoices();
    chooseLanguage('fil');
    expect(languageChoices()).toBe(before + 1);
    expect(sessionStorage.getItem(LANGUAGE_KEY)).toBe('fil');
    expect(currentLanguage([''])).toBe('fil');
    expect(currentLanguage(['?lang=en'])).toBe('en');
  });
});
