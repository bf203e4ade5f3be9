/**
 * The one-shot notice (issue 17, success you can see): words a step keeps for
 * the page it goes to (nav.go / nav.external `notice`), taken once by that
 * page (ui.takeNotice), never shown again on a reload or a return, never on
 * another page, never when old.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_KEY, NOTICE_MAX_AGE_MS, pendingNotice } from '../../../actions/nav/pendingNotice.ts';
import { navActions } from '../../../actions/nav/navActions.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { uiActions } from '../../../actions/ui/uiActions.ts';
import type { ActionEnv, JsonObject } from '../../../renderer/types.ts';
import repayWay from '../../../schemas/screens/repaymentWay.json' with { type: 'json' };
import config from '../../../schemas/config.json' with { type: 'json' };

/** A real confirmation of the schemas, so the test is about the words a borrower reads. */
const WORDS = repayWay.copy.en.paidNotice;

const query = { productId: '1', orderId: '2' };
let moves: string[] = [];

function env(args: JsonObject, path = '/orderDetail', signal?: AbortSignal): ActionEnv {
  return { args, context: { query, env: { path }, config }, signal: signal ?? new AbortController().signal } as unknown as ActionEnv;
}
const take = (path: string, signal?: AbortSignal) => uiActions['ui.takeNotice'](env({}, path, signal));

beforeEach(() => {
  sessionStorage.clear();
  moves = [];
  setNavigator({
    go: (to) => moves.push(`go ${to}`),
    leave: (to) => moves.push(`leave ${to}`),
    back: () => moves.push('back'),
    canGoBack: () => true,
  });
});

describe('pendingNotice', () => {
  it('is taken once by the screen it was kept for: a reload or a return finds nothing', () => {
    pendingNotice.keep('/orderDetail', WORDS);
    expect(pendingNotice.take('/orderDetail')).toBe(WORDS);
    expect(pendingNotice.take('/orderDetail')).toBe(null);
    expect(sessionStorage.getItem(NOTICE_KEY)).toBe(null);
  });

  it('belongs to a screen, not a spelling of its address (/order and /orderDetail are one screen; query and trailing slash do not count)', () => {
    pendingNotice.keep('/orderDetail?orderId=2', WORDS);
    expect(pendingNotice.take('/order/')).toBe(WORDS);
  });

  it('another screen that takes notices drops it without showing it', () => {
    pendingNotice.keep('/orderDetail', WORDS);
    expect(pendingNotice.take('/complaint')).toBe(null);
    expect(pendingNotice.take('/orderDetail')).toBe(null);
  });

  it('is dropped when older than the maximum age or dated in the future (a clock moved back)', () => {
    const now = 1_800_000_000_000;
    pendingNotice.keep('/orderDetail', WORDS, now);
    expect(pendingNotice.take('/orderDetail', now + NOTICE_MAX_AGE_MS + 1)).toBe(null);
    pendingNotice.keep('/orderDetail', WORDS, now);
    expect(pendingNotice.take('/orderDetail', now + NOTICE_MAX_AGE_MS)).toBe(WORDS);
    pendingNotice.keep('/orderDetail', WORDS, now);
    expect(pendingNotice.take('/orderDetail', now - 1)).toBe(null);
  });

  it('a newer notice replaces an older one; empty words keep nothing', () => {
    pendingNotice.keep('/orderDetail', 'first');
    pendingNotice.keep('/complaint', WORDS);
    pendingNotice.keep('/orderDetail', '  ');
    expect(pendingNotice.take('/complaint')).toBe(WORDS);
  });

  it('a broken entry is nothing to show', () => {
    for (const raw of ['{', 'null', '[]', '{"screen":"orderDetail"}', '{"screen":"orderDetail","text":5,"savedAt":1}']) {
      sessionStorage.setItem(NOTICE_KEY, raw);
      expect(pendingNotice.take('/orderDetail'), raw).toBe(null);
      expect(sessionStorage.getItem(NOTICE_KEY)).toBe(null);
    }
  });

  it('a browser that refuses storage loses the words, never the step: keeping and taking do not throw', () => {
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => pendingNotice.keep('/orderDetail', WORDS)).not.toThrow();
    set.mockRestore();
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(pendingNotice.take('/orderDetail')).toBe(null);
    get.mockRestore();
  });
});

describe('nav.go / nav.external {notice} and ui.takeNotice', () => {
  it('nav.go keeps the words for its target, then moves; the target takes them once', async () => {
    await navActions['nav.go'](env({ to: '/orderDetail', replace: true, notice: WORDS }, '/repaymentWay'));
    expect(moves).toEqual(['go /orderDetail?productId=1&orderId=2']);
    expect(take('/repaymentWay')).toBe(null); // the page it left is not the page it went to
    await navActions['nav.go'](env({ to: '/orderDetail', notice: WORDS }, '/repaymentWay'));
    expect(take('/orderDetail')).toBe(WORDS);
    expect(take('/orderDetail')).toBe(null);
  });

  it('nav.go without notice keeps nothing', async () => {
    await navActions['nav.go'](env({ to: '/orderDetail' }));
    expect(sessionStorage.getItem(NOTICE_KEY)).toBe(null);
  });

  it('nav.external keeps the words only for a page of this site (another site cannot show them)', async () => {
    await navActions['nav.external'](env({ url: 'https://lend.example.com/details', query: { from: 'confirm' }, notice: WORDS }, '/confirmLoan'));
    expect(sessionStorage.getItem(NOTICE_KEY)).toBe(null);
    await navActions['nav.external'](env({ url: '/orderDetail?orderId=2', query: { from: 'confirm' }, notice: WORDS }, '/confirmLoan'));
    expect(moves[1]).toMatch(/\/orderDetail\?orderId=2&from=confirm$/);
    expect(take('/orderDetail')).toBe(WORDS);
  });

  it('a refused address keeps nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(navActions['nav.external'](env({ url: 'javascript:alert(1)', notice: WORDS }))).rejects.toMatchObject({ kind: 'rejected' });
    expect(sessionStorage.getItem(NOTICE_KEY)).toBe(null);
  });

  it('a page the borrower already left does not take the words (they stay for the page on show)', async () => {
    pendingNotice.keep('/orderDetail', WORDS);
    const left = new AbortController();
    left.abort();
    expect(take('/orderDetail', left.signal)).toBe(null);
    expect(take('/orderDetail')).toBe(WORDS);
  });
});
