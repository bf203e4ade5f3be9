/**
 * The check of the language switch's place, run by `npm run check`: the
 * switch (the LanguageSwitch widget, the ui.language action) is on the
 * pages that open in a plain browser, schemas/config.json → browserPages,
 * and nowhere else. In the app the native shell passes the language and the
 * app decides it (CONTRACT section 6): a switch there would let a borrower
 * read a page in a language the app around it does not speak. Every listed
 * page offers it, so a visitor without the app can always change it.
 */
import { closest, ptr } from './checkScreenDoc.ts';
import type { Finding } from './finding.ts';
import { isObject } from './isObject.ts';
import type { ScreenDoc } from './types.ts';
import { escapePointer } from './jsonPointer.ts';

const SWITCH_WIDGET = 'LanguageSwitch';
const SWITCH_ACTION = 'ui.language';

/** Where in a document (with its parts filled in) the switch or its action is: JSON pointers. */
export function languageSwitchesIn(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => languageSwitchesIn(v, `${at}/${i}`));
  if (!isObject(value)) return [];
  const here = value.widget === SWITCH_WIDGET || value.action === SWITCH_ACTION ? [at] : [];
  return [...here, ...Object.entries(value).flatMap(([k, v]) => languageSwitchesIn(v, `${at}/${escapePointer(k)}`))];
}

/** The screens config.json → browserPages lists ([] when it lists none). */
export function browserPages(config: Record<string, unknown>): string[] {
  const pages = isObject(config.browserPages) ? config.browserPages.screens : undefined;
  return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * Findings for each screen (as drawn: parts filled in) that has the switch
 * without being a browser page, each browser page without it, and each
 * listed id that is no screen. `fileOf` names the file a screen's finding is reported in.
 */
export function checkBrowserPages(configFile: string, config: Record<string, unknown>, screens: ScreenDoc[], fileOf: (id: string) => string): Finding[] {
  const findings: Finding[] = [];
  const listed = browserPages(config);
  const ids = screens.map((s) => s.id);
  if (!isObject(config.browserPages) || !Array.isArray(config.browserPages.screens)) {
    findings.push({
      file: configFile,
      pointer: '/browserPages',
      message: 'no list of the pages that open in a browser',
      fix: 'Add "browserPages": {"screens": [...]} with the promotion pages and the site (they offer the language switch).',
    });
  }
  listed.forEach((id, i) => {
    if (!ids.includes(id)) {
      findings.push({
        file: configFile,
        pointer: ptr('browserPages', 'screens', String(i)),
        message: `unknown screen "${id}"`,
        fix: `Use a screen id: ${closest(id, ids)}.`,
      });
    }
  });
  for (const screen of screens) {
    const found = languageSwitchesIn({ body: screen.body, handlers: screen.handlers, onLoad: screen.onLoad });
    if (found.length && !listed.includes(screen.id)) {
      findings.push({
        file: fileOf(screen.id),
        pointer: found[0],
        message: 'a language switch on a page of the app',
        fix: 'In the app the app decides the language (CONTRACT section 6): remove it (the languageSwitch part). A page that opens in a plain browser is listed in schemas/config.json → browserPages.',
      });
    }
    if (!found.some((p) => p.startsWith('/body')) && listed.includes(screen.id)) {
      findings.push({
        file: fileOf(screen.id),
        pointer: '/body',
        message: 'a page that opens in a browser without the language switch',
        fix: 'Use the part "languageSwitch" and place {"fragment": "languageSwitch"} near the top of the page (config.json → browserPages lists this page).',
      });
    }
  }
  return findings;
}
