/**
 * One route's Lighthouse figures from several runs (issue 31 measures "medians of 3"). A single run on this kind of
 * machine moves TBT by 3× (one 50 ms task in one run, 15 ms in the next, same build), and the score follows TBT, so a
 * route's verdict from one run says more about the machine's moment than about the page.
 *
 * - score, FCP, LCP, TBT and the machine's benchmarkIndex: the median of the runs, each on its own;
 * - CLS: the largest (a layout shift in any run is a shift the page can make);
 * - the requests and what came before the first content: those of the run whose LCP is the median;
 * - warnings: every run's, each said once.
 */
import type { LighthouseFigures } from './lighthouseRuns.ts';
import { median } from './stats.ts';

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (!runs.length) throw new Error('medianFigures: no run to take the median of.');
  const of = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  const middle = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
  const scores = runs.map((r) => r.score).filter((s): s is number => s !== null);
  const warnings = [...new Set(runs.map((r) => r.warning).filter((w): w is string => !!w))];
  return {
    score: scores.length === runs.length ? median(scores) : null,
    fcp: of((r) => r.fcp),
    lcp: of((r) => r.lcp),
    tbt: of((r) => r.tbt),
    cls: Math.max(...runs.map((r) => r.cls)),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    requests: middle.requests,
    beforeContent: middle.beforeContent,
    ...(warnings.length ? { warning: warnings.join(' ') } : {}),
  };
}
