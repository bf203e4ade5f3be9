/**
 * QA's snapshot suite: every screen in every sandbox scenario that names it,
 * through the real runtime (sandbox answers via msw/node). Each snapshot holds
 * the view tree, which table rows decided it, each check's result (screens
 * with check lists), and what the screen did on load
 * (requests, navigations, native messages, toasts), once per language of the
 * market profile (schemas/markets/<market>.json → languages). Adding a
 * scenario file to sandbox/scenarios/, or a language to the profile, adds
 * snapshots here; no code. Files: __screens__/<screen>/<scenario>.<lang>.json.
 *
 * Review a change: `npx vitest run tests/snapshot` shows the diff; accept it
 * with `npx vitest run tests/snapshot -u` and commit the changed files.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { runScreen, root } from '../support/runScreen.ts';
import { scenario, scenarioNames } from '../../sandbox/scenarios.ts';
import { marketOf } from '../../app/localized.ts';
import { settings } from '../../app/settings.ts';
import { foreignTextsIn, stringsIn } from '../support/foreignText.ts';
import { englishTextsIn } from '../support/englishText.ts';

const languages = marketOf(settings).languages;
const cases = scenarioNames().flatMap((name) => (scenario(name)?.screens ?? []).flatMap((screen) => languages.map((lang) => ({ name, screen, lang }))));

describe('screen snapshots', () => {
  // Addresses built from the time (a captcha's t=) must not change between runs;
  // only the clocks are frozen (Date, and performance that time.now's page clock
  // counts elapsed time with), so sandbox delays and page waits still run.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00+08:00'));
  });
  afterAll(() => vi.useRealTimers());

  it('has scenarios to snapshot', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  for (const { name, screen, lang } of cases) {
    it(`${screen} in scenario ${name}, ${lang}`, async () => {
      const run = await runScreen(screen, name, undefined, { lang, atOnce: true });
      const snapshot = {
        scenario: name,
        lang,
        description: scenario(name)?.description,
        decisions: run.tree().phase === 'ready' ? run.decisions() : null,
        // Screens with check lists (the confirm pages' disclosure): each check's result, why a money step is on or off.
        checks: run.tree().phase === 'ready' && run.screen.checks ? run.checks() : undefined,
        // Screens that declare a receipt: the one Confirm would send as the page stands (version written as RECEIPT_VERSION).
        receipt: run.screen.receipt && run.tree().phase === 'ready' ? run.receipt() : undefined,
        effects: {
          requests: run.effects.requests.map((r) => ({ endpoint: r.endpoint, method: r.method, query: r.query, body: r.body })),
          navigations: run.effects.navigations,
          native: run.effects.native,
          toasts: run.effects.toasts,
        },
        tree: run.tree(),
      };
      // Under the PH profile no screen, in any scenario or language, shows Chinese or the seed's Indonesian (CONTRACT section 6).
      if (marketOf(settings).id !== 'seed')
        expect(foreignTextsIn({ title: run.tree().title, tree: run.tree().nodes, toasts: run.effects.toasts }), 'foreign text on the page').toEqual([]);
      // In Filipino, no English: the product's own nor the server's (the sandbox answers in the language asked).
      if (marketOf(settings).id !== 'seed' && lang !== marketOf(settings).defaultLanguage) {
        const english = stringsIn({ title: run.tree().title, tree: run.tree().nodes, toasts: run.effects.toasts }).flatMap(({ at, text }) =>
          englishTextsIn(text).map((found) => `${at}: ${found}`),
        );
        expect(english, 'English on a Filipino page').toEqual([]);
      }
      await expect(JSON.stringify(snapshot, null, 2) + '\n').toMatchFileSnapshot(
        join(root, 'tests', 'snapshot', '__screens__', screen, `${name}.${lang}.json`),
      );
    });
  }
});
