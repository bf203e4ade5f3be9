/**
 * Issue 30, "a switch where there is no app": the pages that open in a plain
 * browser (schemas/config.json → browserPages: the promotion pages and the
 * site) offer English | Filipino, each named in its own language, the page's
 * language pressed; the screens of the app never do (the app decides the
 * language there). Walks every screen document (with its parts) and the
 * view tree of every browser page in every language of the market; the
 * check behind `npm run check` (renderer/checkBrowserPages.ts) is held to
 * the same rule with a switch planted in every in-app screen in turn.
 * The switch's action, ui.language, is tested in tests/unit/actions/uiLanguage.test.ts;
 * the browser walk (choose, navigate, reload, address wins) in tests/e2e/languageSwitch.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, ScreenDoc, ViewNode } from '../../../../renderer/types.ts';
import { browserPages, checkBrowserPages, languageSwitchesIn } from '../../../../renderer/check.ts';
import { marketOf } from '../../../../app/localized.ts';
import { settings } from '../../../../app/settings.ts';
import { loadAllScreenDocs } from '../../../support/loadScreenDoc.ts';
import { routedScreens } from '../../../support/scenarioAddresses.ts';
import { runScreen } from '../../../support/runScreen.ts';

const config = settings as JsonObject;
const pages = browserPages(config);
const market = marketOf(settings);
const names = (settings.market as JsonObject).languageNames as Record<string, string>;
const docs = loadAllScreenDocs();
const drawn = (doc: ScreenDoc) => languageSwitchesIn({ body: doc.body, handlers: doc.handlers, onLoad: doc.onLoad });

function nodes(list: ViewNode[]): ViewNode[] {
  return list.flatMap((n) => [n, ...nodes(n.children ?? [])]);
}

describe('the language switch: on the browser pages, never in the app', () => {
  it('lists the promotion pages and the site as browser pages', () => {
    expect(new Set(pages)).toEqual(new Set(['site', 'promoRegister', 'promoDownload', 'promoAgreement']));
    expect(pages.every((id) => routedScreens.includes(id))).toBe(true);
  });

  it.each(docs.map((d) => [d.id, d] as const))('%s: a switch exactly when it is a browser page', (id, doc) => {
    expect(drawn(doc).length > 0, pages.includes(id) ? 'a browser page without the switch' : 'a switch in the app').toBe(pages.includes(id));
  });

  it('the check finds nothing in the project as it is', () => {
    expect(checkBrowserPages('schemas/config.json', config, docs, (id) => id)).toEqual([]);
  });

  it.each(docs.filter((d) => !pages.includes(d.id)).map((d) => [d.id, d] as const))('%s: the check refuses a switch planted in it', (id, doc) => {
    const planted = { ...doc, body: [...doc.body, { widget: 'LanguageSwitch', props: { options: [] } }] } as ScreenDoc;
    const found = checkBrowserPages('schemas/config.json', config, [...docs.filter((d) => d.id !== id), planted], (x) => x);
    expect(found.map((f) => f.file)).toEqual([id]);
  });

  it('the check refuses a browser page without its switch', () => {
    const bare = docs.map((d) => (d.id === 'site' ? { ...d, body: [] } : d));
    expect(checkBrowserPages('schemas/config.json', config, bare, (x) => x).map((f) => f.file)).toEqual(['site']);
  });

  for (const id of pages)
    for (const lang of market.languages)
      it(`${id}, ${lang}: every language named in its own language, the page's pressed`, async () => {
        const run = await runScreen(id, 'default', undefined, { lang });
        const switches = nodes(run.tree().nodes).filter((n) => n.widget === 'LanguageSwitch');
        expect(switches).toHaveLength(1);
        const { options, current, label } = switches[0].props as { options: { lang: string; label: string }[]; current: string; label: string };
        expect(options).toEqual(market.languages.map((l) => ({ lang: l, label: names[l] })));
        expect(current).toBe(lang);
        expect(label).toBe(run.screen.copy?.languageLabel);
      });
});
