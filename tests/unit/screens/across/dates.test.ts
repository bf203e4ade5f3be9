/**
 * Issue 30, "dates read 2026-12-21": under PH a date reads as the medium date
 * of en-PH / fil-PH ("Dec 21, 2026", "Dis 21, 2026"; with its time "Nov 3,
 * 2026, 10:00 AM"), through the `day` operation and its siblings `dayTime`
 * and `dayText` (renderer/operations.ts; the patterns in the market profile,
 * the month names in schemas/copy.json), whatever screen shows it. The seed
 * market keeps SPEC's formats: dates as the server writes them.
 *
 * Walks every screen in every sandbox scenario that names it (and every
 * routed screen no scenario names, in `default`), through the real runtime:
 * - under PH, in every language of the market, no text of the page (the view
 *   tree's texts, the title, the toasts) holds an ISO-looking date
 *   (YYYY-MM-DD). The one exception is a server's sentence shown as sent (a
 *   text that is, word for word, a text of the server's answers and not
 *   itself a date): dates inside it are the server's business;
 * - under seed, the same screen shows no PH-style date, and the screens
 *   whose dates come from the server show them as YYYY-MM-DD (a complaint's
 *   time as YYYY-MM-DD HH:mm).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, ViewNode } from '../../../../renderer/types.ts';
import { scenario, scenarioNames } from '../../../../sandbox/scenarios.ts';
import { appCopyIn, marketOf } from '../../../../app/localized.ts';
import { settingsFor } from '../../../../app/settings.ts';
import { routedScreens } from '../../../support/scenarioAddresses.ts';
import { runScreen, type ScreenRun } from '../../../support/runScreen.ts';

const ph = settingsFor('PH');
const seed = settingsFor('seed');

const ISO_DAY = /\d{4}-\d{2}-\d{2}/;
const WHOLE_DATE = /^\s*\d{4}-\d{2}-\d{2}(?:[ T][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/i;

/** A medium date in any language of PH ("Dec 21, 2026", "Dis 21, 2026"), from the month names of the copy. */
const MEDIUM_DAY = new RegExp(
  `\\b(?:${marketOf(ph)
    .languages.flatMap((lang) => appCopyIn(lang, ph).monthsShort as string[])
    .join('|')}) \\d{1,2}, \\d{4}\\b`,
);

/**
 * A date written out in words some other way: "21 November 2026" (day month
 * year) or "November 21, 2026" (a month name the medium date does not use).
 * Copy that names a day (a legal page's "Last updated") writes it through
 * `day` too, so it reads like every other date of the page.
 */
const DAY_MONTH_YEAR = /\b\d{1,2} \p{Lu}\p{Ll}+,? \d{4}\b/u;
const MONTH_DAY_YEAR = /\b\p{Lu}\p{Ll}+ \d{1,2}, \d{4}\b/gu;
function otherDateInWords(text: string): boolean {
  return DAY_MONTH_YEAR.test(text) || [...text.matchAll(MONTH_DAY_YEAR)].some(([m]) => !MEDIUM_DAY.test(m));
}

/** Every text of a value (a prop, an answer), in order. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}
function nodes(list: ViewNode[]): ViewNode[] {
  return list.flatMap((n) => [n, ...nodes(n.children ?? [])]);
}

/** What the page shows: the title, every text of every widget's props, the toasts. */
function shown(run: ScreenRun): string[] {
  const tree = run.tree();
  return [tree.title, ...(tree.error ? textsOf(tree.error) : []), ...nodes(tree.nodes).flatMap((n) => textsOf(n.props)), ...run.effects.toasts].map((t) =>
    String(t ?? ''),
  );
}

/** The server's sentences the page was given (its answers, as the screen keeps them), dates alone left out. */
function serverSentences(run: ScreenRun): Set<string> {
  const data = run.runtime.store.getState().data as JsonObject;
  return new Set(textsOf(data).filter((t) => !WHOLE_DATE.test(t)));
}

const named = scenarioNames().flatMap((name) => (scenario(name)?.screens ?? []).map((screen) => ({ name, screen })));
const unnamed = routedScreens.filter((id) => !named.some((c) => c.screen === id)).map((screen) => ({ name: 'default', screen }));
const cases = [...named, ...unnamed];
/** What the seed walk showed as YYYY-MM-DD, by screen. */
const seedDates = new Map<string, string[]>();

describe('dates read as the market writes them (CONTRACT section 6)', () => {
  it('has every screen and scenario to walk', () => {
    expect(new Set(cases.map((c) => c.screen))).toEqual(new Set(routedScreens));
    expect(MEDIUM_DAY.test('Dec 21, 2026') && MEDIUM_DAY.test('Dis 21, 2026')).toBe(true);
    expect(['Last updated: 21 November 2026', 'Huling binago: 21 Nobyembre 2026', 'November 21, 2026'].every(otherDateInWords)).toBe(true);
    expect(['Last updated: Nov 21, 2026', 'Huling binago: Nob 21, 2026'].some(otherDateInWords)).toBe(false);
  });

  for (const { name, screen } of cases) {
    // Three runs (each PH language, seed): a slow scenario's waits three times over.
    it(`${screen} in ${name}: no date under PH but as the market writes it (every language), SPEC's format under seed`, async () => {
      for (const lang of marketOf(ph).languages) {
        const run = await runScreen(screen, name, undefined, { lang, settings: ph, atOnce: true });
        const server = serverSentences(run);
        const texts = shown(run);
        expect(
          texts.filter((t) => ISO_DAY.test(t) && !server.has(t)),
          `${lang}: a date as YYYY-MM-DD (route it through day, dayTime or dayText)`,
        ).toEqual([]);
        expect(
          texts.filter((t) => otherDateInWords(t) && !server.has(t)),
          `${lang}: a date in words not as the market writes it (route it through day)`,
        ).toEqual([]);
      }

      const run = await runScreen(screen, name, undefined, { settings: seed, atOnce: true });
      const texts = shown(run);
      expect(
        texts.filter((t) => MEDIUM_DAY.test(t)),
        'seed: a date in PH’s format',
      ).toEqual([]);
      for (const t of texts.filter((x) => ISO_DAY.test(x))) seedDates.set(screen, [...(seedDates.get(screen) ?? []), t]);
    });
  }

  // After the walk: the screens whose dates come from the server (a repayment date, a plan line, a detail row, a complaint's time) show them as SPEC writes them under seed.
  it('seed: the server’s dates as YYYY-MM-DD, a complaint’s time as YYYY-MM-DD HH:mm', () => {
    for (const screen of ['orderDetail', 'repay', 'repayDelay', 'confirmLoanNew', 'complaint', 'complaintList'])
      expect(seedDates.get(screen)?.length ?? 0, screen).toBeGreaterThan(0);
    expect(seedDates.get('complaintList')?.some((t) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(t))).toBe(true);
    expect(seedDates.get('orderDetail')).toContain('2026-11-20');
  });
});
