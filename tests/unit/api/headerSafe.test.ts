/**
 * Page values copied into request headers (building, gather, swift, eyes;
 * CONTRACT section 3) never make a call fail (issue 29): CR/LF, characters
 * outside Latin-1, emoji and lone surrogates. Every client's headers pass the
 * platform's own header check (the Headers class), and every screen of the
 * sandbox opens with such values in its address, its calls answered.
 */
import { describe, expect, it } from 'vitest';
import { copiedHeadersOf, headerSafe } from '../../../actions/api/wireRequest.ts';
import { runScreen } from '../../support/runScreen.ts';
import { scenario, scenarioNames } from '../../../sandbox/scenarios.ts';

const HOSTILE: [string, string][] = [
  ['a phone name outside Latin-1', '王的iPhone'],
  ['a header injection', 'tower-1\r\nSet-Cookie: session=stolen'],
  ['an emoji and a tab', 'Juan’s 📱\tphone'],
  ['a lone surrogate', 'x\uD800y'],
  ['a DEL and a NUL', 'a\u007Fb\u0000c'],
];

const query = (value: string) => ({ building: value, gather: value, swift: value, eyes: value });

describe('a value copied into a header is made header-safe', () => {
  it.each(HOSTILE)('%s: every client’s headers are accepted, with no line break and nothing but visible ASCII', (_what, value) => {
    for (const client of ['json', 'form'] as const) {
      const headers = copiedHeadersOf(client, query(value));
      expect(() => new Headers(headers)).not.toThrow();
      for (const sent of Object.values(headers)) expect(sent).toMatch(/^[\x20-\x7E]*$/);
    }
  });

  it('keeps visible ASCII as it is and sends the rest as UTF-8 percent-encoding the server can decode', () => {
    expect(headerSafe('Tower 2, 5F')).toBe('Tower 2, 5F');
    expect(headerSafe('王的iPhone')).toBe('%E7%8E%8B%E7%9A%84iPhone');
    expect(decodeURIComponent(headerSafe('王的iPhone'))).toBe('王的iPhone');
    expect(headerSafe('tower-1\r\nSet-Cookie: x')).toBe('tower-1Set-Cookie: x');
  });

  // Each screen the sandbox shows, opened with every copied value hostile: its calls leave and are answered.
  const screens = [...new Set(scenarioNames().flatMap((name) => (name === 'default' ? (scenario(name)?.screens ?? []) : [])))];
  it.each(screens)('%s opens with hostile header values in its address', async (screen) => {
    const run = await runScreen(screen, 'default', { ...(scenario('default')?.query ?? {}), ...query(HOSTILE[0][1] + HOSTILE[1][1]) });
    expect(run.tree().phase).not.toBe('error');
  });
});
