// @vitest-environment node
/**
 * Sandbox data must add up on every day: a complaint's list row and its
 * detail show the same filing time, so if one answer moves its dates with the
 * sandbox day (`datesFrom`), the other moves them the same way.
 */
import { describe, expect, it } from 'vitest';
import { scenario, scenarioNames } from '../../../sandbox/scenarios.ts';

describe('answers that show the same record move their dates together', () => {
  for (const name of scenarioNames()) {
    const responses = (scenario(name)?.responses ?? {}) as Record<string, { datesFrom?: string } | undefined>;
    if (!responses.problemList || !responses.problemDetail) continue;
    it(`${name}: problemList and problemDetail`, () => {
      expect(responses.problemList?.datesFrom).toBe(responses.problemDetail?.datesFrom);
    });
  }
});
