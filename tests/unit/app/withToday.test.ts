// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const dayIn = vi.fn((zone: string) => `today in ${zone}`);
vi.mock('../../../renderer/index.ts', () => ({ dayIn: (zone: string) => dayIn(zone) }));
const { withToday } = await import('../../../app/withToday.ts');

describe('withToday (issue 31): today is worked out when a rule first reads it', () => {
  it('builds the env without asking the clock, answers on the first read and keeps the answer', () => {
    dayIn.mockClear();
    const env = withToday({ lang: 'en' }, 'Asia/Manila');
    expect(dayIn).not.toHaveBeenCalled();
    expect(env.today).toBe('today in Asia/Manila');
    expect(env.today).toBe('today in Asia/Manila');
    expect(dayIn).toHaveBeenCalledTimes(1);
    // A copy (a receipt, a spread) carries the day like any field.
    expect({ ...env }).toEqual({ lang: 'en', today: 'today in Asia/Manila' });
    expect(JSON.parse(JSON.stringify(env))).toEqual({ lang: 'en', today: 'today in Asia/Manila' });
  });
});
