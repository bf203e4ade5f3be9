/**
 * QA's snapshot suite: every screen in every sandbox scenario that names it,
 * through the real runtime (sandbox answers via msw/node). Each snapshot holds
 * the view tree, which table rows decided it, and what the screen did on load
 * (requests, navigations, native messages, toasts). Adding a scenario file to
 * sandbox/scenarios/ adds a snapshot here; no code.
 *
 * Review a change: `npx vitest run tests/snapshot` shows the diff; accept it
 * with `npx vitest run tests/snapshot -u` and commit the changed files.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { runScreen, root } from '../support/runScreen';
import { scenario, scenarioNames } from '../../sandbox/scenarios';

const cases = scenarioNames().flatMap((name) => (scenario(name)?.screens ?? []).map((screen) => ({ name, screen })));

describe('screen snapshots', () => {
  // Addresses built from the time (a captcha's t=) must not change between runs;
  // only Date is frozen, so sandbox delays and page waits still run.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:00:00+08:00'));
  });
  afterAll(() => vi.useRealTimers());

  it('has scenarios to snapshot', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  for (const { name, screen } of cases) {
    it(`${screen} in scenario ${name}`, async () => {
      const run = await runScreen(screen, name);
      const snapshot = {
        scenario: name,
        description: scenario(name)?.description,
        decisions: run.tree().phase === 'ready' ? run.decisions() : null,
        effects: {
          requests: run.effects.requests.map((r) => ({ endpoint: r.endpoint, method: r.method, query: r.query, body: r.body })),
          navigations: run.effects.navigations,
          native: run.effects.native,
          toasts: run.effects.toasts,
        },
        tree: run.tree(),
      };
      await expect(JSON.stringify(snapshot, null, 2) + '\n').toMatchFileSnapshot(
        join(root, 'tests', 'snapshot', '__screens__', screen, `${name}.json`),
      );
    });
  }
});
