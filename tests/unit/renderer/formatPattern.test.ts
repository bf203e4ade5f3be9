// @vitest-environment node
/**
 * The engine's date writer (renderer/formatPattern.ts) against dayjs, whose
 * tokens the schemas are written in: every token, text in brackets, letters
 * that are no token, the market's own patterns, over moments from 1900 to
 * 9999 at every hour (noon and midnight included).
 */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatPattern } from '../../../renderer/formatPattern.ts';
import PH from '../../../schemas/markets/PH.json' with { type: 'json' };
import seed from '../../../schemas/markets/seed.json' with { type: 'json' };

const PATTERNS = [
  'YYYY YY M MM MMM MMMM D DD d dd ddd dddd',
  'H HH h hh a A m mm s ss SSS Z ZZ',
  '[Today is] dddd, [the] Do MMMM YYYY [at] h:mm a',
  'YYYYY MMMMM DDD hhh sss [unclosed',
  'x Q W w k E e [[nested]] []',
  PH.dates.day,
  PH.dates.dayTime,
  seed.dates.day,
  seed.dates.dayTime,
  'YYYY-MM-DD HH:mm:ss',
];

// A fixed, spread set of moments: each hour of a few days, month ends, leap days, and a walk over the whole range.
const MOMENTS = [
  ...Array.from({ length: 24 }, (_, h) => new Date(2026, 10, 27, h, h * 2, h).getTime()),
  new Date(2024, 1, 29, 0, 0, 0).getTime(),
  new Date(2026, 11, 31, 23, 59, 59, 999).getTime(),
  new Date(1900, 0, 1, 12, 0, 0).getTime(),
  new Date(9999, 11, 31, 12, 0, 0).getTime(),
  ...Array.from({ length: 400 }, (_, i) => Date.UTC(1900, 0, 1) + i * 201_876_543_210),
];

describe('formatPattern', () => {
  it('writes every pattern as dayjs does', () => {
    let compared = 0;
    for (const pattern of PATTERNS) {
      for (const ms of MOMENTS) {
        expect(formatPattern(ms, pattern), `${pattern} @ ${new Date(ms).toISOString()}`).toBe(dayjs(ms).format(pattern));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });
});
