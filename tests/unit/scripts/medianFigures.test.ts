import { describe, expect, it } from 'vitest';
import { medianFigures } from '../../../scripts/bench/medianFigures.ts';
import type { LighthouseFigures } from '../../../scripts/bench/lighthouseRuns.ts';

const run = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  score: 1,
  lcp: 1600,
  tbt: 40,
  cls: 0,
  fcp: 650,
  benchmarkIndex: 1200,
  requests: { total: 5, fromCache: 0, networkBytes: 1000 },
  beforeContent: [],
  ...over,
});

describe('medianFigures: a route measured three times (issue 31 reads medians of 3)', () => {
  it('one run with a long task does not decide the route: TBT and score are the middle run', () => {
    const f = medianFigures([run({ tbt: 255, score: 0.95 }), run({ tbt: 62, score: 1 }), run({ tbt: 9, score: 1 })]);
    expect(f.tbt).toBe(62);
    expect(f.score).toBe(1);
  });

  it('each figure is its own median, and the requests come from the run whose LCP is the median', () => {
    const f = medianFigures([
      run({ lcp: 1700, fcp: 600, requests: { total: 1, fromCache: 0, networkBytes: 1 } }),
      run({ lcp: 1500, fcp: 700, requests: { total: 2, fromCache: 0, networkBytes: 2 } }),
      run({ lcp: 1600, fcp: 800, requests: { total: 3, fromCache: 0, networkBytes: 3 } }),
    ]);
    expect([f.lcp, f.fcp, f.requests.total]).toEqual([1600, 700, 3]);
  });

  it('a layout shift in any run counts, and a run without a score makes the route scoreless', () => {
    expect(medianFigures([run({ cls: 0 }), run({ cls: 0.02 }), run({ cls: 0 })]).cls).toBe(0.02);
    expect(medianFigures([run({}), run({ score: null }), run({})]).score).toBeNull();
  });

  it('says every run’s warning once, and refuses no runs', () => {
    expect(medianFigures([run({ warning: 'slow host' }), run({ warning: 'slow host' }), run({})]).warning).toBe('slow host');
    expect(() => medianFigures([])).toThrow(/no run/);
  });
});
